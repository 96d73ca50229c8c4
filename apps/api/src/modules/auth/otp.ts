import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@care/contracts/constants';
import { otpMessages as om } from '@care/contracts/messages';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';
import { AppError, tooMany } from '../../lib/errors.ts';

// One-time codes: drawn with crypto.randomInt, stored as an HMAC, valid 10 minutes, single
// use, burned after 5 wrong tries, and limited per phone and per address. The limits are
// counted in the database so they hold across API instances.

export type OtpPurpose = 'signup' | 'reset';

export const OTP_LIMITS = {
  perPhonePerHour: 5,
  perIpPerHour: 20,
} as const;

function hashCode(secret: Uint8Array, id: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}:${code}`).digest('base64url');
}

export function drawCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** Creates a code after checking the send limits; returns its id (the send-otp token) and the code. */
export async function issueOtp(
  db: Db,
  secret: Uint8Array,
  opts: { purpose: OtpPurpose; phone: string; ip: string; length: number },
): Promise<{ id: string; code: string }> {
  const hourAgo = new Date(Date.now() - 3600_000);
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, opts.phone), eq(otpCodes.purpose, opts.purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (last && Date.now() - last.createdAt.getTime() < OTP_RESEND_SECONDS * 1000)
    throw tooMany(om.sendTooSoon);
  const [perPhone] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, opts.phone),
        eq(otpCodes.purpose, opts.purpose),
        gt(otpCodes.createdAt, hourAgo),
      ),
    );
  const [perIp] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.ip, opts.ip), gt(otpCodes.createdAt, hourAgo)));
  if ((perPhone?.n ?? 0) >= OTP_LIMITS.perPhonePerHour || (perIp?.n ?? 0) >= OTP_LIMITS.perIpPerHour) {
    throw tooMany(om.sendLimit);
  }

  const id = crypto.randomUUID();
  const code = drawCode(opts.length);
  // A new code replaces any earlier one for the same phone and purpose.
  await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(otpCodes.phone, opts.phone),
        eq(otpCodes.purpose, opts.purpose),
        sql`${otpCodes.consumedAt} is null`,
      ),
    );
  await db.insert(otpCodes).values({
    id,
    purpose: opts.purpose,
    phone: opts.phone,
    ip: opts.ip,
    codeHash: hashCode(secret, id, code),
    expiresAt: new Date(Date.now() + OTP_VALID_MINUTES * 60_000),
  });
  return { id, code };
}

/**
 * Checks a code and consumes it on success. A wrong code counts a try; the fifth wrong try
 * burns the code. `requestId` (the send-otp token), when given, must name the same code.
 */
export async function consumeOtp(
  db: Db,
  secret: Uint8Array,
  opts: { purpose: OtpPurpose; phone: string; code: string; requestId?: string | undefined },
): Promise<void> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, opts.phone),
        eq(otpCodes.purpose, opts.purpose),
        sql`${otpCodes.consumedAt} is null`,
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() < Date.now()) throw new AppError(400, om.expired);
  if (row.attempts >= OTP_MAX_WRONG_TRIES) throw tooMany(om.tooManyTries);

  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(hashCode(secret, row.id, opts.code));
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!matches || (opts.requestId && opts.requestId !== row.id)) {
    const [updated] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, row.id))
      .returning({ attempts: otpCodes.attempts });
    if ((updated?.attempts ?? OTP_MAX_WRONG_TRIES) >= OTP_MAX_WRONG_TRIES) throw tooMany(om.tooManyTries);
    throw new AppError(400, om.invalid);
  }
  // Consume atomically: of two requests racing with the right code, only one wins.
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, row.id), sql`${otpCodes.consumedAt} is null`))
    .returning({ id: otpCodes.id });
  if (consumed.length === 0) throw new AppError(400, om.expired);
}

/** Forgets a code that never reached the patient, so it does not count against their limit. */
export async function discardOtp(db: Db, id: string) {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}
