// zod/mini: the booking form checks the terms (page/tnc) on its first paint, and zod's classic
// API would add 12 KB gzip to it. schemas.ts re-exports this.
import { z } from 'zod/mini';

export const pageData = z.object({
  data: z.object({ _id: z.string(), slug: z.string(), title: z.string(), description: z.string() }),
});
