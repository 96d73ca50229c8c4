import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { bearer, createTestApp, DEMO, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// What changes when NODE_ENV=production, and the caching of personal answers.

describe('production settings', () => {
  it('refuses to start in production without an SMS sender', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/production needs an SMS sender/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SMS_OUTBOX: 'true',
        PAYMENT_SANDBOX: 'true',
        EMAIL_OUTBOX: 'true',
        PUBLIC_URL: 'https://care.example',
      }).smsProvider,
    ).toBe('outbox');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        TWILIO_ACCOUNT_SID: 'AC0',
        TWILIO_AUTH_TOKEN: 'x',
        TWILIO_FROM: '+15005550006',
        PAYMENT_SANDBOX: 'true',
        EMAIL_OUTBOX: 'true',
        PUBLIC_URL: 'https://care.example',
      }).smsProvider,
    ).toBe('twilio');
    expect(loadConfig({ NODE_ENV: 'development' }).smsProvider).toBe('outbox');
  });

  it('refuses the payment sandbox in production unless PAYMENT_SANDBOX=true', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_OUTBOX: 'true' })).toThrow(
      /production needs a payment provider/,
    );
    const keyed = {
      NODE_ENV: 'production',
      SMS_OUTBOX: 'true',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
      EMAIL_OUTBOX: 'true',
      PUBLIC_URL: 'https://care.example',
    };
    expect(loadConfig(keyed).paymentProvider).toBe('razorpay');
    expect(loadConfig({ NODE_ENV: 'development' }).paymentProvider).toBe('sandbox');
  });

  it('refuses to start in production without an e-mail sender unless EMAIL_OUTBOX=true', () => {
    const staging = {
      NODE_ENV: 'production',
      SMS_OUTBOX: 'true',
      PAYMENT_SANDBOX: 'true',
      PUBLIC_URL: 'https://care.example',
    };
    expect(() => loadConfig(staging)).toThrow(/production needs an e-mail sender/);
    expect(() => loadConfig({ ...staging, SMTP_URL: 'smtps://u:p@smtp.example.com' })).not.toThrow();
    expect(() => loadConfig({ ...staging, EMAIL_OUTBOX: 'true' })).not.toThrow();
  });

  it('refuses to start in production without PUBLIC_URL, naming it; elsewhere defaults to the quick start address', () => {
    const staging = {
      NODE_ENV: 'production',
      SMS_OUTBOX: 'true',
      PAYMENT_SANDBOX: 'true',
      EMAIL_OUTBOX: 'true',
    };
    expect(() => loadConfig(staging)).toThrow(/Invalid configuration PUBLIC_URL/);
    expect(loadConfig({ ...staging, PUBLIC_URL: 'https://care.example/' }).PUBLIC_URL).toBe(
      'https://care.example',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'care.example' })).toThrow(/PUBLIC_URL/);
    const dev = loadConfig({ NODE_ENV: 'development', PORT: '4123' });
    expect(dev.PUBLIC_URL).toBe('http://localhost:4123');
    expect(dev.publicUrlConfigured).toBe(false);
  });

  it('serves /docs outside production, and in production only when API_DOCS=true', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SMS_OUTBOX: 'true',
        PAYMENT_SANDBOX: 'true',
        EMAIL_OUTBOX: 'true',
        PUBLIC_URL: 'https://care.example',
      }).apiDocs,
    ).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SMS_OUTBOX: 'true',
        PAYMENT_SANDBOX: 'true',
        EMAIL_OUTBOX: 'true',
        PUBLIC_URL: 'https://care.example',
        API_DOCS: 'true',
      }).apiDocs,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  describe('in a production app', () => {
    let prod: TestApp;
    beforeAll(async () => {
      prod = await createTestApp({
        NODE_ENV: 'production',
        SMS_OUTBOX: 'true',
        PAYMENT_SANDBOX: 'true',
        EMAIL_OUTBOX: 'true',
        PUBLIC_URL: 'https://care.example',
      });
    });
    afterAll(async () => {
      await prod?.close();
    });

    it('does not serve /docs', async () => {
      const res = await prod.inject({ method: 'GET', url: '/docs' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/swagger/i);
    });
  });
});

describe('Cache-Control on API answers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('docs are served outside production (control)', async () => {
    const res = await t.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBeLessThan(400);
  });

  it('sign-in answers no-store', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/patient/auth/sign-in',
      payload: { username: DEMO.email, password: DEMO.password },
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(res, 200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/patient/profile', '/api/patient/mood-history', '/api/article/bookmarked'])(
    '%s answers no-store',
    async (url) => {
      const res = await t.inject({ method: 'GET', url, headers: bearer(token) });
      expectEnvelope(res, 200);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('a failure carrying nothing personal is not stored either', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/patient/profile' });
    expectEnvelope(res, 401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('public answers keep their own caching', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
