import type { FormErrors } from '@mantine/form';

interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/**
 * Validates a few fields with their contracts schemas (the contracts object schemas carry
 * refinements, so zod will not `.pick` from them). First message per field.
 */
export function validateFields(schemas: Record<string, FieldSchema>) {
  return (values: Record<string, unknown>): FormErrors => {
    const errors: FormErrors = {};
    for (const [field, schema] of Object.entries(schemas)) {
      const result = schema.safeParse(values[field]);
      const message = result.success ? undefined : result.error?.issues[0]?.message;
      if (message) errors[field] = message;
    }
    return errors;
  };
}
