// Turns a contracts schema into a Mantine form `validate` function, so web forms show the
// very messages the API validates with. Typed structurally (anything with zod's safeParse),
// which keeps zod itself out of this module's imports.

interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export interface ParseableSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export type FieldErrors = Record<string, string>;

/** Field path as Mantine names it: `contact.phone`, `reports.0.title`. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'symbol' ? (p.description ?? '') : String(p))).join('.');
}

/** Validates the whole form and returns `{ field: firstMessage }`; an empty object means valid. */
export function zodValidate<Values>(schema: ParseableSchema): (values: Values) => FieldErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = fieldPath(issue.path);
      // The first failing check is the message the patient sees (contracts order them so).
      if (!(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}
