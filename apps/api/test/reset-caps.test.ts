import fs from 'node:fs';
import path from 'node:path';
import {
  OTP_MAX_WRONG_TRIES,
  OTP_VALID_MINUTES,
  RESET_CODES_PER_30_DAYS,
  RESET_CODES_PER_DAY,
  RESET_LINK_VALID_MINUTES,
  RESET_OTP_LENGTH,
  RESET_TRIES_PER_30_DAYS,
  RESET_TRIES_PER_DAY,
} from '@care/contracts/auth/constants';
import {
  forgotPasswordMessages as fp,
  loginMessages as lm,
  otpMessages as om,
} from '@care/contracts/auth/messages';
import { commonMessages } from '@care/contracts/common/messages';
import { and, eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../src/adapters/email/email-sender.ts';
import { otpCodes, outboxMessages, patients } from '../src/db/schema/index.ts';
import { signPatientToken } from '../src/lib/tokens.ts';
import { RESET_CAPS } from '../src/modules/auth/otp.ts';
import {
  bearer,
  createTestApp,
  expectEnvelope,
  type RegisteredPatient,
  STRONG_PASSWORD,
  type TestApp,
} from './helpers/test-app.ts';

// Password-reset codes cannot be worn down (issue 18): caps per account on codes and on tries,
// per rolling day and per 30 days; past them codes pause and the owner is e-mailed a single-use,
// 30-minute link instead, and told (once a day) that codes are being burned. The clock is the
// app's (moved by the tests); the bursts run on two instances and must hold on PostgreSQL.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let now = new Date();
const clock = { now: () => now };
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
/**
 * To a minute into the next 30-minute slot: at most one link is e-mailed per account per slot,
 * so a test that counts link e-mails starts where the next minutes stay in one slot.
 */
const toSlotStart = () => {
  const slot = RESET_LINK_VALID_MINUTES * MINUTE;
  advance(slot - (now.getTime() % slot) + MINUTE);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://care.example' }, { clock });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.deps.database.db;
const post = (url: string, payload: object, app: TestApp = t) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: t.nextIp() });
const sendReset = (phone: string, app?: TestApp) =>
  post('/api/patient/auth/password/send-reset-otp', { username: phone }, app);
const guess = (phone: string, otp: string, app?: TestApp, password = 'Attacker@123') =>
  post('/api/patient/auth/password/reset', { username: phone, otp, password }, app);
const resetByLink = (token: string, password = STRONG_PASSWORD.replace('@', '#')) =>
  post('/api/patient/auth/password/reset-by-link', { token, password });
const wrong = (code: string, i = 1) =>
  String((Number(code) + i) % 10 ** RESET_OTP_LENGTH).padStart(RESET_OTP_LENGTH, '0');

const emails = (app: TestApp = t): (EmailMessage & { at: string })[] => {
  const file = path.join(app.dataDir, 'email-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
};
const linkEmails = (to: string) => emails().filter((m) => m.to === to && /^Reset your/.test(m.subject));
const noticeEmails = (to: string) =>
  emails().filter((m) => m.to === to && /^Wrong password-reset/.test(m.subject));
const resetTexts = (phone: string) =>
  t.readOutbox().filter((m) => m.to === phone && /to reset your password/.test(m.text));
const noticeTexts = (phone: string) =>
  t.readOutbox().filter((m) => m.to === phone && /wrong password-reset codes/.test(m.text));
/** The token of the newest link e-mailed to `to`. */
const latestLinkToken = (to: string) => {
  const mail = linkEmails(to).at(-1);
  const token = mail?.text.match(/https:\/\/care\.example\/reset-password#token=([\w.-]+)/)?.[1];
  if (!token) throw new Error(`no reset link e-mailed to ${to}`);
  return token;
};

/** The account's row id (the answers carry its Patient ID, P-...). */
async function accountId(p: RegisteredPatient) {
  const [row] = await db().select({ id: patients.id }).from(patients).where(eq(patients.phone, p.phone));
  return row!.id;
}

const after = (since: Date) => sql`${otpCodes.createdAt} > ${since.toISOString()}::timestamptz`;

/** Tries counted on this phone's reset codes drawn after `since`. */
async function triesSince(phone: string, since: Date) {
  const [row] = await db()
    .select({ n: sql<number>`coalesce(sum(${otpCodes.attempts}), 0)`.mapWith(Number) })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, 'reset'), after(since)));
  return row!.n;
}
async function codesSince(phone: string, since: Date) {
  const rows = await db()
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, 'reset'), after(since)));
  return rows.length;
}

/**
 * Codes drawn earlier for this phone (closed, with their tries), as an attacker's past days
 * would have left them: `tries[i]` tries on a code drawn `ago[i]` ms before now.
 */
async function pastCodes(phone: string, codes: { ago: number; tries: number }[]) {
  if (codes.length === 0) return;
  await db()
    .insert(otpCodes)
    .values(
      codes.map((c) => ({
        purpose: 'reset',
        phone,
        ip: '10.250.0.1',
        codeHash: 'x'.repeat(43),
        attempts: c.tries,
        createdAt: new Date(now.getTime() - c.ago),
        expiresAt: new Date(now.getTime() - c.ago + OTP_VALID_MINUTES * MINUTE),
        consumedAt: new Date(now.getTime() - c.ago + MINUTE),
      })),
    );
}

/** One code asked for and burned by wrong guesses; answers the last guess's reply. */
async function burnOneCode(phone: string) {
  expectEnvelope(await sendReset(phone), 200, fp.otpSent);
  const code = t.lastCode(phone);
  let last = await guess(phone, wrong(code, 1));
  for (let i = 2; i <= OTP_MAX_WRONG_TRIES; i++) last = await guess(phone, wrong(code, i));
  return last;
}

describe('reset caps: the arithmetic', () => {
  it('a targeted 4-digit code is guessed with under 1% chance in 30 days of constant attack', () => {
    expect(RESET_OTP_LENGTH).toBe(4);
    expect(RESET_CAPS).toEqual({
      codesPerDay: RESET_CODES_PER_DAY,
      codesPer30Days: RESET_CODES_PER_30_DAYS,
      triesPerDay: RESET_TRIES_PER_DAY,
      triesPer30Days: RESET_TRIES_PER_30_DAYS,
    });
    // Every try compares one guess with one code drawn at random: g tries succeed with
    // probability at most g / 10^digits. The most tries 30 days allow is the least of the caps.
    const allowed = Math.min(
      RESET_TRIES_PER_30_DAYS,
      30 * RESET_TRIES_PER_DAY,
      RESET_CODES_PER_30_DAYS * OTP_MAX_WRONG_TRIES,
    );
    expect(allowed / 10 ** RESET_OTP_LENGTH).toBeLessThan(0.01);
    // And an owner who mistypes a few times still has whole codes to try in a day.
    expect(RESET_TRIES_PER_DAY).toBeGreaterThanOrEqual(3 * OTP_MAX_WRONG_TRIES);
    expect(RESET_CODES_PER_DAY).toBeGreaterThanOrEqual(3);
  });
});

describe('reset caps on codes', () => {
  it(`allows ${RESET_CODES_PER_DAY} codes a day, then pauses and e-mails a link; a new day opens the daily cap until ${RESET_CODES_PER_30_DAYS} in 30 days`, async () => {
    const p = await t.registerPatient();
    const start = now;
    let sent = 0;
    const sendUntilPaused = async () => {
      for (;;) {
        const res = await sendReset(p.phone);
        advance(20 * MINUTE); // past the 30-second wait and the 5-an-hour limit
        if (res.statusCode !== 200) return res;
        expectEnvelope(res, 200, fp.otpSent);
        sent += 1;
      }
    };

    expectEnvelope(await sendUntilPaused(), 429, fp.codesPaused);
    expect(sent).toBe(RESET_CODES_PER_DAY);
    expect(resetTexts(p.phone)).toHaveLength(RESET_CODES_PER_DAY);
    expect(linkEmails(p.email)).toHaveLength(1);

    // Each new day opens the daily cap, until the 30-day cap holds on a day with codes to spare.
    let days = 0;
    while (sent < RESET_CODES_PER_30_DAYS) {
      advance(DAY);
      days += 1;
      const before = sent;
      expectEnvelope(await sendUntilPaused(), 429, fp.codesPaused);
      expect(sent - before).toBe(Math.min(RESET_CODES_PER_DAY, RESET_CODES_PER_30_DAYS - before));
    }
    expect(sent).toBe(RESET_CODES_PER_30_DAYS);
    expect(await codesSince(p.phone, new Date(now.getTime() - 30 * DAY))).toBe(RESET_CODES_PER_30_DAYS);
    advance(DAY);
    expect(await codesSince(p.phone, new Date(now.getTime() - DAY))).toBe(0);
    expectEnvelope(await sendReset(p.phone), 429, fp.codesPaused);
    expect(now.getTime() - start.getTime()).toBeLessThan(30 * DAY);
    expect(days).toBe(Math.ceil(RESET_CODES_PER_30_DAYS / RESET_CODES_PER_DAY) - 1);

    // 30 days after the first code, codes come back.
    advance(30 * DAY - (now.getTime() - start.getTime()) + MINUTE);
    expectEnvelope(await sendReset(p.phone), 200, fp.otpSent);
  });

  it('answers a number without an account exactly as a registered one, and e-mails no one', async () => {
    const phone = t.nextPhone();
    const before = emails().length;
    for (let i = 0; i < RESET_CODES_PER_DAY; i++) {
      expectEnvelope(await sendReset(phone), 200, fp.otpSent);
      advance(20 * MINUTE);
    }
    const paused = expectEnvelope(await sendReset(phone), 429, fp.codesPaused);
    expect(paused.data).toEqual({});
    expect(emails()).toHaveLength(before);
    expect(t.readOutbox().filter((m) => m.to === phone)).toHaveLength(0);
  });
});

describe('reset caps on tries', () => {
  let p: RegisteredPatient;
  beforeAll(async () => {
    advance(31 * DAY);
    p = await t.registerPatient();
  });

  it(`counts ${RESET_TRIES_PER_DAY} tries a day: the try that reaches the cap answers paused, e-mails the link and tells the owner once`, async () => {
    const start = new Date(now.getTime() - 1);
    const codesForDay = RESET_TRIES_PER_DAY / OTP_MAX_WRONG_TRIES;
    expect(Number.isInteger(codesForDay)).toBe(true);
    for (let i = 1; i < codesForDay; i++) {
      expectEnvelope(await burnOneCode(p.phone), 429, om.tooManyTries);
      advance(20 * MINUTE);
    }
    expect(noticeTexts(p.phone)).toHaveLength(0);
    expect(linkEmails(p.email)).toHaveLength(0);
    toSlotStart();
    // The last code: its fifth wrong try is the day's last.
    expectEnvelope(await burnOneCode(p.phone), 429, fp.codesPaused);
    expect(await triesSince(p.phone, start)).toBe(RESET_TRIES_PER_DAY);
    expect(linkEmails(p.email)).toHaveLength(1);

    const [text] = noticeTexts(p.phone);
    const [mail] = noticeEmails(p.email);
    expect(text).toBeDefined();
    expect(mail).toBeDefined();
    for (const words of [text!.text, mail!.subject, mail!.text]) {
      // No code (nor any long number) and nothing about anyone's health.
      expect(words).not.toMatch(/\d{4}/);
      expect(words).not.toMatch(/pregnan|therap|genetic|mental|counsel|consult|report|test|mood|health/i);
    }

    // Paused: no code is drawn or tried, the right one included, and nothing is counted.
    advance(MINUTE);
    expectEnvelope(await sendReset(p.phone), 429, fp.codesPaused);
    expectEnvelope(await guess(p.phone, '0000'), 429, fp.codesPaused);
    expect(await triesSince(p.phone, start)).toBe(RESET_TRIES_PER_DAY);
    // The notice went once; the link is not e-mailed again within its 30 minutes.
    expect(noticeTexts(p.phone)).toHaveLength(1);
    expect(noticeEmails(p.email)).toHaveLength(1);
    expect(linkEmails(p.email)).toHaveLength(1);
  });

  it('a new day opens the daily cap (one notice a day) but the 30-day cap still holds', async () => {
    let day = 1;
    let total = RESET_TRIES_PER_DAY;
    while (total < RESET_TRIES_PER_30_DAYS) {
      // A day and a code's lifetime later, the first day's tries are out of the daily window.
      advance(DAY + OTP_VALID_MINUTES * MINUTE);
      day += 1;
      let last = await burnOneCode(p.phone);
      total += OTP_MAX_WRONG_TRIES;
      while (last.json().message !== fp.codesPaused) {
        expectEnvelope(last, 429, om.tooManyTries);
        advance(20 * MINUTE);
        last = await burnOneCode(p.phone);
        total += OTP_MAX_WRONG_TRIES;
      }
      expect(noticeTexts(p.phone)).toHaveLength(day);
      expect(noticeEmails(p.email)).toHaveLength(day);
    }
    expect(total).toBe(RESET_TRIES_PER_30_DAYS);
    expect(await triesSince(p.phone, new Date(now.getTime() - 30 * DAY))).toBe(RESET_TRIES_PER_30_DAYS);

    // A fresh day: the daily window is empty, the 30-day one is full.
    advance(DAY + OTP_VALID_MINUTES * MINUTE);
    expect(await triesSince(p.phone, new Date(now.getTime() - DAY - OTP_VALID_MINUTES * MINUTE))).toBe(0);
    expectEnvelope(await sendReset(p.phone), 429, fp.codesPaused);
    expect(noticeTexts(p.phone)).toHaveLength(day);
  });

  it('the owner still resets through the e-mailed link, once', async () => {
    const oldSession = await t.signIn(p.email, STRONG_PASSWORD);
    // Codes are paused (30-day cap): asking again e-mails a link.
    advance(RESET_LINK_VALID_MINUTES * MINUTE);
    const mailed = linkEmails(p.email).length;
    expectEnvelope(await sendReset(p.phone), 429, fp.codesPaused);
    expect(linkEmails(p.email)).toHaveLength(mailed + 1);
    const mail = linkEmails(p.email).at(-1)!;
    expect(mail.text).toContain(`within ${RESET_LINK_VALID_MINUTES} minutes`);
    const token = latestLinkToken(p.email);
    // At least 128 random bits ride in the token (its jti), and it is stored nowhere but the outbox.
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(Buffer.from(claims.jti, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(JSON.stringify(claims)).not.toMatch(/\$2[aby]\$|argon|scrypt/);

    const newPassword = 'Fresh#Pass123';
    expectEnvelope(await resetByLink(token, newPassword), 200, fp.resetDone);
    const profile = await t.inject({
      method: 'GET',
      url: '/api/patient/profile',
      headers: bearer(oldSession),
    });
    expectEnvelope(profile, 401, commonMessages.sessionExpired);
    expectEnvelope(
      await post('/api/patient/auth/sign-in', { username: p.email, password: STRONG_PASSWORD }),
      401,
      lm.badCredentials,
    );
    await t.signIn(p.email, newPassword);

    // Single use: the same link again is refused, and changes nothing.
    expectEnvelope(await resetByLink(token, 'Other#Pass123'), 400, fp.linkInvalid);
    await t.signIn(p.email, newPassword);
  });

  it('a link expires after 30 minutes, and forged or foreign tokens are refused', async () => {
    advance(RESET_LINK_VALID_MINUTES * MINUTE);
    expectEnvelope(await sendReset(p.phone), 429, fp.codesPaused);
    const token = latestLinkToken(p.email);
    advance(RESET_LINK_VALID_MINUTES * MINUTE + 1000);
    expectEnvelope(await resetByLink(token), 400, fp.linkInvalid);

    // A session token, a tampered link and junk are not links.
    const session = await signPatientToken(t.app.deps.tokenKeys, await accountId(p), 0);
    expectEnvelope(await resetByLink(session), 400, fp.linkInvalid);
    const [h, body, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url');
    expectEnvelope(await resetByLink(`${h}.${forged}.${sig}`), 400, fp.linkInvalid);
    expectEnvelope(await resetByLink('not-a-token'), 400, fp.linkInvalid);
    expectEnvelope(await resetByLink(''), 400, fp.linkInvalid);
    expectEnvelope(
      await post('/api/patient/auth/password/reset-by-link', { token: 'x'.repeat(40), password: 'weak' }),
      400,
      fp.passwordWeak,
    );
  });

  it('a link stops working once the password changes by another link', async () => {
    toSlotStart();
    expectEnvelope(await sendReset(p.phone), 429, fp.codesPaused);
    const first = latestLinkToken(p.email);
    // The next slot, 29.5 minutes on: the first link is still within its 30 minutes.
    advance(RESET_LINK_VALID_MINUTES * MINUTE - 30_000);
    expectEnvelope(await sendReset(p.phone), 429, fp.codesPaused);
    const second = latestLinkToken(p.email);
    expect(second).not.toBe(first);
    expectEnvelope(await resetByLink(second, 'Second#Pass123'), 200, fp.resetDone);
    expectEnvelope(await resetByLink(first, 'First#Pass123'), 400, fp.linkInvalid);
    await t.signIn(p.email, 'Second#Pass123');
  });
});

describe('reset caps under parallel requests on two instances', () => {
  let b: TestApp;
  beforeAll(async () => {
    advance(31 * DAY);
    b = await createTestApp({ PUBLIC_URL: 'https://care.example' }, { secondInstanceOf: t, clock });
  });
  afterAll(async () => {
    await b?.close();
  });

  const burst = (requests: ((app: TestApp) => Promise<LightMyRequestResponse>)[]) =>
    Promise.all(requests.map((r, i) => r(i % 2 ? b : t)));
  const noticesFor = (patientId: string) =>
    db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `auth.reset-notice:${patientId}:%`));

  it('60 parallel wrong guesses count no more tries than the daily cap allows, and tell the owner once', async () => {
    const p = await t.registerPatient();
    // Earlier today: three codes burned and two tries on a fourth: two tries left.
    const left = 2;
    await pastCodes(p.phone, [
      { ago: 5 * 60 * MINUTE, tries: 5 },
      { ago: 4 * 60 * MINUTE, tries: 5 },
      { ago: 3 * 60 * MINUTE, tries: 5 },
      { ago: 2 * 60 * MINUTE, tries: RESET_TRIES_PER_DAY - 15 - left },
    ]);
    const start = new Date(now.getTime() - DAY);
    expect(await triesSince(p.phone, start)).toBe(RESET_TRIES_PER_DAY - left);
    expectEnvelope(await sendReset(p.phone), 200, fp.otpSent);
    const code = t.lastCode(p.phone);

    const answers = await burst(
      Array.from({ length: 60 }, (_, i) => (app) => guess(p.phone, wrong(code, i + 1), app)),
    );
    for (const res of answers) expect(res.statusCode).toBeLessThan(500);
    expect(await triesSince(p.phone, start)).toBe(RESET_TRIES_PER_DAY);
    const invalid = answers.filter((r) => r.statusCode === 400);
    const paused = answers.filter((r) => r.statusCode === 429);
    expect(invalid.length).toBe(left - 1);
    expect(paused.length).toBe(60 - (left - 1));
    for (const res of invalid) expectEnvelope(res, 400, om.invalid);
    for (const res of paused) expectEnvelope(res, 429, fp.codesPaused);
    // One notice (text and e-mail), and one link e-mail, however many answers said paused.
    const id = await accountId(p);
    expect((await noticesFor(id)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const links = await db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `auth.reset-link:${id}:%`));
    expect(links).toHaveLength(1);
  });

  it('60 parallel wrong guesses count no more tries than the 30-day cap allows', async () => {
    const p = await t.registerPatient();
    // Earlier days: all but three of the 30 days' tries.
    const left = 3;
    const past = RESET_TRIES_PER_30_DAYS - left;
    const codes: { ago: number; tries: number }[] = [];
    for (let n = past, d = 2; n > 0; d += 1) {
      const tries = Math.min(OTP_MAX_WRONG_TRIES, n);
      codes.push({ ago: d * DAY, tries });
      n -= tries;
    }
    await pastCodes(p.phone, codes);
    expectEnvelope(await sendReset(p.phone), 200, fp.otpSent);
    const code = t.lastCode(p.phone);
    const answers = await burst(
      Array.from({ length: 60 }, (_, i) => (app) => guess(p.phone, wrong(code, i + 1), app)),
    );
    for (const res of answers) expect(res.statusCode).toBeLessThan(500);
    expect(await triesSince(p.phone, new Date(now.getTime() - 31 * DAY))).toBe(RESET_TRIES_PER_30_DAYS);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(left - 1);
    // The daily cap was not reached: no notice.
    expect(await noticesFor(await accountId(p))).toHaveLength(0);
  });

  it('30 parallel code requests draw no more codes than the daily cap', async () => {
    const p = await t.registerPatient();
    // Earlier today (more than an hour ago): one code short of the cap.
    await pastCodes(
      p.phone,
      Array.from({ length: RESET_CODES_PER_DAY - 1 }, (_, i) => ({ ago: (2 + i) * 60 * MINUTE, tries: 0 })),
    );
    const answers = await burst(Array.from({ length: 30 }, () => (app) => sendReset(p.phone, app)));
    for (const res of answers) expect(res.statusCode).toBeLessThan(500);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await codesSince(p.phone, new Date(now.getTime() - DAY))).toBe(RESET_CODES_PER_DAY);
    const texts = [...t.readOutbox(), ...b.readOutbox()].filter(
      (m) => m.to === p.phone && /to reset your password/.test(m.text),
    );
    expect(texts).toHaveLength(1);

    // Past the 30-second wait, the cap holds by itself.
    advance(MINUTE);
    const again = await burst(Array.from({ length: 30 }, () => (app) => sendReset(p.phone, app)));
    for (const res of again) expectEnvelope(res, 429, fp.codesPaused);
    expect(await codesSince(p.phone, new Date(now.getTime() - DAY))).toBe(RESET_CODES_PER_DAY);
  });

  it('30 parallel code requests draw no more codes than the 30-day cap', async () => {
    const p = await t.registerPatient();
    await pastCodes(
      p.phone,
      Array.from({ length: RESET_CODES_PER_30_DAYS - 1 }, (_, i) => ({ ago: (2 + i) * DAY, tries: 0 })),
    );
    const answers = await burst(Array.from({ length: 30 }, () => (app) => sendReset(p.phone, app)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    advance(MINUTE);
    const again = await burst(Array.from({ length: 30 }, () => (app) => sendReset(p.phone, app)));
    for (const res of again) expectEnvelope(res, 429, fp.codesPaused);
    expect(await codesSince(p.phone, new Date(now.getTime() - 30 * DAY))).toBe(RESET_CODES_PER_30_DAYS);
  });
});
