import { DATE_FORMAT_SHOWN } from '@care/contracts/common/constants';
import { Input } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';

type Picker = ComponentType<DatePickerInputProps>;
let loaded: Picker | null = null;
let loading: Promise<Picker> | null = null;

function loadPicker(): Promise<Picker> {
  loading ??= import('./dob-picker').then((m) => {
    loaded = m.DatePickerInput as Picker;
    return loaded;
  });
  return loading;
}

/** YYYY-MM-DD as DATE_FORMAT_SHOWN (DD-MM-YYYY) shows it. */
const shown = (iso: string) => iso.split('-').reverse().join('-');

type DobInputProps = Omit<DatePickerInputProps, 'value'> & { value?: string | null; label: string };

/**
 * The date of birth field: Mantine's DatePickerInput (with @mantine/dates, dayjs, Popover and
 * floating-ui, ~35 KB gzip) loads on the first tap, focus or hover. Until then the same button
 * is drawn with its label and value; the real picker takes its place with the focus, and opens
 * if a tap asked for it.
 */
export function DobInput(props: DobInputProps) {
  const [Picker, setPicker] = useState<Picker | null>(() => loaded);
  const [openOnMount, setOpenOnMount] = useState(false);
  const focused = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!Picker) return;
    if (focused.current || openOnMount) button.current?.focus();
    if (openOnMount) button.current?.click();
  }, [Picker, openOnMount]);

  if (Picker) return <Picker id={id} {...props} ref={button} />;

  const want = (open: boolean) => {
    if (open) setOpenOnMount(true);
    void loadPicker().then((p) => setPicker(() => p));
  };
  const { label, withAsterisk, error, size, disabled, placeholder, description } = props;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      withAsterisk={withAsterisk}
      error={error}
      size={size}
      description={description}
    >
      <Input
        component="button"
        id={id}
        type="button"
        multiline
        pointer
        size={size}
        disabled={disabled}
        error={error}
        onPointerEnter={() => void loadPicker()}
        onFocus={() => {
          focused.current = true;
          want(false);
        }}
        onBlur={() => {
          focused.current = false;
        }}
        onClick={() => want(true)}
      >
        {props.value ? (
          shown(props.value)
        ) : (
          <Input.Placeholder>{placeholder ?? DATE_FORMAT_SHOWN}</Input.Placeholder>
        )}
      </Input>
    </Input.Wrapper>
  );
}
