import { ACCESS_LOG_RETENTION_DAYS } from '@care/contracts/staff/constants';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { staffAccessLog, staffAccounts, staffInvites } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';

// The only code that reads and writes staff accounts, invites and the access log. Every claim
// (an invite used once, a TOTP step used once) is one conditional UPDATE: the database decides
// which of two parallel requests wins, on one instance or several.

export type StaffRow = typeof staffAccounts.$inferSelect;
export type InviteRow = typeof staffInvites.$inferSelect;
export type AccessLogRow = typeof staffAccessLog.$inferSelect;

/** The staff account with this id, active or not (the guard checks), or null. */
export async function findStaffById(db: Conn, id: string): Promise<StaffRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row ?? null;
}

/** The accounts with these ids (names for a list of who did what). */
export async function findStaffByIds(db: Conn, ids: string[]): Promise<StaffRow[]> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return [];
  return db.select().from(staffAccounts).where(inArray(staffAccounts.id, wanted));
}

/** The account with this (lower-case) e-mail, active or not, or null. */
export async function findStaffByEmail(db: Conn, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return row ?? null;
}

export async function findStaffByExpertId(db: Conn, expertId: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.expertId, expertId));
  return row ?? null;
}

/** The expert profile each of these accounts acts for, by account id (experts only). */
export async function expertIdsOfStaff(db: Conn, staffIds: string[]): Promise<Map<string, string>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .select({ id: staffAccounts.id, expertId: staffAccounts.expertId })
    .from(staffAccounts)
    .where(and(inArray(staffAccounts.id, [...new Set(staffIds)]), isNotNull(staffAccounts.expertId)));
  return new Map(rows.map((r) => [r.id, r.expertId!]));
}

/** The experts a console account acts for. */
export async function expertIdsWithAccounts(db: Conn): Promise<Set<string>> {
  const rows = await db
    .select({ expertId: staffAccounts.expertId })
    .from(staffAccounts)
    .where(isNotNull(staffAccounts.expertId));
  return new Set(rows.map((r) => r.expertId!));
}

export async function activeAdminExists(db: Conn): Promise<boolean> {
  const [row] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'admin'), eq(staffAccounts.active, true)))
    .limit(1);
  return Boolean(row);
}

/** Every account, oldest first (a console's team is tens of people: one page). */
export async function listStaffAccounts(db: Conn): Promise<StaffRow[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.id));
}

/** Runs inside the caller's transaction: the account is made with the claim of its invite. */
export async function insertStaffAccount(
  tx: Tx,
  values: typeof staffAccounts.$inferInsert,
): Promise<StaffRow> {
  const [row] = await tx.insert(staffAccounts).values(values).returning();
  return row!;
}

/**
 * Claims TOTP step `step` for the account: only when it is later than the last step used, so a
 * code works once, and of two requests racing with one code exactly one gets true.
 */
export async function claimTotpStep(db: Conn, id: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, id),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return claimed.length > 0;
}

/** Ends every console session of the account (tokens carry the epoch); null for an unknown id. */
export async function bumpSessionEpoch(db: Conn, id: string): Promise<StaffRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(staffAccounts)
    .set({ sessionEpoch: sql`${staffAccounts.sessionEpoch} + 1` })
    .where(eq(staffAccounts.id, id))
    .returning();
  return row ?? null;
}

/** Sets the password and ends every earlier session, in one statement. */
export async function setStaffPassword(db: Conn, id: string, passwordHash: string): Promise<StaffRow | null> {
  const [row] = await db
    .update(staffAccounts)
    .set({ passwordHash, sessionEpoch: sql`${staffAccounts.sessionEpoch} + 1` })
    .where(eq(staffAccounts.id, id))
    .returning();
  return row ?? null;
}

/** Deactivates the account and ends its sessions; null for an unknown id. */
export async function deactivateStaff(db: Conn, id: string): Promise<StaffRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(staffAccounts)
    .set({ active: false, sessionEpoch: sql`${staffAccounts.sessionEpoch} + 1` })
    .where(eq(staffAccounts.id, id))
    .returning();
  return row ?? null;
}

// ---------- Invites ----------

export async function insertInvite(db: Conn, values: typeof staffInvites.$inferInsert): Promise<InviteRow> {
  const [row] = await db.insert(staffInvites).values(values).returning();
  return row!;
}

export async function findInviteByTokenHash(db: Conn, tokenHash: string): Promise<InviteRow | null> {
  const [row] = await db.select().from(staffInvites).where(eq(staffInvites.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Queues the requests that change one e-mail's invites (a new invite, which withdraws the earlier
 * ones) for the rest of the transaction, on every instance: two invites sent at once for one
 * e-mail leave one usable link. `email` is trimmed and lower-cased, as the contract stores it.
 */
export async function lockInviteEmail(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`staff-invite:${email}`}, 0))`);
}

/** Pending: not used and not expired (a withdrawn invite is one whose expiry was moved to then). */
const pendingAt = (now: Date) => and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now));

/**
 * Withdraws every pending invite for this e-mail (any case) by ending its life at `now`: opening
 * or accepting its link then answers as for an expired one. Answers how many were withdrawn.
 */
export async function withdrawPendingInvitesFor(tx: Tx, email: string, now: Date): Promise<number> {
  const withdrawn = await tx
    .update(staffInvites)
    .set({ expiresAt: now })
    .where(and(sql`lower(${staffInvites.email}) = ${email}`, pendingAt(now)))
    .returning({ id: staffInvites.id });
  return withdrawn.length;
}

/**
 * Withdraws one invite while it is pending at `now`, in one conditional UPDATE: of two parallel
 * withdrawals one gets the row and the other null (as for an unknown, used or expired id).
 */
export async function withdrawInvite(db: Conn, id: string, now: Date): Promise<InviteRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(staffInvites)
    .set({ expiresAt: now })
    .where(and(eq(staffInvites.id, id), pendingAt(now)))
    .returning();
  return row ?? null;
}

/** The invites pending at `now`, newest first, each with the name of the admin who sent it. */
export async function listPendingInvites(
  db: Conn,
  now: Date,
): Promise<{ invite: InviteRow; invitedByName: string | null }[]> {
  return db
    .select({ invite: staffInvites, invitedByName: staffAccounts.fullName })
    .from(staffInvites)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffInvites.invitedBy))
    .where(pendingAt(now))
    .orderBy(desc(staffInvites.createdAt), desc(staffInvites.id));
}

/**
 * Stores the invite's sealed TOTP secret unless one is stored already, and answers the one that
 * is: opening the link twice (a reload, two tabs at once) shows the same secret.
 */
export async function setInviteSecretOnce(db: Conn, id: string, sealed: string): Promise<string | null> {
  const [set] = await db
    .update(staffInvites)
    .set({ totpSecretEnc: sealed })
    .where(and(eq(staffInvites.id, id), isNull(staffInvites.totpSecretEnc)))
    .returning({ sealed: staffInvites.totpSecretEnc });
  if (set) return set.sealed;
  const [kept] = await db
    .select({ sealed: staffInvites.totpSecretEnc })
    .from(staffInvites)
    .where(eq(staffInvites.id, id));
  return kept?.sealed ?? null;
}

/** Uses the invite: only while unused and unexpired at `now`; null when another request won. */
export async function claimInvite(tx: Tx, id: string, now: Date): Promise<InviteRow | null> {
  const [row] = await tx
    .update(staffInvites)
    .set({ usedAt: now })
    .where(and(eq(staffInvites.id, id), pendingAt(now)))
    .returning();
  return row ?? null;
}

// ---------- Access log ----------

export async function insertAccessLogEntry(
  db: Conn,
  values: typeof staffAccessLog.$inferInsert,
): Promise<void> {
  await db.insert(staffAccessLog).values(values);
}

/** Whether this staff member has read this of this patient, for this reason, since `since`. */
export async function hasAccessLogEntrySince(
  db: Conn,
  v: Pick<typeof staffAccessLog.$inferInsert, 'staffId' | 'patientId' | 'what' | 'reason'>,
  since: Date,
): Promise<boolean> {
  const [seen] = await db
    .select({ id: staffAccessLog.id })
    .from(staffAccessLog)
    .where(
      and(
        eq(staffAccessLog.patientId, v.patientId),
        eq(staffAccessLog.staffId, v.staffId),
        eq(staffAccessLog.what, v.what),
        eq(staffAccessLog.reason, v.reason),
        gte(staffAccessLog.at, since),
      ),
    )
    .limit(1);
  return seen !== undefined;
}

/** The patient's own history: the newest `limit` reads of their data. */
export async function accessLogOfPatient(
  db: Conn,
  patientId: string,
  limit: number,
): Promise<AccessLogRow[]> {
  if (!isUuid(patientId)) return [];
  return db
    .select()
    .from(staffAccessLog)
    .where(eq(staffAccessLog.patientId, patientId))
    .orderBy(desc(staffAccessLog.at), desc(staffAccessLog.id))
    .limit(limit);
}

/** One page of the log, newest first, optionally for one patient and/or one staff member. */
export async function searchAccessLog(
  db: Conn,
  f: {
    patientId?: string | null | undefined;
    staffId?: string | null | undefined;
    limit: number;
    offset: number;
  },
): Promise<AccessLogRow[]> {
  // The query's id check is looser than a uuid column ('-' × 36 passes it): such an id matches nothing.
  if ((f.patientId && !isUuid(f.patientId)) || (f.staffId && !isUuid(f.staffId))) return [];
  return db
    .select()
    .from(staffAccessLog)
    .where(
      and(
        f.patientId ? eq(staffAccessLog.patientId, f.patientId) : undefined,
        f.staffId ? eq(staffAccessLog.staffId, f.staffId) : undefined,
      ),
    )
    .orderBy(desc(staffAccessLog.at), desc(staffAccessLog.id))
    .limit(f.limit)
    .offset(f.offset);
}

/**
 * Deletes entries older than `before`. Migration 0020's trigger refuses to delete any entry
 * younger than the retention by the database's own clock, and one refused row would fail the
 * whole statement; so the database's clock bounds the delete too (the app's clock and the
 * database's may differ by a little on another host).
 */
export async function deleteAccessLogBefore(db: Conn, before: Date): Promise<number> {
  const deleted = await db
    .delete(staffAccessLog)
    .where(
      and(
        lt(staffAccessLog.at, before),
        sql`${staffAccessLog.at} <= now() - make_interval(days => ${ACCESS_LOG_RETENTION_DAYS}::int)`,
      ),
    )
    .returning({ id: staffAccessLog.id });
  return deleted.length;
}
