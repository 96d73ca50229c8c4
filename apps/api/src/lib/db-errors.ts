// PostgreSQL error codes that modules turn into answers (a lost slot race, a second payment).
// Drizzle wraps the driver's error, so the code is looked for on the error and its causes.

export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';

export function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
