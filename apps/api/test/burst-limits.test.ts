import { OTP_MAX_WRONG_TRIES } from '@care/contracts/auth/constants';
import {
  forgotPasswordMessages as fp,
  loginMessages as lm,
  otpMessages as om,
} from '@care/contracts/auth/messages';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../src/db/schema/index.ts';
import { OTP_LIMITS } from '../src/modules/auth/otp.ts';
import { SIGN_IN_MAX_TRIES } from '../src/modules/auth/sign-in-throttle.ts';
import { createTestApp, expectEnvelope, STRONG_PASSWORD, type TestApp } from './helpers/test-app.ts';

// Every limit that protects an account, hit by a burst of parallel requests spread over two
// API instances that share one database (on PostgreSQL each instance has its own connection
// pool, so the requests really do run at once in the database; PGlite runs one query at a
// time and would hide a race, which is why CI runs this file on PostgreSQL too). Each request
// comes from its own client address, so the per-address rate limits do not hide anything.

describe('limits under parallel requests on two API instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { secondInstanceOf: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const db = () => a.app.deps.database.db;
  /** Sends each payload at once, alternating instances, each from a fresh address. */
  const burst = (url: string, payloads: object[]) =>
    Promise.all(
      payloads.map((payload, i) =>
        (i % 2 ? b : a).inject({ method: 'POST', url, payload, remoteAddress: a.nextIp() }),
      ),
    );
  const outboxFor = (phone: string) => [...a.readOutbox(), ...b.readOutbox()].filter((m) => m.to === phone);
  const codeRow = async (phone: string, purpose: 'signup' | 'reset') => {
    const rows = await db()
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };
  const others = (code: string, n: number, digits: number) => {
    const wrong: string[] = [];
    for (let i = 1; wrong.length < n; i++) {
      const guess = String((Number(code) + i * 7) % 10 ** digits).padStart(digits, '0');
      if (guess !== code) wrong.push(guess);
    }
    return wrong;
  };

  it('a reset code gets at most 5 compared guesses out of 60 parallel ones, and a later right guess is refused', async () => {
    const patient = await a.registerPatient();
    const attackerPassword = 'Attacker@123';
    // On PostgreSQL the burst runs truly in parallel, so the right code may be among the 5
    // compared (then the reset is genuine and the password is the "attacker's" from then on):
    // the sign-in check below holds only while no round has reset it.
    let resetDone = false;
    for (let round = 0; round < 3; round++) {
      // Past the 30-second resend wait since the previous round.
      await db()
        .update(otpCodes)
        .set({ createdAt: new Date(Date.now() - 31_000) })
        .where(eq(otpCodes.phone, patient.phone));
      const sent = await a.inject({
        method: 'POST',
        url: '/api/patient/auth/password/send-reset-otp',
        payload: { username: patient.phone },
        remoteAddress: a.nextIp(),
      });
      expectEnvelope(sent, 200, fp.otpSent);
      const code = a.lastCode(patient.phone);
      // The right code sits at position 10 or later, among 59 wrong ones.
      const guesses = others(code, 59, 4);
      guesses.splice(10 + round * 20, 0, code);
      const answers = await burst(
        '/api/patient/auth/password/reset',
        guesses.map((otp) => ({ username: patient.phone, otp, password: attackerPassword })),
      );
      for (const res of answers) expect(res.statusCode).not.toBeGreaterThanOrEqual(500);
      // Every compared guess is counted on the code (the right one too), whatever it answered.
      const [row] = await db()
        .select({ attempts: otpCodes.attempts })
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, patient.phone), eq(otpCodes.purpose, 'reset')))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      expect(row!.attempts).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES);
      const compared = answers.filter(
        (r) => r.statusCode === 200 || (r.statusCode === 400 && r.json().message === om.invalid),
      ).length;
      expect(compared).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES);
      expect(answers.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
      if (answers.some((r) => r.statusCode === 200)) {
        resetDone = true; // one of the 5 checked was the right one
        continue;
      }
      // The burst burned the code: the right code, sent now, is refused, and the attacker's
      // password never works.
      const late = await a.inject({
        method: 'POST',
        url: '/api/patient/auth/password/reset',
        payload: { username: patient.phone, otp: code, password: attackerPassword },
        remoteAddress: a.nextIp(),
      });
      expect(late.statusCode).toBe(429);
      expect(late.json().message).toBe(om.tooManyTries);
      const signIn = await b.inject({
        method: 'POST',
        url: '/api/patient/auth/sign-in',
        payload: { username: patient.phone, password: attackerPassword },
        remoteAddress: a.nextIp(),
      });
      if (!resetDone) expect(signIn.statusCode).not.toBe(200);
    }
  });

  it('a sign-up code gets at most 5 compared guesses out of 200 parallel ones', async () => {
    const phone = a.nextPhone();
    const sent = await a.inject({
      method: 'POST',
      url: '/api/patient/send-otp',
      payload: { phone },
      remoteAddress: a.nextIp(),
    });
    expectEnvelope(sent, 200, om.sent);
    const code = a.lastCode(phone);
    const guesses = others(code, 199, 5);
    guesses.splice(150, 0, code);
    const answers = await burst(
      '/api/patient/validate-otp',
      guesses.map((otp) => ({ phone, otp })),
    );
    for (const res of answers) expect(res.statusCode).toBeLessThan(500);
    const compared = answers.filter(
      (r) => r.statusCode === 200 || (r.statusCode === 400 && r.json().message === om.invalid),
    ).length;
    expect(compared).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES);
    expect((await codeRow(phone, 'signup')).attempts).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES);
  });

  it('sign-in checks at most 5 passwords per account out of 60 parallel guesses by e-mail and phone', async () => {
    const patient = await a.registerPatient();
    const guesses = Array.from({ length: 60 }, (_, i) => ({
      username: i % 3 ? patient.phone : patient.email.toUpperCase(),
      password: i === 40 ? STRONG_PASSWORD : `Wrong@${1000 + i}`,
    }));
    const answers = await burst('/api/patient/auth/sign-in', guesses);
    for (const res of answers) expect(res.statusCode).toBeLessThan(500);
    const checked = answers.filter((r) => r.statusCode === 200 || r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(SIGN_IN_MAX_TRIES);
    for (const res of answers.filter((r) => r.statusCode === 429))
      expect(res.json().message).toBe(lm.tooManyAttempts);
  });

  it('after 5 wrong passwords by e-mail, the right one by phone is refused (the lock is per account)', async () => {
    const patient = await a.registerPatient();
    for (let i = 0; i < SIGN_IN_MAX_TRIES; i++) {
      const res = await (i % 2 ? b : a).inject({
        method: 'POST',
        url: '/api/patient/auth/sign-in',
        payload: { username: patient.email, password: `Wrong@${1000 + i}` },
        remoteAddress: a.nextIp(),
      });
      expectEnvelope(res, 401, lm.badCredentials);
    }
    const right = await b.inject({
      method: 'POST',
      url: '/api/patient/auth/sign-in',
      payload: { username: patient.phone, password: STRONG_PASSWORD },
      remoteAddress: a.nextIp(),
    });
    expectEnvelope(right, 429, lm.tooManyAttempts);
  });

  it('40 parallel send-otp for one phone write one code and one text', async () => {
    const phone = a.nextPhone();
    const answers = await burst(
      '/api/patient/send-otp',
      Array.from({ length: 40 }, () => ({ phone })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectEnvelope(res, 429, om.sendTooSoon);
    expect(outboxFor(phone)).toHaveLength(1);
    await codeRow(phone, 'signup');
  });

  it('40 parallel reset sends for one phone write one code and one text', async () => {
    const patient = await a.registerPatient();
    const answers = await burst(
      '/api/patient/auth/password/send-reset-otp',
      Array.from({ length: 40 }, () => ({ username: patient.phone })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(outboxFor(patient.phone).filter((m) => /reset your password/.test(m.text))).toHaveLength(1);
    await codeRow(patient.phone, 'reset');
  });

  it('the per-address send limit holds under a burst from one address', async () => {
    const ip = a.nextIp();
    const room = 5;
    await db()
      .insert(otpCodes)
      .values(
        Array.from({ length: OTP_LIMITS.perIpPerWindow - room }, () => ({
          purpose: 'signup',
          phone: a.nextPhone(),
          ip,
          codeHash: 'x',
          expiresAt: new Date(Date.now() + 600_000),
          createdAt: new Date(Date.now() - 60_000),
        })),
      );
    // 20 different phones from one address, split over the two instances (each instance's
    // per-minute route limit lets 10 through).
    const phones = Array.from({ length: 20 }, () => a.nextPhone());
    const answers = await Promise.all(
      phones.map((phone, i) =>
        (i % 2 ? b : a).inject({
          method: 'POST',
          url: '/api/patient/send-otp',
          payload: { phone },
          remoteAddress: ip,
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(room);
    const texted = phones.filter((p) => outboxFor(p).length > 0);
    expect(texted).toHaveLength(room);
  });

  it('send-reset-otp answers the same for a registered and an unknown phone, also within 30 seconds', async () => {
    const patient = await a.registerPatient();
    const unknown = a.nextPhone();
    const send = (username: string) =>
      a.inject({
        method: 'POST',
        url: '/api/patient/auth/password/send-reset-otp',
        payload: { username },
        remoteAddress: a.nextIp(),
      });
    for (const phone of [patient.phone, unknown]) expectEnvelope(await send(phone), 200, fp.otpSent);
    const again = [await send(patient.phone), await send(unknown)];
    expect(again.map((r) => [r.statusCode, r.body])).toEqual([
      [429, again[0]!.body],
      [429, again[0]!.body],
    ]);
    expect(outboxFor(unknown)).toHaveLength(0);
  });
});
