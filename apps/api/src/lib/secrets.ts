import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';

/**
 * The signing secret: JWT_SECRET when set, otherwise a random one kept in the database so
 * every API instance on the same database agrees and sessions survive restarts.
 */
export async function loadSigningSecret(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new Uint8Array(createHash('sha256').update(fromEnv).digest());
  await db
    .insert(appSecrets)
    .values({ name: 'signing', value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'signing'));
  if (!row) throw new Error('signing secret missing');
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}

/** A sub-key per purpose, so an OTP hash and a token signature never share a key. */
export function deriveKey(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(secret).update(`\n${purpose}`).digest());
}
