import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { expertPhotos, experts } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { EXPERT_PHOTO_FOLDER } from '../../lib/media-url.ts';
import type { ExpertRow } from './repository.ts';

// The only code that reads or writes expert_photos.

export interface PreparedPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/** The media key of a stored photo: a new upload is a new row, so a new address. */
export const expertPhotoKey = (id: string) => `${EXPERT_PHOTO_FOLDER}/${id}.jpg`;

/** The photo id in a file name of the photos' folder (`<uuid>.jpg`), or null. */
export function photoIdOfFile(file: string): string | null {
  const id = /^(.+)\.jpg$/.exec(file)?.[1];
  return id && isUuid(id) ? id.toLowerCase() : null;
}

/**
 * Stores the photo, points the expert's picture at it and deletes their older photos. The
 * expert's row is updated first: its row lock puts two uploads of one expert one after the other,
 * so the later one's delete sees (and removes) the earlier one's photo.
 */
export async function replaceExpertPhoto(
  tx: Tx,
  expertId: string,
  staffId: string | null,
  photo: PreparedPhoto,
): Promise<ExpertRow | null> {
  const id = randomUUID();
  const [row] = await tx
    .update(experts)
    .set({ profilePicture: expertPhotoKey(id) })
    .where(eq(experts.id, expertId))
    .returning();
  if (!row) return null;
  await tx.insert(expertPhotos).values({ id, expertId, uploadedByStaffId: staffId, ...photo });
  await tx.delete(expertPhotos).where(and(eq(expertPhotos.expertId, expertId), ne(expertPhotos.id, id)));
  return row;
}

/** No picture for the expert, and none of their photos kept. */
export async function clearExpertPhoto(tx: Tx, expertId: string): Promise<ExpertRow | null> {
  const [row] = await tx
    .update(experts)
    .set({ profilePicture: null })
    .where(eq(experts.id, expertId))
    .returning();
  if (!row) return null;
  await tx.delete(expertPhotos).where(eq(expertPhotos.expertId, expertId));
  return row;
}

/** A stored photo's bytes and type, or null. */
export async function findExpertPhoto(db: Conn, id: string) {
  const [row] = await db
    .select({ contentType: expertPhotos.contentType, bytes: expertPhotos.bytes })
    .from(expertPhotos)
    .where(eq(expertPhotos.id, id));
  return row ?? null;
}
