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

export interface LazySchema {
  /** Starts the import (once); resolves when the schema is ready. */
  load(): Promise<void>;
  readonly loaded: boolean;
  /** A Mantine `validate` function; reports no errors until the schema has loaded. */
  validate<Values>(values: Values): FieldErrors;
}

/**
 * A contracts schema imported on demand, so a page's first download stays free of zod. Load
 * it on the form's first interaction and wait for it before validating a submit
 * (`whenLoaded`). If the download fails, the form submits unvalidated and the API answers
 * with the same messages.
 */
export function lazySchema(importSchema: () => Promise<ParseableSchema>): LazySchema {
  let schema: ParseableSchema | null = null;
  let pending: Promise<void> | null = null;
  return {
    load() {
      pending ??= importSchema().then(
        (loaded) => {
          schema = loaded;
        },
        () => {
          pending = null;
        },
      );
      return pending;
    },
    get loaded() {
      return schema !== null;
    },
    validate<Values>(values: Values) {
      return schema ? zodValidate<Values>(schema)(values) : {};
    },
  };
}

/** Wraps a form's submit handler so it runs once the lazy schema is there (at once if it is). */
export function whenLoaded<E extends { preventDefault(): void }>(
  schema: LazySchema,
  submit: (event?: E) => void,
): (event: E) => void {
  return (event) => {
    if (schema.loaded) {
      submit(event);
      return;
    }
    event.preventDefault();
    void schema.load().then(() => submit());
  };
}
