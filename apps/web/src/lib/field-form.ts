import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { FieldErrors } from './zod-form';

/**
 * A form of text fields for the sign-in form, which is in the first download of every page:
 * Mantine's useForm with its dependencies weighs about 5 KB gzip there, more than /login's
 * budget had left (README "Performance budgets"). It keeps what the sign-in form used of
 * useForm: `getInputProps` gives the value, the change handler and the field's error; a change
 * clears that field's error; `onSubmit` validates every field and calls the handler only when
 * none failed. The other forms load later and keep @mantine/form.
 */
export function useFieldForm<Values extends Record<string, string>>(options: {
  initialValues: Values;
  validate: (values: Values) => FieldErrors;
}) {
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    values,
    errors,
    getInputProps(name: keyof Values & string) {
      return {
        value: values[name],
        error: errors[name],
        onChange(event: ChangeEvent<HTMLInputElement>) {
          const value = event.currentTarget.value;
          setValues((current) => ({ ...current, [name]: value }));
          setErrors((current) => {
            if (!(name in current)) return current;
            const { [name]: _cleared, ...rest } = current;
            return rest;
          });
        },
      };
    },
    onSubmit(handler: (values: Values) => void) {
      return (event?: FormEvent) => {
        event?.preventDefault();
        const found = options.validate(values);
        setErrors(found);
        if (Object.keys(found).length === 0) handler(values);
      };
    },
  };
}
