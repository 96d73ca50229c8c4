import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@care/contracts/auth/constants';
import { otpMessages as om } from '@care/contracts/auth/messages';
import type { Deps } from '../../deps.ts';
import { AppError, tooMany } from '../../lib/errors.ts';
import {
  consumeOtpRow,
  countOtpsSince,
  countOtpTry,
  deleteOtp,
  insertOtp,
  lastOtpAt,
  latestOtpExpiry,
  lockName,
  type OtpPurpose,
  supersedeOtps,
} from './repository.ts';

// One-time codes: drawn with crypto.randomInt, stored as an HMAC, valid 10 minutes, single
// use, burned after 5 wrong tries, and limited per phone and per address. Every count is
// taken by the database in the same statement (or under the same lock) as the action it
// guards, so the limits hold when a burst of requests arrives at once on several instances.

export type { OtpPurpose };

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

/**
 * Creates a code after checking the send limits; returns its id (the send-otp token) and the
 * code. The phone's and the address's counts are read and the code written while holding a
 * lock on the phone and on the address (always in that order), so of 40 parallel sends for
 * one phone exactly one gets through per 30 seconds.
 */
export async function issueOtp(
  deps: Pick<Deps, 'db' | 'otpSecret' | 'clock'>,
  opts: { purpose: OtpPurpose; phone: string; ip: string; length: number },
): Promise<{ id: string; code: string }> {
  return deps.db.transaction(async (tx) => {
    await lockName(tx, `otp-phone:${opts.purpose}:${opts.phone}`);
    await lockName(tx, `otp-ip:${opts.ip}`);
    // Read once the locks are held, as the counts are: a request that waited is judged by now.
    const now = deps.clock.now().getTime();
    const key = { phone: opts.phone, purpose: opts.purpose };
    const last = await lastOtpAt(tx, key);
    if (last && now - last.getTime() < OTP_RESEND_SECONDS * 1000) throw tooMany(om.sendTooSoon);
    const perPhone = await countOtpsSince(tx, key, new Date(now - 3600_000));
    const perIp = await countOtpsSince(
      tx,
      { ip: opts.ip },
      new Date(now - OTP_LIMITS.ipWindowMinutes * 60_000),
    );
    if (perPhone >= OTP_LIMITS.perPhonePerHour || perIp >= OTP_LIMITS.perIpPerWindow) {
      throw tooMany(om.sendLimit);
    }

    const id = crypto.randomUUID();
    const code = drawCode(opts.length);
    // A new code replaces any earlier one for the same phone and purpose.
    await supersedeOtps(tx, key, new Date(now));
    await insertOtp(tx, {
      id,
      purpose: opts.purpose,
      phone: opts.phone,
      ip: opts.ip,
      codeHash: hashCode(deps.otpSecret, id, code),
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
  deps: Pick<Deps, 'db' | 'otpSecret' | 'clock'>,
  opts: { purpose: OtpPurpose; phone: string; code: string; requestId?: string | undefined },
): Promise<void> {
  const { db } = deps;
  const key = { phone: opts.phone, purpose: opts.purpose };
  const now = deps.clock.now();
  const row = await countOtpTry(db, key, OTP_MAX_WRONG_TRIES, now);

  if (!row) {
    // No try was counted: say why (this read decides only the message).
    const expiresAt = await latestOtpExpiry(db, key);
    if (!expiresAt || expiresAt.getTime() <= now.getTime()) throw new AppError(400, om.expired);
    throw tooMany(om.tooManyTries);
  }

  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(hashCode(deps.otpSecret, row.id, opts.code));
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!matches || (opts.requestId && opts.requestId !== row.id)) {
    if (row.attempts >= OTP_MAX_WRONG_TRIES) throw tooMany(om.tooManyTries);
    throw new AppError(400, om.invalid);
  }
  // Consume atomically: of two requests racing with the right code, only one wins.
  if (!(await consumeOtpRow(db, row.id, now))) throw new AppError(400, om.expired);
}

/** Forgets a code that never reached the patient, so it does not count against their limit. */
export async function discardOtp(db: Deps['db'], id: string) {
  await deleteOtp(db, id);
}
