import {
  forgotPasswordMessages as fp,
  loginMessages as lm,
  otpMessages as om,
} from '@care/contracts/auth/messages';
import { commonMessages } from '@care/contracts/common/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../src/db/schema/index.ts';
import {
  bearer,
  createTestApp,
  DEMO,
  expectEnvelope,
  STRONG_PASSWORD,
  type TestApp,
} from './helpers/test-app.ts';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, ip = t.nextIp()) =>
    t.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const sendReset = (username: unknown, ip?: string) =>
    post('/api/patient/auth/password/send-reset-otp', { username } as object, ip);
  const reset = (payload: object, ip?: string) => post('/api/patient/auth/password/reset', payload, ip);
  const signIn = (username: string, password: string) =>
    post('/api/patient/auth/sign-in', { username, password });
  const profile = (token: string) =>
    t.inject({ method: 'GET', url: '/api/patient/profile', headers: bearer(token) });

  it('answers the same for a registered and an unknown phone; only the registered one gets a code', async () => {
    const known = await sendReset(DEMO.phone);
    const unknown = await sendReset('9000000002');
    const k = expectEnvelope(known, 200, fp.otpSent);
    const u = expectEnvelope(unknown, 200, fp.otpSent);
    expect(k.data).toEqual({});
    expect(u.data).toEqual(k.data);

    const demoMessages = t.readOutbox().filter((m) => m.to === DEMO.phone);
    expect(demoMessages).toHaveLength(1);
    expect(demoMessages[0]!.text).toMatch(/^\d{4} is your code to reset your password/);
    expect(t.lastCode(DEMO.phone)).toMatch(/^\d{4}$/);
    expect(t.readOutbox().filter((m) => m.to === '9000000002')).toHaveLength(0);
  });

  it('a reset code is not a sign-up code, and a wrong code answers 400', async () => {
    const code = t.lastCode(DEMO.phone);
    const signUpValidate = await post('/api/patient/validate-otp', {
      phone: DEMO.phone,
      otp: `${code}0`,
    });
    expectEnvelope(signUpValidate, 400, om.expired);

    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expectEnvelope(
      await reset({ username: DEMO.phone, otp: wrong, password: STRONG_PASSWORD }),
      400,
      om.invalid,
    );
    // An unknown phone was given a code too (never texted, and no account to reset), so a
    // guess for it answers exactly as a wrong guess for a registered phone.
    expectEnvelope(
      await reset({ username: '9000000002', otp: code, password: STRONG_PASSWORD }),
      400,
      om.invalid,
    );
  });

  it('resets the password with the right code and ends earlier sessions', async () => {
    const oldToken = await t.signIn(DEMO.phone, DEMO.password);
    expectEnvelope(await profile(oldToken), 200, commonMessages.ok);

    const code = t.lastCode(DEMO.phone);
    // The code may be sent as a number, as the app does (leading zeros are restored).
    const res = await reset({ username: Number(DEMO.phone), otp: Number(code), password: STRONG_PASSWORD });
    expectEnvelope(res, 200, fp.resetDone);

    expectEnvelope(await profile(oldToken), 401, commonMessages.sessionExpired);
    expectEnvelope(await signIn(DEMO.email, DEMO.password), 401, lm.badCredentials);
    expectEnvelope(await signIn(DEMO.phone, DEMO.password), 401, lm.badCredentials);
    const fresh = expectEnvelope<{ token: string }>(
      await signIn(DEMO.email, STRONG_PASSWORD),
      200,
      lm.signedIn,
    );
    expectEnvelope(await profile(fresh.data.token), 200, commonMessages.ok);

    // The code is used up.
    expectEnvelope(
      await reset({ username: DEMO.phone, otp: code, password: 'Another@123' }),
      400,
      om.expired,
    );
    const rows = await t.app.deps.database.db.select().from(otpCodes).where(eq(otpCodes.phone, DEMO.phone));
    expect(rows.every((r) => r.purpose === 'reset' && r.consumedAt !== null)).toBe(true);
  });

  it('asks 30 seconds between reset codes', async () => {
    // The previous code was just issued for the demo phone.
    await t.app.deps.database.db
      .update(otpCodes)
      .set({ createdAt: new Date() })
      .where(eq(otpCodes.phone, DEMO.phone));
    expectEnvelope(await sendReset(DEMO.phone), 429, om.sendTooSoon);
  });

  it.each([
    ['no phone', { otp: '1234', password: STRONG_PASSWORD }, fp.phoneRequired],
    ['an empty phone', { username: '', otp: '1234', password: STRONG_PASSWORD }, fp.phoneRequired],
    ['a short phone', { username: '98765', otp: '1234', password: STRONG_PASSWORD }, fp.phoneInvalid],
    [
      'a phone starting with 1',
      { username: '1876543210', otp: '1234', password: STRONG_PASSWORD },
      fp.phoneInvalid,
    ],
    ['no OTP', { username: DEMO.phone, password: STRONG_PASSWORD }, fp.otpMissing],
    ['an empty OTP', { username: DEMO.phone, otp: '', password: STRONG_PASSWORD }, fp.otpMissing],
    ['a 5-digit OTP', { username: DEMO.phone, otp: '12345', password: STRONG_PASSWORD }, om.invalid],
    ['no password', { username: DEMO.phone, otp: '1234' }, fp.passwordRequired],
    ['an empty password', { username: DEMO.phone, otp: '1234', password: '' }, fp.passwordRequired],
    [
      'a password without a symbol',
      { username: DEMO.phone, otp: '1234', password: 'abcdefg1' },
      fp.passwordWeak,
    ],
    [
      'a password without a lowercase letter',
      { username: DEMO.phone, otp: '1234', password: 'ABCDEF@1' },
      fp.passwordWeak,
    ],
    ['a 7-character password', { username: DEMO.phone, otp: '1234', password: 'abcd@12' }, fp.passwordWeak],
  ])('reset answers 400 for %s', async (_label, payload, message) => {
    expectEnvelope(await reset(payload), 400, message);
  });

  it.each([
    ['no phone', undefined, fp.phoneRequired],
    ['an empty phone', '', fp.phoneRequired],
    ['letters', 'abcdefghij', fp.phoneInvalid],
    ['a 9-digit phone', '987654321', fp.phoneInvalid],
  ])('send-reset-otp answers 400 for %s', async (_label, username, message) => {
    expectEnvelope(await sendReset(username), 400, message);
  });
});
