import { InputBase, type SelectProps } from '@mantine/core';
import { type ComponentType, useEffect, useRef, useState } from 'react';

// Mantine's Select brings the Combobox, Popover and floating-ui (about 30 KB gzip) that a page
// needs only once the patient opens a list. Until then this draws the same input (label, value,
// chevron, size) and swaps in the real Select on the first tap, focus or hover, keeping the
// focus where it was and opening the list a tap asked for.

type LoadedSelect = ComponentType<SelectProps>;
let loaded: LoadedSelect | null = null;
let loading: Promise<LoadedSelect> | null = null;

function loadSelect(): Promise<LoadedSelect> {
  loading ??= import('./lazy-select-loaded').then((m) => {
    loaded = m.Select as LoadedSelect;
    return loaded;
  });
  return loading;
}

/** A Mantine Select (string values) whose code loads on first use. */
export function LazySelect(props: SelectProps) {
  const [Select, setSelect] = useState<LoadedSelect | null>(() => loaded);
  const [openOnMount, setOpenOnMount] = useState(false);
  const focused = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // The real input replaces the stand-in: keep the keyboard focus on it.
  useEffect(() => {
    if (Select && focused.current) input.current?.focus();
  }, [Select]);

  if (Select) return <Select {...props} ref={input} defaultDropdownOpened={openOnMount} />;

  const want = (open: boolean) => {
    if (open) setOpenOnMount(true);
    void loadSelect().then((s) => setSelect(() => s));
  };
  const label = props.data
    ?.map((item) => (typeof item === 'string' ? { value: item, label: item } : item))
    .find((item) => 'value' in item && item.value === props.value);
  const {
    data: _data,
    value: _value,
    onChange: _onChange,
    allowDeselect: _allowDeselect,
    comboboxProps: _comboboxProps,
    clearable: _clearable,
    ...inputProps
  } = props;
  return (
    <InputBase
      {...(inputProps as object)}
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      value={label && 'label' in label ? label.label : ''}
      rightSection={<SelectChevron size={props.size} error={Boolean(props.error)} />}
      rightSectionPointerEvents="none"
      onPointerEnter={() => void loadSelect()}
      onFocus={() => {
        focused.current = true;
        want(false);
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={() => want(true)}
    />
  );
}

// Mantine's ComboboxChevron as the real Select draws it (same path, sizes and colours), drawn
// here so the stand-in does not load the Combobox's module and styles with the page.
const CHEVRON_REM: Record<string, number> = { xs: 0.875, sm: 1.125, md: 1.25, lg: 1.5, xl: 1.75 };
const CHEVRON_PATH =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

function SelectChevron({ size, error }: { size: SelectProps['size']; error: boolean }) {
  const side = `calc(${CHEVRON_REM[String(size ?? 'sm')] ?? CHEVRON_REM.sm}rem * var(--mantine-scale))`;
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      aria-hidden="true"
      style={{
        width: side,
        height: side,
        color: error ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-6)',
      }}
    >
      <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}
