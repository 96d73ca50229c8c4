import type { z } from 'zod';
import { badRequest } from './errors.ts';
import { validationMessage } from './validation-message.ts';

/** Validates where a route accepts two shapes; answers 400 with the first rule's message. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badRequest(validationMessage(result.error.issues));
}
