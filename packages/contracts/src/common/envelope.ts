import { z } from 'zod';

/** Every API answer: status 1 on success, 0 on failure, with the HTTP code repeated in statusCode. */
/** `data` may be any zod schema, classic or zod/mini. */
export function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({
    status: z.union([z.literal(0), z.literal(1)]),
    statusCode: z.number().int(),
    message: z.string(),
    data,
  });
}

export const emptyData = z.object({}).strict().or(z.null());

export { type Pagination, paginationSchema } from './pagination.ts';

export interface Envelope<T> {
  status: 0 | 1;
  statusCode: number;
  message: string;
  data: T;
}
