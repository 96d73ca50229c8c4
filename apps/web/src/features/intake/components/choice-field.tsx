import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';

/** One answer out of a few, as radio buttons in a row that wraps (spec: every field required). */
export function ChoiceField({
  label,
  options,
  value,
  onChange,
  error,
  disabled,
}: {
  label: ReactNode;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Radio.Group label={label} withAsterisk value={value} onChange={onChange} error={error}>
      <Group gap="md" mt={6} wrap="wrap">
        {options.map((o) => (
          <Radio key={o} value={o} label={o} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}
