import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
  RESET_CODES_PER_30_DAYS,
  RESET_CODES_PER_DAY,
  RESET_TRIES_PER_30_DAYS,
  RESET_TRIES_PER_DAY,
} from '@care/contracts/auth/constants';
import { forgotPasswordMessages as fp, otpMessages as om } from '@care/contracts/auth/messages';
import type { Tx } from '../../db/client.ts';
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
  otpUsage,
  supersedeOtps,
} from './repository.ts';

// One-time codes: drawn with crypto.randomInt, stored as an HMAC, valid 10 minutes, single
// use, burned after 5 wrong tries, and limited per phone and per address; password-reset codes
// are also capped per phone per day and per 30 days (OtpCaps). Every count is taken by the
// database in the same statement (or under the same lock) as the action it guards, so the
// limits hold when a burst of requests arrives at once on several instances.

export type { OtpPurpose };

export const OTP_LIMITS = {
  perPhonePerHour: 5,
  // A flood guard only: Indian mobile carriers put thousands of people behind one address
  // (carrier-grade NAT), so it is generous and its window short. The per-phone limits are
  // what protect a patient.
  perIpPerWindow: 100,
  ipWindowMinutes: 10,
} as const;

/**
 * Caps per phone over a rolling day and a rolling 30 days, on codes drawn and on tries counted
 * (the right try too: each is one guess compared). Password reset has them (the arithmetic is
 * in contracts/auth/constants); sign-up codes prove only a phone and keep the limits above.
 */
export interface OtpCaps {
  codesPerDay: number;
  codesPer30Days: number;
  triesPerDay: number;
  triesPer30Days: number;
}

export const RESET_CAPS: OtpCaps = {
  codesPerDay: RESET_CODES_PER_DAY,
  codesPer30Days: RESET_CODES_PER_30_DAYS,
  triesPerDay: RESET_TRIES_PER_DAY,
  triesPer30Days: RESET_TRIES_PER_30_DAYS,
};

/** A cap is reached: no code is drawn or tried for this phone until the window moves on. */
export class CodesPausedError extends AppError {
  constructor() {
    super(429, fp.codesPaused);
    this.name = 'CodesPausedError';
  }
}

const DAY_MS = 24 * 3600_000;

/**
 * The caps' windows at `now`. A try is counted on its code's row, and a code can be tried only
 * while it is valid, so tries are counted on codes drawn up to a code's lifetime before each
 * window: every try made inside a window is then counted in it, and the caps bound the tries
 * made in any day and in any 30 days.
 */
function capWindows(now: number) {
  const life = OTP_VALID_MINUTES * 60_000;
  return [
    { day: new Date(now - DAY_MS), month: new Date(now - 30 * DAY_MS) },
    { day: new Date(now - DAY_MS - life), month: new Date(now - 30 * DAY_MS - life) },
  ] as const;
}

const phoneLock = (k: { purpose: OtpPurpose; phone: string }) => `otp-phone:${k.purpose}:${k.phone}`;

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
  opts: { purpose: OtpPurpose; phone: string; ip: string; length: number; caps?: OtpCaps },
): Promise<{ id: string; code: string }> {
  return deps.db.transaction(async (tx) => {
    const key = { phone: opts.phone, purpose: opts.purpose };
    await lockName(tx, phoneLock(key));
    await lockName(tx, `otp-ip:${opts.ip}`);
    // Read once the locks are held, as the counts are: a request that waited is judged by now.
    const now = deps.clock.now().getTime();
    if (opts.caps) {
      // Before the 30-second wait: a paused phone is told so (and its owner gets the link).
      const u = await otpUsage(tx, key, ...capWindows(now));
      const c = opts.caps;
      if (
        u.codesDay >= c.codesPerDay ||
        u.codesMonth >= c.codesPer30Days ||
        u.triesDay >= c.triesPerDay ||
        u.triesMonth >= c.triesPer30Days
      )
        throw new CodesPausedError();
    }
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
 *
 * With `caps`, the try is counted under the phone's lock (the one issueOtp takes) after the
 * phone's tries in the day and in 30 days are read, so parallel tries on any instance cannot
 * pass a cap; a wrong try that reaches a cap, and every try after, answers CodesPausedError.
 * The try that reaches the daily cap calls `notify.queue` in its transaction (the owner's
 * notice, written to the outbox once) and `notify.send` after it commits.
 */
export async function consumeOtp(
  deps: Pick<Deps, 'db' | 'otpSecret' | 'clock'>,
  opts: {
    purpose: OtpPurpose;
    phone: string;
    code: string;
    requestId?: string | undefined;
    caps?: OtpCaps;
    notify?: { queue(tx: Tx, now: Date): Promise<string[]>; send(ids: string[]): Promise<void> } | undefined;
  },
): Promise<void> {
  const { db } = deps;
  const key = { phone: opts.phone, purpose: opts.purpose };
  const { row, now, paused, queued } = await countTry(deps, key, opts);
  if (queued.length > 0) await opts.notify?.send(queued);

  if (!row) {
    if (paused) throw new CodesPausedError();
    // No try was counted: say why (this read decides only the message).
    const expiresAt = await latestOtpExpiry(db, key);
    if (!expiresAt || expiresAt.getTime() <= now.getTime()) throw new AppError(400, om.expired);
    throw tooMany(om.tooManyTries);
  }

  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(hashCode(deps.otpSecret, row.id, opts.code));
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!matches || (opts.requestId && opts.requestId !== row.id)) {
    if (paused) throw new CodesPausedError();
    if (row.attempts >= OTP_MAX_WRONG_TRIES) throw tooMany(om.tooManyTries);
    throw new AppError(400, om.invalid);
  }
  // Consume atomically: of two requests racing with the right code, only one wins.
  if (!(await consumeOtpRow(db, row.id, now))) throw new AppError(400, om.expired);
}

/** Counts one try (see consumeOtp); `paused`: a cap was reached before or by this try. */
async function countTry(
  deps: Pick<Deps, 'db' | 'clock'>,
  key: { purpose: OtpPurpose; phone: string },
  opts: Parameters<typeof consumeOtp>[1],
) {
  const caps = opts.caps;
  if (!caps) {
    const now = deps.clock.now();
    const row = await countOtpTry(deps.db, key, OTP_MAX_WRONG_TRIES, now);
    return { row, now, paused: false, queued: [] as string[] };
  }
  return deps.db.transaction(async (tx) => {
    await lockName(tx, phoneLock(key));
    const now = deps.clock.now();
    const u = await otpUsage(tx, key, ...capWindows(now.getTime()));
    if (u.triesDay >= caps.triesPerDay || u.triesMonth >= caps.triesPer30Days) {
      return { row: null, now, paused: true, queued: [] as string[] };
    }
    const row = await countOtpTry(tx, key, OTP_MAX_WRONG_TRIES, now);
    if (!row) return { row, now, paused: false, queued: [] as string[] };
    const reachedDay = u.triesDay + 1 >= caps.triesPerDay;
    const paused = reachedDay || u.triesMonth + 1 >= caps.triesPer30Days;
    const queued = reachedDay && opts.notify ? await opts.notify.queue(tx, now) : [];
    return { row, now, paused, queued };
  });
}

/** Forgets a code that never reached the patient, so it does not count against their limit. */
export async function discardOtp(db: Deps['db'], id: string) {
  await deleteOtp(db, id);
}
