// zod/mini: the list answers that pages check on their first paint (the expert list) carry it,
// and zod's classic API would add 12 KB gzip to those pages. envelope.ts re-exports it.
import { z } from 'zod/mini';

export const paginationSchema = z.object({
  current_page: z.int(),
  total_records: z.int(),
  records: z.int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
