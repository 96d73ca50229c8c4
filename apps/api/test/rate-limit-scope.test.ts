import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The per-address limit guards the API. Static files (the web app's chunks, media) are not
// counted: patients behind one carrier address load dozens of them per page.
describe('rate limit scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '5' });
  });
  afterAll(() => t.close());

  it('counts API calls but never media files', async () => {
    const ip = t.nextIp();
    for (let i = 0; i < 12; i++) {
      const media = await t.inject({ method: 'GET', url: '/media/mood/happy.svg', remoteAddress: ip });
      expect(media.statusCode).toBe(200);
    }
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await t.inject({ method: 'GET', url: '/api/patient/get-mood-list', remoteAddress: ip })).statusCode,
      );
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });
});
