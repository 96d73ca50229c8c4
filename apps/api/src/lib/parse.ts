import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** Validates where a route accepts two shapes; answers 400 with the first rule's message. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message;
  throw badRequest(!message || message.startsWith('Invalid input') ? DEFAULT_MESSAGE : message);
}
