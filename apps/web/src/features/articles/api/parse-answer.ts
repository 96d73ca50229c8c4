import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import type { Envelope } from '@care/contracts/common/envelope';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/** Checks an answer's data against its contract; a shape we do not know is an error, not a crash. */
export function parseData<S extends z.ZodType>(schema: S, res: Envelope<unknown>): z.output<S> {
  const parsed = schema.safeParse(res.data);
  if (!parsed.success) throw new ApiError(DEFAULT_MESSAGE, res.statusCode, res);
  return parsed.data;
}

/**
 * The article schemas (and zod with them) are downloaded with the first article answer rather
 * than with the home page, which keeps the first download small on slow phones.
 */
export const loadArticleSchemas = () => import('@care/contracts/articles/schemas');
