import { commonMessages } from '@care/contracts/common/messages';
import type { InjectOptions } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO,
  expectEnvelope,
  registerPayload,
  type TestApp,
} from './helpers/test-app.ts';

// Input a patient's form could never send, but an attacker's script can: control characters
// (PostgreSQL refuses NUL in text), forged tokens and odd upload requests. Each must answer a
// 4xx envelope, never a 500.

const CONTROL = commonMessages.textControlCharacters;

describe('input hardening', () => {
  let t: TestApp;
  let token: string;
  let phone: string;
  let phoneToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn();
    ({ phone, phoneToken } = await t.verifyPhone());
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (opts: InjectOptions) => t.inject({ remoteAddress: t.nextIp(), ...opts });
  const contact = (over: Record<string, unknown>) =>
    call({
      method: 'POST',
      url: '/api/patient/add-contact-us-enquiry',
      payload: { name: 'Kiran Das', phone: '9988776655', email: 'kiran@example.com', message: 'Hi', ...over },
    });

  describe('control characters in strings answer 400 with a clear message', () => {
    it('is a message of its own', () => {
      expect(CONTROL).toEqual(expect.any(String));
    });

    it.each<[string, () => InjectOptions]>([
      [
        'sign-in username (NUL)',
        () => ({
          method: 'POST',
          url: '/api/patient/auth/sign-in',
          payload: { username: 'demo\u0000@example.com', password: DEMO.password },
        }),
      ],
      [
        'sign-in password (NUL)',
        () => ({
          method: 'POST',
          url: '/api/patient/auth/sign-in',
          payload: { username: DEMO.email, password: 'Demo@1234\u0000' },
        }),
      ],
      [
        'get-article-by-slug query (%00)',
        () => ({ method: 'GET', url: '/api/article/get-article-by-slug?slug=%00' }),
      ],
      [
        'get-article-by-slug query (escape)',
        () => ({ method: 'GET', url: '/api/article/get-article-by-slug?slug=a%1Bb' }),
      ],
      [
        'check-patient-exists e-mail (NUL)',
        () => ({
          method: 'POST',
          url: '/api/patient/check-patient-exists',
          headers: bearer(phoneToken),
          payload: { phone, email: 'a\u0000b@example.com' },
        }),
      ],
      [
        'register e-mail (NUL)',
        () => ({
          method: 'POST',
          url: '/api/patient/auth/register',
          headers: bearer(phoneToken),
          payload: registerPayload({ phone, email: 'meera\u0000@example.com' }),
        }),
      ],
      [
        'register patient_id (NUL)',
        () => ({
          method: 'POST',
          url: '/api/patient/auth/register',
          headers: bearer(phoneToken),
          payload: registerPayload({ phone, email: `m${phone}@example.com`, patient_id: 'P-1\u00000' }),
        }),
      ],
      [
        'verify-dtrf-patient patient_id (NUL)',
        () => ({
          method: 'POST',
          url: '/api/patient/verify-dtrf-patient',
          headers: bearer(phoneToken),
          payload: { phone, patient_id: 'P-10\u00000' },
        }),
      ],
      [
        'profile_pic (NUL)',
        () => ({
          method: 'POST',
          url: '/api/patient/profile/save',
          headers: bearer(token),
          payload: { name: 'Ananya Sharma', profile_pic: 'patient/\u0000.png' },
        }),
      ],
      [
        'signed-url filename query (%00)',
        () => ({
          method: 'GET',
          url: '/api/s3/get-singed-url?filename=me%00&ext=png&folder_name=patient',
          headers: bearer(token),
        }),
      ],
      [
        'chat answer (NUL)',
        () => ({
          method: 'POST',
          url: '/api/chat-with-sehej',
          headers: bearer(token),
          payload: { answer: 'a\u0000' },
        }),
      ],
      [
        'chat text (escape)',
        () => ({
          method: 'POST',
          url: '/api/chat-with-sehej',
          headers: bearer(token),
          payload: { text: 'hello \u001b[31m' },
        }),
      ],
    ])('%s', async (_label, opts) => {
      expectEnvelope(await call(opts()), 400, CONTROL);
    });

    it.each<[string, Record<string, unknown>]>([
      ['NUL in the e-mail', { email: 'kiran\u0000@example.com' }],
      ['NUL in the message', { message: 'Hello\u0000' }],
      ['DEL in the message', { message: 'Hello\u007f' }],
      ['a vertical tab in the message', { message: 'Hello\u000bthere' }],
      ['a lone high surrogate in the message', { message: 'Hello \ud83d' }],
      ['a lone low surrogate in the message', { message: '\ude00 Hello' }],
      ['a line break in the one-line name', { name: 'Kiran\nDas' }],
    ])('contact enquiry: %s', async (_label, over) => {
      expectEnvelope(await contact(over), 400, CONTROL);
    });

    it('a multi-line message keeps its line breaks and tabs, and emoji (surrogate pairs) pass', async () => {
      expectEnvelope(await contact({ message: 'Line one\r\nLine two\n\tthanks 🙏' }), 201);
    });

    it('chat free text may span lines', async () => {
      const res = await call({
        method: 'POST',
        url: '/api/chat-with-sehej',
        headers: bearer(token),
        payload: { text: 'I feel\nlow' },
      });
      expectEnvelope(res, 200);
    });
  });

  describe('tokens', () => {
    let claims: ReturnType<typeof decodeJwt>;
    beforeAll(() => {
      claims = decodeJwt(token);
    });
    const forge = (payload: Record<string, unknown>, exp: number | null = claims.exp!) => {
      const jwt = new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setIssuer(String(claims.iss));
      if (exp !== null) jwt.setExpirationTime(exp);
      return jwt.sign(t.app.deps.tokenKeys.secret);
    };
    const profile = (auth: string) =>
      call({ method: 'GET', url: '/api/patient/profile', headers: bearer(auth) });

    it('a forged copy of a real token still works (the forging is right)', async () => {
      const same = await forge({ typ: 'patient', ep: claims.ep, sub: claims.sub });
      expectEnvelope(await profile(same), 200);
    });

    it.each(['not-a-uuid', 'P-100000', '', "x' or 1=1 --", '\u0000'])(
      'a session token whose subject is %j is an invalid token (401)',
      async (sub) => {
        const forged = await forge({ typ: 'patient', ep: claims.ep, sub });
        expectEnvelope(await profile(forged), 401, commonMessages.sessionExpired);
        // Routes that also answer visitors read it as a visitor.
        const list = await call({ method: 'GET', url: '/api/article/app-list', headers: bearer(forged) });
        expectEnvelope(list, 200);
      },
    );

    it('a session token without an expiry is refused', async () => {
      const forever = await forge({ typ: 'patient', ep: claims.ep, sub: claims.sub }, null);
      expectEnvelope(await profile(forever), 401, commonMessages.sessionExpired);
    });

    it('a phone token without an expiry is refused', async () => {
      const forever = await forge({ typ: 'phone', phone }, null);
      const res = await call({
        method: 'POST',
        url: '/api/patient/verify-dtrf-patient',
        headers: bearer(forever),
        payload: { phone, patient_id: 'P-100001' },
      });
      expectEnvelope(res, 401);
    });
  });

  describe('local storage routes', () => {
    it.each(['%25', '%25zz', 'patient/%25/x.png', '%E0%A4%A'])(
      'GET /api/storage/%s answers 403, not a decoding error',
      async (tail) => {
        const res = await call({ method: 'GET', url: `/api/storage/${tail}?exp=1&sig=x` });
        expect([400, 403]).toContain(res.statusCode);
        expectEnvelope(res, res.statusCode);
      },
    );

    it('PUT /api/storage/%25 answers 403', async () => {
      const res = await call({ method: 'PUT', url: '/api/storage/%25?exp=1&sig=x&max=1', payload: 'x' });
      expectEnvelope(res, 403, commonMessages.uploadLinkInvalid);
    });
  });
});
