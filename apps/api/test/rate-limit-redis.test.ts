import { randomBytes } from 'node:crypto';
import { commonMessages } from '@care/contracts/common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// With REDIS_URL set, two API instances share one per-address count: requests spread over
// both are limited as one. Runs when TEST_REDIS_URL names a reachable Redis (CI sets it).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: redisUrl });
    second = await createTestApp({ REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts sign-in attempts from one address across both instances', async () => {
    // A fresh address per run, so earlier runs' counts in Redis do not matter.
    const address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    // A different username each time, so the per-username sign-in throttle stays out of it.
    let n = 0;
    const signIn = (app: TestApp) => {
      n += 1;
      return app.app.inject({
        method: 'POST',
        url: '/api/patient/auth/sign-in',
        remoteAddress: address,
        payload: { username: `nobody${n}@example.com`, password: 'Wrong@1234' },
      });
    };
    // The sign-in route allows 20 a minute per address.
    for (let i = 0; i < 20; i += 1) {
      const res = await signIn(i % 2 === 0 ? first : second);
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await signIn(first);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: 0,
      statusCode: 429,
      message: commonMessages.tooManyRequests,
    });
    const alsoLimited = await signIn(second);
    expect(alsoLimited.statusCode).toBe(429);
  });
});
