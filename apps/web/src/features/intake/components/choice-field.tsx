import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One answer out of a few, as radio buttons in a row that wraps (spec: every field required).
 * `labels` shows an option in other words than the value sent (the pronoun 'Her /Him').
 */
export function ChoiceField({
  label,
  options,
  labels,
  value,
  onChange,
  error,
  disabled,
}: {
  label: ReactNode;
  options: readonly string[];
  labels?: Readonly<Record<string, string>>;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Radio.Group label={label} withAsterisk value={value} onChange={onChange} error={error}>
      <Group gap="md" mt={6} wrap="wrap">
        {options.map((o) => (
          <Radio
            key={o}
            value={o}
            label={labels?.[o] ?? o}
            disabled={disabled}
            // Marks the question as unanswered for assistive tech and for the first-error focus.
            aria-invalid={error ? true : undefined}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
