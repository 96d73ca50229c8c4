import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@care/contracts/auth/constants';
import { otpMessages as om } from '@care/contracts/auth/messages';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';
import { AppError, tooMany } from '../../lib/errors.ts';

// One-time codes: drawn with crypto.randomInt, stored as an HMAC, valid 10 minutes, single
// use, burned after 5 wrong tries, and limited per phone and per address. Every count is
// taken by the database in the same statement (or under the same lock) as the action it
// guards, so the limits hold when a burst of requests arrives at once on several instances.

export type OtpPurpose = 'signup' | 'reset';

export const OTP_LIMITS = {
  perPhonePerHour: 5,
  // A flood guard only: Indian mobile carriers put thousands of people behind one address
  // (carrier-grade NAT), so it is generous and its window short. The per-phone limits are
  // what protect a patient.
  perIpPerWindow: 100,
  ipWindowMinutes: 10,
} as const;

function hashCode(secret: Uint8Array, id: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}:${code}`).digest('base64url');
}

export function drawCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** A transaction-scoped advisory lock: requests for the same name queue here, on every instance. */
const lockName = (tx: Pick<Db, 'execute'>, name: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);

/**
 * Creates a code after checking the send limits; returns its id (the send-otp token) and the
 * code. The phone's and the address's counts are read and the code written while holding a
 * lock on the phone and on the address (always in that order), so of 40 parallel sends for
 * one phone exactly one gets through per 30 seconds.
 */
export async function issueOtp(
  db: Db,
  secret: Uint8Array,
  opts: { purpose: OtpPurpose; phone: string; ip: string; length: number },
): Promise<{ id: string; code: string }> {
  return db.transaction(async (tx) => {
    await lockName(tx, `otp-phone:${opts.purpose}:${opts.phone}`);
    await lockName(tx, `otp-ip:${opts.ip}`);
    const now = Date.now();
    const [last] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, opts.phone), eq(otpCodes.purpose, opts.purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (last && now - last.createdAt.getTime() < OTP_RESEND_SECONDS * 1000) throw tooMany(om.sendTooSoon);
    const [perPhone] = await tx
      .select({ n: count() })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phone, opts.phone),
          eq(otpCodes.purpose, opts.purpose),
          gt(otpCodes.createdAt, new Date(now - 3600_000)),
        ),
      );
    const [perIp] = await tx
      .select({ n: count() })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.ip, opts.ip),
          gt(otpCodes.createdAt, new Date(now - OTP_LIMITS.ipWindowMinutes * 60_000)),
        ),
      );
    if ((perPhone?.n ?? 0) >= OTP_LIMITS.perPhonePerHour || (perIp?.n ?? 0) >= OTP_LIMITS.perIpPerWindow) {
      throw tooMany(om.sendLimit);
    }

    const id = crypto.randomUUID();
    const code = drawCode(opts.length);
    // A new code replaces any earlier one for the same phone and purpose.
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(
        and(eq(otpCodes.phone, opts.phone), eq(otpCodes.purpose, opts.purpose), isNull(otpCodes.consumedAt)),
      );
    await tx.insert(otpCodes).values({
      id,
      purpose: opts.purpose,
      phone: opts.phone,
      ip: opts.ip,
      codeHash: hashCode(secret, id, code),
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP_VALID_MINUTES * 60_000),
    });
    return { id, code };
  });
}

/**
 * Checks a code and consumes it on success. Each check first counts a try with one
 * conditional UPDATE (only while fewer than 5 tries were counted), so at most 5 guesses are
 * ever compared per code, however many arrive at once; the fifth wrong try burns the code.
 * `requestId` (the send-otp token), when given, must name the same code.
 */
export async function consumeOtp(
  db: Db,
  secret: Uint8Array,
  opts: { purpose: OtpPurpose; phone: string; code: string; requestId?: string | undefined },
): Promise<void> {
  const latest = and(
    eq(otpCodes.phone, opts.phone),
    eq(otpCodes.purpose, opts.purpose),
    isNull(otpCodes.consumedAt),
  );
  const now = new Date();
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(
          otpCodes.id,
          db
            .select({ id: otpCodes.id })
            .from(otpCodes)
            .where(latest)
            .orderBy(desc(otpCodes.createdAt))
            .limit(1),
        ),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_WRONG_TRIES),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });

  if (!row) {
    // No try was counted: say why (this read decides only the message).
    const [current] = await db
      .select({ expiresAt: otpCodes.expiresAt })
      .from(otpCodes)
      .where(latest)
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!current || current.expiresAt.getTime() <= now.getTime()) throw new AppError(400, om.expired);
    throw tooMany(om.tooManyTries);
  }

  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(hashCode(secret, row.id, opts.code));
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!matches || (opts.requestId && opts.requestId !== row.id)) {
    if (row.attempts >= OTP_MAX_WRONG_TRIES) throw tooMany(om.tooManyTries);
    throw new AppError(400, om.invalid);
  }
  // Consume atomically: of two requests racing with the right code, only one wins.
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (consumed.length === 0) throw new AppError(400, om.expired);
}

/** Forgets a code that never reached the patient, so it does not count against their limit. */
export async function discardOtp(db: Db, id: string) {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}
