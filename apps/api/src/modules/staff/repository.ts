import { eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';

// The only code that reads and writes staff accounts, invites and the access log.

export type StaffRow = typeof staffAccounts.$inferSelect;

/** The staff account with this id, active or not (the guard checks), or null. */
export async function findStaffById(db: Conn, id: string): Promise<StaffRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row ?? null;
}
