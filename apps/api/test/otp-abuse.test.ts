import { OTP_MAX_WRONG_TRIES } from '@care/contracts/auth/constants';
import { otpMessages as om, signUpMessages as su } from '@care/contracts/auth/messages';
import { commonMessages } from '@care/contracts/common/messages';
import { desc, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes } from '../src/db/schema/index.ts';
import { signPatientToken, signPhoneToken } from '../src/lib/tokens.ts';
import { OTP_LIMITS } from '../src/modules/auth/otp.ts';
import { bearer, createTestApp, expectEnvelope, registerPayload, type TestApp } from './helpers/test-app.ts';

describe('OTP and phone-token abuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = t.nextIp()) =>
    t.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
  const db = () => t.app.deps.database.db;

  async function sendOtp(phone: string, ip = t.nextIp()) {
    const res = await post('/api/patient/send-otp', { phone }, {}, ip);
    expectEnvelope(res, 200, om.sent);
    return { token: res.json().data.token as string, code: t.lastCode(phone) };
  }
  const validate = (phone: string, otp: string, token?: string) =>
    post('/api/patient/validate-otp', { phone, otp, ...(token ? { token } : {}) });
  const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');
  /** Moves this phone's codes back in time, as if `seconds` had passed. */
  const age = (phone: string, seconds: number) =>
    db()
      .update(otpCodes)
      .set({ createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(otpCodes.phone, phone));

  it('stores only a hash of the code', async () => {
    const phone = t.nextPhone();
    const { token, code } = await sendOtp(phone);
    const rows = await db().select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.id).toBe(token);
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[\w-]{43}$/);
    for (const value of Object.values(row)) expect(value).not.toBe(code);
    expect(row).toMatchObject({ purpose: 'signup', attempts: 0, consumedAt: null });
  });

  it('a code works once', async () => {
    const phone = t.nextPhone();
    const { token, code } = await sendOtp(phone);
    expectEnvelope(await validate(phone, code, token), 200, om.validated);
    expectEnvelope(await validate(phone, code, token), 400, om.expired);
    expectEnvelope(await validate(phone, code), 400, om.expired);
  });

  it('an expired code is refused', async () => {
    const phone = t.nextPhone();
    const { token, code } = await sendOtp(phone);
    await db()
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, phone));
    expectEnvelope(await validate(phone, code, token), 400, om.expired);
  });

  it('a code for another phone or with another send token is refused', async () => {
    const phoneA = t.nextPhone();
    const phoneB = t.nextPhone();
    const a = await sendOtp(phoneA);
    const b = await sendOtp(phoneB);
    if (a.code !== b.code) expectEnvelope(await validate(phoneB, a.code, b.token), 400, om.invalid);
    // Right code, but the send token names phone A's code.
    expectEnvelope(await validate(phoneB, b.code, a.token), 400, om.invalid);
    expectEnvelope(await validate(phoneA, a.code, a.token), 200, om.validated);
  });

  it(`${OTP_MAX_WRONG_TRIES} wrong tries burn the code`, async () => {
    const phone = t.nextPhone();
    const { token, code } = await sendOtp(phone);
    const wrong = wrongCode(code);
    for (let i = 1; i < OTP_MAX_WRONG_TRIES; i++)
      expectEnvelope(await validate(phone, wrong, token), 400, om.invalid);
    expectEnvelope(await validate(phone, wrong, token), 429, om.tooManyTries);
    expectEnvelope(await validate(phone, code, token), 429, om.tooManyTries);
    const [row] = await db().select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.attempts).toBe(OTP_MAX_WRONG_TRIES);
  });

  it('answers a malformed code with the invalid message', async () => {
    expectEnvelope(await validate(t.nextPhone(), '12a45'), 400, om.invalid);
    expectEnvelope(await validate(t.nextPhone(), '1234'), 400, om.invalid);
  });

  it('a new code can be requested only after 30 seconds, and replaces the old one', async () => {
    const phone = t.nextPhone();
    const first = await sendOtp(phone);
    const again = await post('/api/patient/send-otp', { phone });
    expectEnvelope(again, 429, om.sendTooSoon);
    expect(t.readOutbox().filter((m) => m.to === phone)).toHaveLength(1);

    await age(phone, 31);
    const second = await sendOtp(phone);
    expect(second.token).not.toBe(first.token);
    // The first code no longer works (unless the draw repeated it); the second does.
    if (first.code !== second.code) expectEnvelope(await validate(phone, first.code), 400, om.invalid);
    expectEnvelope(await validate(phone, second.code, second.token), 200, om.validated);
  });

  it('allows 5 sends to one phone per hour, then refuses', async () => {
    const phone = t.nextPhone();
    for (let i = 0; i < 5; i++) {
      await sendOtp(phone);
      await age(phone, 60);
    }
    const sixth = await post('/api/patient/send-otp', { phone });
    expectEnvelope(sixth, 429, om.sendLimit);
    expect(t.readOutbox().filter((m) => m.to === phone)).toHaveLength(5);

    // Once the earliest send is an hour old, one more is allowed.
    const [earliest] = await db()
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(eq(otpCodes.phone, phone))
      .orderBy(otpCodes.createdAt)
      .limit(1);
    await db()
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 3601_000) })
      .where(eq(otpCodes.id, earliest!.id));
    await sendOtp(phone);
  });

  it(`allows ${OTP_LIMITS.perIpPerWindow} codes per client address per ${OTP_LIMITS.ipWindowMinutes} minutes, then refuses`, async () => {
    const ip = t.nextIp();
    // Codes sent from this address (the per-minute route limit would stop a test from
    // sending them itself).
    const sentFrom = (minutesAgo: number) =>
      db()
        .insert(otpCodes)
        .values(
          Array.from({ length: OTP_LIMITS.perIpPerWindow }, (_, i) => ({
            purpose: i % 2 ? 'signup' : 'reset',
            phone: t.nextPhone(),
            ip,
            codeHash: 'x',
            expiresAt: new Date(Date.now() + 600_000),
            createdAt: new Date(Date.now() - minutesAgo * 60_000),
          })),
        );
    // A busy carrier address (many patients behind one address) is not refused for an hour:
    // codes older than the window do not count.
    await sentFrom(OTP_LIMITS.ipWindowMinutes + 1);
    await sendOtp(t.nextPhone(), ip);

    await sentFrom(OTP_LIMITS.ipWindowMinutes - 2);
    const phone = t.nextPhone();
    expectEnvelope(await post('/api/patient/send-otp', { phone }, {}, ip), 429, om.sendLimit);
    expect(t.readOutbox().filter((m) => m.to === phone)).toHaveLength(0);
    // The same phone from another address is fine.
    await sendOtp(phone);
  });

  it('limits send-otp calls per client address per minute', async () => {
    const ip = t.nextIp();
    for (let i = 0; i < 10; i++)
      expectEnvelope(await post('/api/patient/send-otp', { phone: '' }, {}, ip), 400, su.phoneRequired);
    expectEnvelope(
      await post('/api/patient/send-otp', { phone: t.nextPhone() }, {}, ip),
      429,
      commonMessages.tooManyRequests,
    );
  });

  describe('phone-verification tokens', () => {
    let phone: string;
    let phoneToken: string;
    beforeAll(async () => {
      ({ phone, phoneToken } = await t.verifyPhone());
    });

    it('a fresh token is accepted (control)', async () => {
      const res = await post(
        '/api/patient/check-patient-exists',
        { phone, email: 'control@example.com' },
        bearer(phoneToken),
      );
      expectEnvelope(res, 200, om.newPatient);
    });

    it('register without a token answers 401', async () => {
      const res = await post(
        '/api/patient/auth/register',
        registerPayload({ phone, email: 'a@example.com' }),
      );
      expectEnvelope(res, 401, su.verifyPhoneToSignUp);
    });

    it('register with an expired token answers 401', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 16 * 60_000);
      const expired = await signPhoneToken(t.app.deps.tokenKeys, phone);
      vi.useRealTimers();
      const res = await post(
        '/api/patient/auth/register',
        registerPayload({ phone, email: 'b@example.com' }),
        bearer(expired),
      );
      expectEnvelope(res, 401, su.verifyPhoneToSignUp);
    });

    it("register with another phone's token answers 401", async () => {
      const other = await t.verifyPhone();
      const res = await post(
        '/api/patient/auth/register',
        registerPayload({ phone, email: 'c@example.com' }),
        bearer(other.phoneToken),
      );
      expectEnvelope(res, 401, su.verifyPhoneToSignUp);
    });

    it('register with a token signed by another key answers 401', async () => {
      const forged = await new SignJWT({ typ: 'phone', phone })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('care-api')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key'));
      const res = await post(
        '/api/patient/auth/register',
        registerPayload({ phone, email: 'd@example.com' }),
        bearer(forged),
      );
      expectEnvelope(res, 401, su.verifyPhoneToSignUp);
    });

    it('a session token is not a phone token, and a phone token is not a session', async () => {
      const session = await signPatientToken(t.app.deps.tokenKeys, crypto.randomUUID(), 0);
      const asPhone = await post(
        '/api/patient/check-patient-exists',
        { phone, email: 'e@example.com' },
        bearer(session),
      );
      expectEnvelope(asPhone, 401, su.verifyPhoneToSignUp);
      const asSession = await t.inject({
        method: 'GET',
        url: '/api/patient/profile',
        headers: bearer(phoneToken),
      });
      expectEnvelope(asSession, 401, commonMessages.sessionExpired);
    });

    it.each([
      ['/api/patient/check-patient-exists', { email: 'f@example.com' }],
      ['/api/patient/verify-dtrf-patient', { patient_id: 'P-100001' }],
    ])('%s without a token answers 401', async (url, extra) => {
      expectEnvelope(await post(url, { phone, ...extra }), 401, su.verifyPhoneToSignUp);
      expectEnvelope(
        await post(url, { phone, ...extra }, { authorization: 'Bearer not-a-jwt' }),
        401,
        su.verifyPhoneToSignUp,
      );
    });

    it('the token still registers the phone it was issued for (control)', async () => {
      const res = await post(
        '/api/patient/auth/register',
        registerPayload({ phone, email: 'g@example.com' }),
        bearer(phoneToken),
      );
      expectEnvelope(res, 201, om.registered);
      const [latest] = await db()
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.phone, phone))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      expect(latest!.consumedAt).not.toBeNull();
    });
  });
});
