import { Select, type SelectProps } from '@mantine/core';

export type LoadedSelectProps = Pick<
  SelectProps,
  'label' | 'placeholder' | 'data' | 'value' | 'onChange' | 'clearable' | 'allowDeselect' | 'maw'
> & {
  /** Open at once: a pointer pressed the stand-in this replaces. */
  opened: boolean;
};

/** The Select that select-on-intent.tsx loads on first use. */
export function LoadedSelect({ opened, ...props }: LoadedSelectProps) {
  return (
    <Select
      {...props}
      defaultDropdownOpened={opened}
      // It replaces the focused stand-in, so focus stays where the patient put it.
      autoFocus
    />
  );
}
