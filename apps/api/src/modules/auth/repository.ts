import { and, count, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { otpCodes, signInThrottle } from '../../db/schema/index.ts';

// The only code that reads or writes one-time codes and the sign-in throttle. The rules (limits,
// hashing, windows) are otp.ts's and sign-in-throttle.ts's; each count here is one statement.

export type OtpPurpose = 'signup' | 'reset';
type OtpKey = { purpose: OtpPurpose; phone: string };

/** A transaction-scoped advisory lock: requests for the same name queue here, on every instance. */
export async function lockName(tx: Tx, name: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** When the newest code for this phone and purpose was drawn, if any. */
export async function lastOtpAt(conn: Conn, k: OtpKey): Promise<Date | null> {
  const [last] = await conn
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, k.phone), eq(otpCodes.purpose, k.purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return last?.createdAt ?? null;
}

/** Codes drawn since `since` for this phone and purpose, or from this address. */
export async function countOtpsSince(conn: Conn, by: OtpKey | { ip: string }, since: Date): Promise<number> {
  const who =
    'ip' in by ? eq(otpCodes.ip, by.ip) : and(eq(otpCodes.phone, by.phone), eq(otpCodes.purpose, by.purpose));
  const [row] = await conn
    .select({ n: count() })
    .from(otpCodes)
    .where(and(who, gt(otpCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** A new code replaces any earlier one for the same phone and purpose. */
export async function supersedeOtps(conn: Conn, k: OtpKey, now: Date) {
  await conn
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.phone, k.phone), eq(otpCodes.purpose, k.purpose), isNull(otpCodes.consumedAt)));
}

export async function insertOtp(conn: Conn, values: typeof otpCodes.$inferInsert) {
  await conn.insert(otpCodes).values(values);
}

const latestOpen = (k: OtpKey) =>
  and(eq(otpCodes.phone, k.phone), eq(otpCodes.purpose, k.purpose), isNull(otpCodes.consumedAt));

/**
 * Counts one try on the newest open code, in one conditional UPDATE (only while fewer than
 * `maxTries` were counted and before it expires); null when no try was counted.
 */
export async function countOtpTry(conn: Conn, k: OtpKey, maxTries: number, now: Date) {
  const [row] = await conn
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(
          otpCodes.id,
          conn
            .select({ id: otpCodes.id })
            .from(otpCodes)
            .where(latestOpen(k))
            .orderBy(desc(otpCodes.createdAt))
            .limit(1),
        ),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, maxTries),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
  return row ?? null;
}

/** When the newest open code expires (null: there is none). */
export async function latestOtpExpiry(conn: Conn, k: OtpKey): Promise<Date | null> {
  const [current] = await conn
    .select({ expiresAt: otpCodes.expiresAt })
    .from(otpCodes)
    .where(latestOpen(k))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return current?.expiresAt ?? null;
}

/** Consumes the code atomically: of two requests racing with the right code, only one wins. */
export async function consumeOtpRow(conn: Conn, id: string, now: Date): Promise<boolean> {
  const consumed = await conn
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return consumed.length > 0;
}

/**
 * Forgets a code no one has tried yet. A code already tried keeps its row, so its tries still
 * count against the reset caps (it stays open until it expires, as any code does).
 */
export async function deleteOtp(conn: Conn, id: string) {
  await conn.delete(otpCodes).where(and(eq(otpCodes.id, id), eq(otpCodes.attempts, 0)));
}

/**
 * Codes drawn and tries counted for this phone and purpose in two windows, by one statement:
 * codes drawn after `codesSince.day`/`.month`, and tries on codes drawn after
 * `triesSince.day`/`.month` (the caller starts those windows a code's lifetime earlier, so that
 * every try made inside a window is counted in it).
 */
export async function otpUsage(
  conn: Conn,
  k: OtpKey,
  codesSince: { day: Date; month: Date },
  triesSince: { day: Date; month: Date },
): Promise<{ codesDay: number; codesMonth: number; triesDay: number; triesMonth: number }> {
  const after = (d: Date) => sql`${otpCodes.createdAt} > ${d.toISOString()}::timestamptz`;
  const earliest = [codesSince.day, codesSince.month, triesSince.day, triesSince.month].reduce((a, b) =>
    a < b ? a : b,
  );
  const [row] = await conn
    .select({
      codesDay: sql<number>`count(*) filter (where ${after(codesSince.day)})`.mapWith(Number),
      codesMonth: sql<number>`count(*) filter (where ${after(codesSince.month)})`.mapWith(Number),
      triesDay:
        sql<number>`coalesce(sum(${otpCodes.attempts}) filter (where ${after(triesSince.day)}), 0)`.mapWith(
          Number,
        ),
      triesMonth:
        sql<number>`coalesce(sum(${otpCodes.attempts}) filter (where ${after(triesSince.month)}), 0)`.mapWith(
          Number,
        ),
    })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.phone, k.phone), eq(otpCodes.purpose, k.purpose), gt(otpCodes.createdAt, earliest)),
    );
  return row ?? { codesDay: 0, codesMonth: 0, triesDay: 0, triesMonth: 0 };
}

/**
 * Counts a sign-in try under `key` by one upsert; a window that started at or before
 * `windowStart` starts again at this try. Answers the tries counted in the window.
 */
export async function countSignInTry(conn: Conn, key: string, now: Date, windowStart: Date): Promise<number> {
  const expired = sql`${signInThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await conn
    .insert(signInThrottle)
    .values({ key, tries: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        tries: sql`case when ${expired} then 1 else ${signInThrottle.tries} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${signInThrottle.windowStartedAt} end`,
      },
    })
    .returning({ tries: signInThrottle.tries });
  return row?.tries ?? Number.POSITIVE_INFINITY;
}

/** Forgets windows that started at or before `before`. */
export async function sweepSignInTries(conn: Conn, before: Date) {
  await conn.delete(signInThrottle).where(lte(signInThrottle.windowStartedAt, before));
}

export async function clearSignInTryCount(conn: Conn, key: string) {
  await conn.delete(signInThrottle).where(eq(signInThrottle.key, key));
}
