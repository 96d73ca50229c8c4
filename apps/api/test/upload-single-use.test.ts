import fs from 'node:fs';
import path from 'node:path';
import { commonMessages } from '@care/contracts/common/messages';
import { profileMessages as pm } from '@care/contracts/patient/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploads } from '../src/db/schema/index.ts';
import { parseByteRange } from '../src/lib/byte-range.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp, tinyPng } from './helpers/test-app.ts';

type Signed = { url: string; file_path: string; method: 'PUT'; expires_at: string };

// A signed upload URL is good for one file: once a file has arrived through it (or while one is
// arriving), it cannot replace that file. It also lives at most 15 minutes.

describe('parseByteRange', () => {
  it.each<[string | undefined, number, ReturnType<typeof parseByteRange>]>([
    [undefined, 10, null],
    ['bytes=0-3', 10, { start: 0, end: 3 }],
    ['bytes=4-', 10, { start: 4, end: 9 }],
    ['bytes=8-100', 10, { start: 8, end: 9 }],
    ['bytes=-3', 10, { start: 7, end: 9 }],
    ['bytes=-30', 10, { start: 0, end: 9 }],
    ['bytes=9-9', 10, { start: 9, end: 9 }],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=10-20', 10, 'unsatisfiable'],
    ['bytes=99999999999999999999-', 10, 'unsatisfiable'],
    ['bytes=-0', 10, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=5-2', 10, null],
    ['bytes=0-1,3-4', 10, null],
    ['bytes=-', 10, null],
    ['items=0-1', 10, null],
    ['bytes=a-b', 10, null],
  ])('%j of %i bytes -> %j', (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });
});

describe('upload links', () => {
  let t: TestApp;
  let token: string;
  const png = tinyPng();
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  const signedUrl = async (query = 'filename=me&ext=png&folder_name=patient') => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/s3/get-singed-url?${query}`,
      headers: bearer(token),
    });
    return expectEnvelope<Signed>(res, 200, commonMessages.ok).data;
  };
  const put = (url: string, payload: Buffer | string, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'PUT',
      url,
      payload,
      headers: { 'content-type': 'image/png', ...headers },
      remoteAddress: t.nextIp(),
    });
  const uploadRow = async (key: string) => {
    const [row] = await t.app.deps.db.select().from(uploads).where(eq(uploads.key, key));
    return row!;
  };
  const stored = (key: string) => fs.readFileSync(t.app.deps.localStorage!.filePath(key));

  describe('single use', () => {
    it('a second PUT to a used link is refused and the first file stays', async () => {
      const signed = await signedUrl();
      expectEnvelope(await put(signed.url, png), 200, commonMessages.ok);
      const other = Buffer.concat([png, Buffer.from('second upload')]);
      expectEnvelope(await put(signed.url, other), 403, commonMessages.uploadLinkInvalid);
      expect(stored(signed.file_path).equals(png)).toBe(true);
      const row = await uploadRow(signed.file_path);
      expect(row.size).toBe(png.length);
      expect(row.uploadedAt).toBeInstanceOf(Date);
    });

    it('of parallel PUTs to one link exactly one wins', async () => {
      const signed = await signedUrl();
      const bodies = Array.from({ length: 6 }, (_, i) => Buffer.concat([png, Buffer.from(`#${i}`)]));
      const answers = await Promise.all(bodies.map((body) => put(signed.url, body)));
      const codes = answers.map((res) => res.statusCode).sort();
      expect(codes).toEqual([200, 403, 403, 403, 403, 403]);
      for (const res of answers) expectEnvelope(res, res.statusCode);
      const winner = answers.findIndex((res) => res.statusCode === 200);
      expect(stored(signed.file_path).equals(bodies[winner]!)).toBe(true);
      expect((await uploadRow(signed.file_path)).size).toBe(bodies[winner]!.length);
    });

    it('a refused file does not use the link up: the right file may follow', async () => {
      const signed = await signedUrl();
      expectEnvelope(await put(signed.url, Buffer.from('not a picture')), 400, pm.fileType);
      const row = await uploadRow(signed.file_path);
      expect(row.uploadedAt).toBeNull();
      expect(row.size).toBeNull();
      expectEnvelope(await put(signed.url, png), 200, commonMessages.ok);
      expectEnvelope(await put(signed.url, png), 403, commonMessages.uploadLinkInvalid);
    });

    it('the used link cannot replace the live profile picture', async () => {
      const signed = await signedUrl();
      expectEnvelope(await put(signed.url, png), 200);
      const saved = await t.inject({
        method: 'POST',
        url: '/api/patient/profile/save',
        headers: bearer(token),
        payload: { name: 'Ananya Sharma', profile_pic: signed.file_path },
      });
      const pictureUrl = expectEnvelope<{ profile_pic_url: string }>(saved, 200).data.profile_pic_url;
      const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
      const replacement = Buffer.concat([png.subarray(0, 8), jpegHead]);
      expectEnvelope(await put(signed.url, replacement), 403, commonMessages.uploadLinkInvalid);
      const picture = await t.inject({ method: 'GET', url: pictureUrl });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.equals(png)).toBe(true);
    });
  });

  describe('lifetime', () => {
    it('the link the API hands out lives 15 minutes', async () => {
      const signed = await signedUrl();
      const seconds = (Date.parse(signed.expires_at) - Date.now()) / 1000;
      expect(seconds).toBeGreaterThan(14 * 60);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
    });

    it('a correctly signed link that expires later than 15 minutes from now is refused', async () => {
      const signed = await signedUrl();
      const now = Date.now();
      const spy = vi.spyOn(Date, 'now').mockReturnValue(now + 24 * 3600 * 1000);
      const late = await t.app.deps.storage.presignUpload(signed.file_path, 'image/png', 1024 * 1024);
      spy.mockRestore();
      expectEnvelope(await put(late.url, png), 403, commonMessages.uploadLinkInvalid);
      expectEnvelope(await put(signed.url, png), 200);
    });

    it('an upload asked for more than 15 minutes ago is refused even with a valid signature', async () => {
      const signed = await signedUrl();
      await t.app.deps.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
        .where(eq(uploads.key, signed.file_path));
      expectEnvelope(await put(signed.url, png), 403, commonMessages.uploadLinkInvalid);
      expect((await uploadRow(signed.file_path)).uploadedAt).toBeNull();
    });
  });

  describe('content type', () => {
    // The browser sends the file's own type (sometimes none, sometimes an odd one); the bytes decide.
    it.each([
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'image/jpg',
      'image/png; charset=binary',
    ])('the bytes of a PNG sent as %s are stored as they are', async (contentType) => {
      const signed = await signedUrl();
      const res = await put(signed.url, png, { 'content-type': contentType });
      expectEnvelope(res, 200, commonMessages.ok);
      expect(stored(signed.file_path).equals(png)).toBe(true);
    });

    it('JSON sent as JSON is not a picture (400, not 500)', async () => {
      const signed = await signedUrl();
      const res = await put(signed.url, '{"a":1}', { 'content-type': 'application/json' });
      expectEnvelope(res, 400, pm.fileType);
    });

    it('a PUT without a body (and so without a content type) is refused, and the link stays usable', async () => {
      const signed = await signedUrl();
      const res = await t.inject({ method: 'PUT', url: signed.url, remoteAddress: t.nextIp() });
      expectEnvelope(res, 400, pm.fileType);
      expectEnvelope(await put(signed.url, png), 200);
    });

    it('a PUT without a content type is taken as bytes too', async () => {
      const signed = await signedUrl();
      const res = await t.inject({ method: 'PUT', url: signed.url, payload: png, remoteAddress: t.nextIp() });
      expectEnvelope(res, 200, commonMessages.ok);
    });
  });

  describe('ranges', () => {
    let pictureUrl: string;
    beforeAll(async () => {
      const signed = await signedUrl();
      expectEnvelope(await put(signed.url, png), 200);
      const saved = await t.inject({
        method: 'POST',
        url: '/api/patient/profile/save',
        headers: bearer(token),
        payload: { name: 'Ananya Sharma', profile_pic: signed.file_path },
      });
      pictureUrl = expectEnvelope<{ profile_pic_url: string }>(saved, 200).data.profile_pic_url;
    });
    const get = (url: string, range?: string) =>
      t.inject({ method: 'GET', url, headers: range ? { range } : {} });

    it('a stored file answers a byte range with 206', async () => {
      const res = await get(pictureUrl, 'bytes=0-7');
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 0-7/${png.length}`);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.rawPayload.equals(png.subarray(0, 8))).toBe(true);
      const tail = await get(pictureUrl, 'bytes=-4');
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(png.subarray(-4))).toBe(true);
    });

    it.each(['bytes=100000-', `bytes=${png.length}-${png.length + 10}`])(
      'a stored file answers %s with 416 and Content-Range: bytes */size',
      async (range) => {
        const res = await get(pictureUrl, range);
        expectEnvelope(res, 416);
        expect(res.headers['content-range']).toBe(`bytes */${png.length}`);
      },
    );

    it('a range it cannot read is ignored: the whole file, 200', async () => {
      const res = await get(pictureUrl, 'pages=1-2');
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(png)).toBe(true);
    });

    it('a /media file answers a range past its end with 416 and Content-Range: bytes */size', async () => {
      const file = 'mood/angry.svg';
      const size = fs.statSync(path.join(t.app.deps.config.mediaDir, file)).size;
      const res = await get(`/media/${file}`, `bytes=${size + 100}-`);
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
      const ok = await get(`/media/${file}`, 'bytes=0-9');
      expect(ok.statusCode).toBe(206);
      expect(ok.headers['content-range']).toBe(`bytes 0-9/${size}`);
    });
  });
});
