import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferSelect;

// An upload link carries one file. Its row moves through three states:
//   waiting   size null, uploaded_at null   (the link may be used)
//   arriving  size 0,    uploaded_at null   (one PUT has claimed it and is writing the file)
//   arrived   size n,    uploaded_at set    (the file is in place; only now may it become a picture)

export async function createUpload(db: Conn, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

export async function findUpload(db: Conn, key: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key));
  return row ?? null;
}

/**
 * Claims a waiting upload for one PUT, if it was asked for within `maxAgeSeconds` before `now`.
 * One statement, so of two parallel PUTs the database lets exactly one have it.
 */
export async function claimUpload(
  db: Conn,
  key: string,
  maxAgeSeconds: number,
  now: Date,
): Promise<UploadRow | null> {
  const [row] = await db
    .update(uploads)
    .set({ size: 0 })
    .where(
      and(
        eq(uploads.key, key),
        isNull(uploads.size),
        isNull(uploads.uploadedAt),
        gt(uploads.createdAt, new Date(now.getTime() - maxAgeSeconds * 1000)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The claimed PUT wrote nothing (refused or broken off): the link may carry a file again. */
export async function releaseUpload(db: Conn, key: string) {
  await db
    .update(uploads)
    .set({ size: null })
    .where(and(eq(uploads.key, key), isNull(uploads.uploadedAt)));
}

export async function markUploaded(db: Conn, key: string, size: number, now: Date) {
  await db.update(uploads).set({ size, uploadedAt: now }).where(eq(uploads.key, key));
}

/** The patient's uploads among `keys` that arrived in `folder`. */
export async function arrivedUploadsOf(db: Conn, patientId: string, folder: string, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ key: uploads.key, contentType: uploads.contentType })
    .from(uploads)
    .where(
      and(
        inArray(uploads.key, keys),
        eq(uploads.patientId, patientId),
        eq(uploads.folder, folder),
        isNotNull(uploads.uploadedAt),
      ),
    );
}

/** A file the server stored itself: arrived as it is recorded. */
export async function insertArrivedUpload(
  db: Conn,
  f: { key: string; patientId: string; folder: string; contentType: string; size: number; now: Date },
) {
  await db.insert(uploads).values({
    key: f.key,
    patientId: f.patientId,
    folder: f.folder,
    contentType: f.contentType,
    maxBytes: f.size,
    size: f.size,
    uploadedAt: f.now,
  });
}
