import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

export async function createUpload(db: Db, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

export async function findUpload(db: Db, key: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key));
  return row ?? null;
}

export async function markUploaded(db: Db, key: string, size: number) {
  await db.update(uploads).set({ size, uploadedAt: new Date() }).where(eq(uploads.key, key));
}
