import net from 'node:net';
import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Failures Fastify answers before any route or error handler runs (a URL it cannot decode, a
// path parameter over its length limit, a request it cannot even parse) still answer the
// envelope with the real status.

describe('framework errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.inject({ method: 'GET', url, remoteAddress: t.nextIp() });

  it.each([
    '/api/page/%ZZ',
    '/api/page/%E0%A4%A',
    '/api/article/app-list/%',
    '/api/quick-support/question-answer/%C0',
    '/api/storage/%E0%A4%A?exp=1&sig=x',
  ])('a path parameter that is not valid percent-encoding (%s) answers the 400 envelope', async (url) => {
    const res = await get(url);
    expectEnvelope(res, 400, DEFAULT_MESSAGE);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('POST with a bad path parameter answers the same', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/page/%ZZ', payload: {} });
    expectEnvelope(res, 400, DEFAULT_MESSAGE);
  });

  it.each([
    `/api/page/${'a'.repeat(101)}`,
    `/api/article/app-list/${'x'.repeat(5000)}`,
    `/api/quick-support/question-answer/${'%41'.repeat(200)}`,
  ])('a path parameter over the length limit answers the 414 envelope', async (url) => {
    expectEnvelope(await get(url), 414, DEFAULT_MESSAGE);
  });

  it("a parameter at the limit is routed as usual (the route's own 400, not 414)", async () => {
    expectEnvelope(await get(`/api/page/${'a'.repeat(100)}`), 400);
  });

  describe('requests the HTTP parser refuses (raw socket)', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as net.AddressInfo).port;
    });

    /** Sends raw bytes and reads until the server closes the connection. */
    const raw = (bytes: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect({ port, host: '127.0.0.1' });
        let answer = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('error', reject);
        socket.on('close', () => resolve(answer));
        socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
        socket.write(bytes);
      });

    const parse = (answer: string) => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const i = line.indexOf(':');
          return [line.slice(0, i).toLowerCase(), line.slice(i + 1).trim()];
        }),
      );
      return { statusLine, headers, body };
    };

    it.each([
      ['a broken request line', 'GARBAGE\r\n\r\n', 400],
      ['a header without a colon', 'GET /api/ready HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n', 400],
      ['a bad HTTP version', 'GET /api/ready HTTP/9.9\r\nHost: x\r\n\r\n', 400],
      [
        'a bad chunked body',
        'POST /api/ready HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
        400,
      ],
      [
        'headers over the size limit',
        `GET /api/ready HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
      ],
    ])('%s answers a valid HTTP/1.1 response with the envelope and closes', async (_label, bytes, status) => {
      const { statusLine, headers, body } = parse(await raw(bytes));
      expect(statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(headers.connection).toBe('close');
      expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body));
      expect(JSON.parse(body)).toEqual({ status: 0, statusCode: status, message: DEFAULT_MESSAGE, data: {} });
    });

    it('a good request on the same server still works', async () => {
      const { statusLine, body } = parse(
        await raw('GET /api/ready HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      );
      expect(statusLine).toBe('HTTP/1.1 200 OK');
      expect(JSON.parse(body)).toMatchObject({ status: 1, statusCode: 200 });
    });
  });
});
