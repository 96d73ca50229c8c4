import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { commonMessages } from '@care/contracts/common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, expectEnvelope, type TestApp } from './helpers/test-app.ts';

const SECRETS = {
  JWT_SECRET: 'jwt-secret-never-leaves-the-server',
  RAZORPAY_KEY_SECRET: 'rzp-secret-never-leaves-the-server',
  FACEBOOK_APP_SECRET: 'fb-secret-never-leaves-the-server',
};

describe('envelope and system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ...SECRETS,
      RAZORPAY_KEY_ID: 'rzp_test_public',
      FACEBOOK_APP_ID: '1234567890',
      ANDROID_PACKAGE_NAME: 'com.example.care',
      ANDROID_SHA256_FINGERPRINTS: 'AA:BB:CC, DD:EE:FF',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/health answers the envelope with the uptime', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    const body = expectEnvelope<{ uptime: number }>(res, 200, 'OK');
    expect(typeof body.data.uptime).toBe('number');
  });

  it('GET /api/ready names the database kind', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    const body = expectEnvelope<{ database: string }>(res, 200, 'OK');
    expect(body.data.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/patient/nothing-here'],
    ['GET', '/api/patient/profile/extra'],
  ] as const)('%s %s answers the 404 envelope', async (method, url) => {
    const res = await t.inject({ method, url });
    expectEnvelope(res, 404, commonMessages.notFound);
  });

  it('invalid JSON answers a 400 envelope', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/patient/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo@example.com", ',
    });
    expectEnvelope(res, 400, 'The request body is not valid JSON.');
  });

  it('an unsupported content type answers a 415 envelope', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/patient/auth/sign-in',
      headers: { 'content-type': 'application/xml' },
      payload: '<username>demo</username>',
    });
    expectEnvelope(res, 415, 'This content type is not accepted.');
  });

  it('GET /docs/json is an OpenAPI document listing the API', async () => {
    const res = await t.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/patient/auth/sign-in',
        '/api/patient/auth/register',
        '/api/patient/profile/save',
      ]),
    );
    // The storage routes are the local adapter's own and stay out of the document.
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/storage'))).toBe(false);
  });

  it('sends security headers', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('strips every field the response schema does not list', async () => {
    const token = await t.signIn();
    const res = await t.inject({ method: 'GET', url: '/api/patient/profile', headers: bearer(token) });
    const body = expectEnvelope<Record<string, unknown>>(res, 200, commonMessages.ok);
    expect(body.data.phone).toBe(DEMO.phone);
    for (const key of [
      'id',
      'password_hash',
      'passwordHash',
      'sessionEpoch',
      'session_epoch',
      'googleId',
      'facebookId',
    ]) {
      expect(body.data).not.toHaveProperty(key);
    }
    expect(res.body).not.toContain('scrypt$');
  });
  it('GET /api/config shows public ids and never a secret', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/config' });
    const body = expectEnvelope<Record<string, unknown>>(res, 200, commonMessages.ok);
    expect(body.data.payment_key_id).toBe('rzp_test_public');
    expect(body.data.payment_provider).toBe('razorpay');
    expect(body.data.facebook_app_id).toBe('1234567890');
    // Google is not configured here.
    expect(body.data.google_client_id).toBeNull();
    expect(body.data).toMatchObject({ signup_otp_length: 5, reset_otp_length: 4, otp_resend_seconds: 30 });
    for (const secret of Object.values(SECRETS)) expect(res.body).not.toContain(secret);
  });

  it('/.well-known/assetlinks.json lists the Android app', async () => {
    const res = await t.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(res.statusCode).toBe(200);
    const links = res.json();
    expect(Array.isArray(links)).toBe(true);
    expect(links).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'com.example.care',
          sha256_cert_fingerprints: ['AA:BB:CC', 'DD:EE:FF'],
        },
      },
    ]);
  });

  it('allows the configured providers in the content security policy', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['content-security-policy']).toContain('https://connect.facebook.net');
    expect(res.headers['content-security-policy']).toContain('https://checkout.razorpay.com');
  });

  // Runs last in this file: it closes the database under the running API.
  it('5xx answers never carry internals', async () => {
    await t.app.deps.database.close();

    const ready = await t.inject({ method: 'GET', url: '/api/ready' });
    expectEnvelope(ready, 503, 'Database is not reachable.');

    const res = await t.inject({
      method: 'POST',
      url: '/api/patient/auth/sign-in',
      payload: { username: DEMO.email, password: DEMO.password },
    });
    const body = expectEnvelope(res, 500, DEFAULT_MESSAGE);
    expect(body.data).toEqual({});
    expect(res.body).not.toMatch(/stack|pglite|pool|closed|select|sign_in_failures|patients/i);
  });
});
