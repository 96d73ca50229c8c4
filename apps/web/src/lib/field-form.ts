import type { FieldErrors } from '@care/ui/zod-form';
import { type FormEvent, useRef, useState } from 'react';

/**
 * The part of Mantine's useForm (controlled mode) that our first-paint forms use, the sign-in
 * form (in the first download of every page) and the booking form. @mantine/form with its
 * dependencies weighs about 6 KB gzip, more than /login's and /consultation-booking's budgets
 * had left (README "Performance budgets"); the forms that load later keep it.
 *
 * - `getInputProps(name)` gives `value` (or `checked` with `{ type: 'checkbox' }`), `onChange`
 *   taking an input's change event or a component's value (Radio.Group, SegmentedControl,
 *   Select, a date field) as Mantine's does, and the field's `error`; a change clears that
 *   field's error.
 * - `onSubmit(handler)` validates every field and calls the handler only when none failed.
 * - `setValues` merges, `setFieldValue` sets one, `clearErrors`; `onValuesChange(next, previous)`
 *   runs after each change; `key(name)` is a stable React key (every field is controlled).
 */
export function useFieldForm<Values extends object>(options: {
  initialValues: Values;
  validate: (values: Values) => FieldErrors;
  onValuesChange?: (next: Values, previous: Values) => void;
}) {
  const [values, setState] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The latest values, for a submit that runs after an await (whenLoaded) and for onValuesChange.
  const latest = useRef(values);
  latest.current = values;

  const change = (patch: Partial<Values>) => {
    const previous = latest.current;
    const next = { ...previous, ...patch };
    latest.current = next;
    setState(next);
    options.onValuesChange?.(next, previous);
  };
  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  const setFieldValue = <K extends keyof Values & string>(name: K, value: Values[K]) => {
    change({ [name]: value } as unknown as Partial<Values>);
    clearError(name);
  };

  const onChangeOf =
    <K extends keyof Values & string>(name: K) =>
    (event: unknown) => {
      const target =
        event && typeof event === 'object' && 'nativeEvent' in event
          ? (event as unknown as { currentTarget: HTMLInputElement }).currentTarget
          : null;
      const value = target ? (target.type === 'checkbox' ? target.checked : target.value) : event;
      setFieldValue(name, value as Values[K]);
    };
  function getInputProps<K extends keyof Values & string>(
    name: K,
    input: { type: 'checkbox' },
  ): { checked: boolean; onChange: (event: unknown) => void; error: string | undefined };
  function getInputProps<K extends keyof Values & string>(
    name: K,
  ): { value: Values[K]; onChange: (event: unknown) => void; error: string | undefined };
  function getInputProps<K extends keyof Values & string>(name: K, input?: { type: 'checkbox' }) {
    const onChange = onChangeOf(name);
    return input?.type === 'checkbox'
      ? { checked: Boolean(values[name]), onChange, error: errors[name] }
      : { value: values[name], onChange, error: errors[name] };
  }

  return {
    values,
    errors,
    key: (name: keyof Values & string) => name,
    setValues: change,
    setFieldValue,
    clearErrors: () => setErrors({}),
    getInputProps,
    onSubmit(handler: (values: Values) => void) {
      return (event?: FormEvent) => {
        event?.preventDefault();
        const found = options.validate(latest.current);
        setErrors(found);
        if (Object.keys(found).length === 0) handler(latest.current);
      };
    },
  };
}
