import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loginMessages as lm, otpMessages as om, signUpMessages as su } from '@care/contracts/auth/messages';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO,
  expectEnvelope,
  registerPayload,
  type TestApp,
} from './helpers/test-app.ts';

const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
const FACEBOOK_APP_ID = '424242';
const FACEBOOK_APP_SECRET = 'fb-test-secret';
const NOT_VERIFIED = 'We could not verify your social account. Please try again.';

type Session = { token: string; patient: Record<string, unknown> };

/** A local stand-in for a provider's HTTP API. */
async function serve(handler: (url: URL, res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => handler(new URL(req.url ?? '/', 'http://127.0.0.1'), res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

describe('social sign-up and sign-in', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof serve>>;
  let facebook: Awaited<ReturnType<typeof serve>>;
  let googleKey: CryptoKey;
  let otherKey: CryptoKey;
  let jwksRequests = 0;
  const facebookUsers = new Map<
    string,
    { id: string; email: string; first_name: string; last_name: string; app: string }
  >();

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    google = await serve((url, res) => {
      if (url.pathname !== '/oauth2/v3/certs') return json(res, 404, {});
      jwksRequests += 1;
      json(res, 200, { keys: [jwk] });
    });
    facebook = await serve((url, res) => {
      const q = url.searchParams;
      if (url.pathname === '/debug_token') {
        if (q.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`)
          return json(res, 400, { error: { message: 'bad app token' } });
        const user = facebookUsers.get(q.get('input_token') ?? '');
        return json(res, 200, {
          data: user ? { is_valid: true, app_id: user.app, user_id: user.id } : { is_valid: false },
        });
      }
      if (url.pathname === '/me') {
        const user = facebookUsers.get(q.get('access_token') ?? '');
        if (!user) return json(res, 400, { error: { message: 'invalid token' } });
        return json(res, 200, {
          id: user.id,
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
        });
      }
      json(res, 404, {});
    });
    t = await createTestApp({
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${google.url}/oauth2/v3/certs`,
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      FACEBOOK_GRAPH_URL: facebook.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await facebook?.close();
  });

  function googleIdToken(
    claims: { sub: string; email?: string; email_verified?: boolean } & Record<string, unknown>,
    opts: { key?: CryptoKey; audience?: string; issuer?: string; expiresIn?: string | number } = {},
  ) {
    return new SignJWT({ given_name: 'Kavya', family_name: 'Rao', email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(opts.issuer ?? 'https://accounts.google.com')
      .setAudience(opts.audience ?? GOOGLE_CLIENT_ID)
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '10m')
      .sign(opts.key ?? googleKey);
  }

  function facebookToken(user: { id: string; email: string }, app = FACEBOOK_APP_ID) {
    const token = `EAAG${randomBytes(24).toString('hex')}`;
    facebookUsers.set(token, { ...user, first_name: 'Arjun', last_name: 'Mehta', app });
    return token;
  }

  const socialSignIn = (provider: string, id: string, email?: string) =>
    t.inject({
      method: 'POST',
      url: '/api/patient/auth/sign-in?type=social',
      payload: { provider, id, email: email ?? null },
      remoteAddress: t.nextIp(),
    });

  const socialRegister = async (
    provider: 'google' | 'facebook',
    providerToken: string,
    extra: Record<string, unknown> = {},
  ) => {
    const { phone, phoneToken } = await t.verifyPhone();
    const email = `social.${phone}@example.com`;
    const res = await t.inject({
      method: 'POST',
      url: `/api/patient/auth/register?type=${provider}`,
      headers: bearer(phoneToken),
      payload: {
        ...registerPayload({ phone, email }),
        password: null,
        provider: { type: provider, id: providerToken },
        ...extra,
      },
      remoteAddress: t.nextIp(),
    });
    return { res, phone, email };
  };

  describe('Google', () => {
    const sub = '109876543210987654321';
    let patientId: string;
    let phone: string;

    it('registers with a verified phone and a Google ID token, without a password', async () => {
      const idToken = await googleIdToken({ sub, email: 'kavya@gmail.com' });
      const r = await socialRegister('google', idToken);
      const body = expectEnvelope<Session>(r.res, 201, om.registered);
      expect(body.data.patient).toMatchObject({ phone: r.phone, email: r.email });
      patientId = body.data.patient.patient_id as string;
      phone = r.phone;
      expect(jwksRequests).toBeGreaterThan(0);
    });

    it('signs in with a new ID token for the same Google account', async () => {
      const idToken = await googleIdToken({ sub, email: 'kavya@gmail.com' });
      const res = await socialSignIn('google', idToken, 'kavya@gmail.com');
      const body = expectEnvelope<Session>(res, 200, lm.signedIn);
      expect(body.data.patient).toMatchObject({ patient_id: patientId, phone });
      const profile = await t.inject({
        method: 'GET',
        url: '/api/patient/profile',
        headers: bearer(body.data.token),
      });
      expect(expectEnvelope<Session['patient']>(profile, 200).data.patient_id).toBe(patientId);
    });

    it('the social-only account has no password to sign in with', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/patient/auth/sign-in',
        payload: { username: phone, password: 'Whatever@123' },
        remoteAddress: t.nextIp(),
      });
      expectEnvelope(res, 401, lm.badCredentials);
    });

    it.each([
      ['signed by another key', () => googleIdToken({ sub, email: 'kavya@gmail.com' }, { key: otherKey })],
      [
        'for another audience',
        () => googleIdToken({ sub }, { audience: 'someone-else.apps.googleusercontent.com' }),
      ],
      ['from another issuer', () => googleIdToken({ sub }, { issuer: 'https://evil.example.com' })],
      ['expired', () => googleIdToken({ sub }, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
      ['not a JWT at all', async () => 'definitely-not-a-jwt-token'],
    ])('refuses an ID token %s with 401', async (_label, make) => {
      const res = await socialSignIn('google', await make());
      expectEnvelope(res, 401, NOT_VERIFIED);
    });

    it('never matches an unlinked Google account by e-mail', async () => {
      const idToken = await googleIdToken({ sub: '5550001', email: DEMO.email, email_verified: true });
      const res = await socialSignIn('google', idToken, DEMO.email);
      expectEnvelope(res, 404, lm.socialNotLinked);
    });

    it('one Google account cannot register twice', async () => {
      const idToken = await googleIdToken({ sub, email: 'kavya@gmail.com' });
      const r = await socialRegister('google', idToken);
      expectEnvelope(r.res, 409, om.phoneTaken);
    });

    it('social registration refuses a forged token and still needs a verified phone', async () => {
      const forged = await googleIdToken({ sub: '777' }, { key: otherKey });
      expectEnvelope((await socialRegister('google', forged)).res, 401, NOT_VERIFIED);

      const idToken = await googleIdToken({ sub: '778' });
      const phone = t.nextPhone();
      const noPhone = await t.inject({
        method: 'POST',
        url: '/api/patient/auth/register?type=google',
        payload: {
          ...registerPayload({ phone, email: 'nophone@example.com' }),
          password: null,
          provider: { type: 'google', id: idToken },
        },
        remoteAddress: t.nextIp(),
      });
      expectEnvelope(noPhone, 401, su.verifyPhoneToSignUp);
    });
  });

  describe('Facebook', () => {
    const user = { id: '10220000000000001', email: 'arjun@example.com' };
    let patientId: string;

    it('registers with a verified phone and a Facebook access token', async () => {
      const r = await socialRegister('facebook', facebookToken(user));
      const body = expectEnvelope<Session>(r.res, 201, om.registered);
      patientId = body.data.patient.patient_id as string;
    });

    it('signs in with another token for the same Facebook user', async () => {
      const res = await socialSignIn('facebook', facebookToken(user), user.email);
      const body = expectEnvelope<Session>(res, 200, lm.signedIn);
      expect(body.data.patient.patient_id).toBe(patientId);
    });

    it('refuses a forged token and a token issued to another app', async () => {
      expectEnvelope(await socialSignIn('facebook', 'EAAGforgedforgedforged'), 401, NOT_VERIFIED);
      expectEnvelope(await socialSignIn('facebook', facebookToken(user, '999999')), 401, NOT_VERIFIED);
    });

    it('a Facebook user without an account is not signed in', async () => {
      const res = await socialSignIn(
        'facebook',
        facebookToken({ id: '1022999', email: DEMO.email }),
        DEMO.email,
      );
      expectEnvelope(res, 404, lm.socialNotLinked);
    });
  });

  it.each([
    ['an unknown provider', { provider: 'twitter', id: 'x'.repeat(20) }, 'Please choose Google or Facebook.'],
    ['no token', { provider: 'google' }, 'A sign-in token is required.'],
  ])('social sign-in answers 400 for %s', async (_label, payload, message) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/patient/auth/sign-in?type=social',
      payload,
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(res, 400, message);
  });

  describe('without providers configured', () => {
    let bare: TestApp;
    beforeAll(async () => {
      // Same database, no Google or Facebook settings.
      bare = await createTestApp({}, { shareDatabaseWith: t });
    });
    afterAll(async () => {
      await bare?.close();
    });

    it.each([
      ['google', 'Google sign-in is not available.'],
      ['facebook', 'Facebook sign-in is not available.'],
    ])('%s answers 400', async (provider, message) => {
      const res = await bare.inject({
        method: 'POST',
        url: '/api/patient/auth/sign-in?type=social',
        payload: { provider, id: 'some-provider-token', email: DEMO.email },
      });
      expectEnvelope(res, 400, message);
    });

    it('the public config offers neither provider', async () => {
      const res = await bare.inject({ method: 'GET', url: '/api/config' });
      const body = expectEnvelope<Record<string, unknown>>(res, 200);
      expect(body.data.google_client_id).toBeNull();
      expect(body.data.facebook_app_id).toBeNull();
    });
  });
});
