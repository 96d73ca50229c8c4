import { ComboboxChevron, InputBase, type SelectProps } from '@mantine/core';
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
      rightSection={<ComboboxChevron size={props.size} error={props.error} />}
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
