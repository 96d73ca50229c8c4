import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableError, loggableSocketError, loggableUrl } from '../src/lib/log-redaction.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp, tinyPng } from './helpers/test-app.ts';

describe('loggableError', () => {
  it('drops the parameters of a failed query, which can hold health data', () => {
    const err = Object.assign(
      new Error(
        'Failed query: update "patients" set "lmp" = $1 where "id" = $2\nparams: 2026-07-05,Anxiety Support',
      ),
      { cause: { code: '23505', message: 'duplicate key value' } },
    );
    const logged = loggableError(err);
    expect(JSON.stringify(logged)).not.toContain('2026-07-05');
    expect(JSON.stringify(logged)).not.toContain('Anxiety');
    expect(logged.message).toBe('Failed query: update "patients" set "lmp" = $1 where "id" = $2');
    expect(logged.code).toBe('23505');
  });

  it('keeps an ordinary error readable', () => {
    expect(loggableError(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });
});

describe('loggableUrl', () => {
  it.each([
    ['/api/storage/test-report/5e1f0c3a/rubella.pdf', '/api/storage/test-report/[redacted]'],
    ['/api/storage/test-report/5e1f0c3a/rubella.pdf?exp=1&sig=abc', '/api/storage/test-report/[redacted]'],
    [
      '/api/storage/patient-report/p-1/9b2c.pdf?exp=1&sig=abc&max=10',
      '/api/storage/patient-report/[redacted]',
    ],
    ['/api/storage/patient/p-1/9b2c.jpg', '/api/storage/patient/[redacted]'],
    ['//api//storage//test-report//x/rubella.pdf', '/api/storage/test-report/[redacted]'],
    ['/API/Storage/test-report/x/rubella.pdf', '/api/storage/test-report/[redacted]'],
    ['/api/storage/test%2Dreport%2Fx%2Frubella.pdf', '/api/storage/[redacted]'],
    ['/api/storage/test-report', '/api/storage/test-report'],
    ['/api/storage/test-report#x/rubella.pdf', '/api/storage/test-report'],
    ['/api/storage?sig=abc', '/api/storage/'],
    ['/api/meeting/ws?ticket=eyJhbGciOi.x.y', '/api/meeting/ws'],
    ['/appointment/meeting/5e1f/expert?token=eyJ.a.b', '/appointment/meeting/5e1f/expert'],
    ['/api/x?signature=abc&token=t', '/api/x'],
    ['/api/report/5e1f0c3a', '/api/report/5e1f0c3a'],
    ['/api/doctor/list?search=anxiety', '/api/doctor/list'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});

describe('loggableSocketError', () => {
  it("keeps a socket error's kind and the socket library's fixed text, never a stack or other text", () => {
    const tooBig = Object.assign(new RangeError('Max payload size exceeded'), {
      code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
    });
    expect(loggableSocketError(tooBig)).toEqual({
      type: 'RangeError',
      code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      reason: 'Max payload size exceeded',
    });
    const other = loggableSocketError(new Error('patient 9876543210 said: rubella'));
    expect(JSON.stringify(other)).not.toMatch(/9876543210|rubella|stack|at /);
  });
});

// The server's own log lines, through the production logger's serializers and redaction.
describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const loggedUrls = (from: number) =>
    lines
      .slice(from)
      .map((l) => JSON.parse(l) as { req?: { url?: string } })
      .flatMap((l) => (l.req?.url ? [l.req.url] : []));

  it("log a stored file's path only to its folder, and no signature", async () => {
    const from = lines.length;
    const token = await t.signIn();
    const signed = expectEnvelope<{ url: string; file_path: string }>(
      await t.inject({
        method: 'GET',
        url: '/api/s3/get-singed-url?filename=me&ext=png&folder_name=patient',
        headers: bearer(token),
        remoteAddress: t.nextIp(),
      }),
      200,
    ).data;
    const signedPath = new URL(signed.url, 'http://localhost');
    expect(signedPath.pathname).toContain(signed.file_path);
    const put = await t.inject({
      method: 'PUT',
      url: `${signedPath.pathname}${signedPath.search}`,
      payload: tinyPng(),
      headers: { 'content-type': 'image/png' },
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(put, 200);
    // A lab report's link as the apps hold it (an old or forged signature: refused, and logged).
    const reportId = randomUUID();
    await t.inject({
      method: 'GET',
      url: `/api/storage/test-report/${reportId}/rubella.pdf?exp=9999999999&sig=c2lnbmF0dXJl`,
      remoteAddress: t.nextIp(),
    });

    const urls = loggedUrls(from);
    expect(urls).toContain('/api/storage/patient/[redacted]');
    expect(urls).toContain('/api/storage/test-report/[redacted]');
    expect(urls).toContain('/api/s3/get-singed-url');
    const logged = lines.slice(from).join('\n');
    // The key is patient/<the patient's id>/<file name>.
    const [folder, ...rest] = signed.file_path.split('/');
    expect(folder).toBe('patient');
    expect(rest).toHaveLength(2);
    for (const secret of [...rest, reportId, 'rubella', 'c2lnbmF0dXJl', 'sig=', 'exp=', token])
      expect(logged).not.toContain(secret);
  });

  it('log other paths as they are, without query strings (tickets, tokens, signatures)', async () => {
    const from = lines.length;
    const ticket = 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJyb29tLXRpY2tldCJ9.c2VjcmV0LXRpY2tldA';
    await t.inject({ method: 'GET', url: `/api/meeting/ws?ticket=${ticket}`, remoteAddress: t.nextIp() });
    await t.inject({
      method: 'GET',
      url: '/api/doctor/list?token=tok-secret&signature=sig-secret&search=anxiety',
      remoteAddress: t.nextIp(),
    });
    const urls = loggedUrls(from);
    expect(urls).toContain('/api/meeting/ws');
    expect(urls).toContain('/api/doctor/list');
    const logged = lines.slice(from).join('\n');
    for (const secret of [ticket, 'ticket=', 'tok-secret', 'sig-secret', 'anxiety'])
      expect(logged).not.toContain(secret);
  });
});
