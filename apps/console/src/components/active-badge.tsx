import { Badge } from '@mantine/core';

/**
 * Active or Inactive, for anything operations can switch off (an expert, a lab test). The label
 * never shrinks to "Act…": a narrow table column wraps the other cells instead.
 */
export function ActiveBadge({ active }: { active: boolean }) {
  const label = { label: { overflow: 'visible' } } as const;
  return active ? (
    <Badge color="sea" c="sea.9" variant="light" tt="none" styles={label}>
      Active
    </Badge>
  ) : (
    <Badge color="gray.7" variant="filled" tt="none" styles={label}>
      Inactive
    </Badge>
  );
}
