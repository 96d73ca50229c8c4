import type { TestReport } from '@care/contracts/reports/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/lib/content-disposition.ts';
import { arrivedUpload, makePatients } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// Issue 19 #13: a downloaded report is saved under its title, not its UUID key. report/file-url
// gives a second link that serves the file as an attachment named `<title>.<ext>`: a plain
// ASCII `filename` for old clients and the exact title in `filename*` (RFC 6266 / 8187).

let t: TestApp;
let demoToken: string;

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await t.signIn();
});
afterAll(async () => {
  await t?.close();
});

type FileLink = { url: string; download_url: string; filename: string; content_type: string };

const get = (url: string, token?: string) =>
  t.inject({ method: 'GET', url, remoteAddress: t.nextIp(), ...(token ? { headers: bearer(token) } : {}) });
const fileLink = async (key: string, token: string) =>
  expectEnvelope<FileLink>(await get(`/api/report/file-url?file_path=${encodeURIComponent(key)}`, token), 200)
    .data;

/** A new patient's own PDF report under `title`; its storage key. */
async function ownPdf(title: string) {
  const [p] = await makePatients(t, 1);
  const key = await arrivedUpload(t, p!.id);
  await t.app.deps.storage.put(key, Buffer.from('%PDF-1.7\n%demo\n'), 'application/pdf');
  const res = await t.inject({
    method: 'POST',
    url: '/api/report/upload',
    payload: { reports: [{ title, file_path: key }] },
    remoteAddress: t.nextIp(),
    headers: bearer(p!.token),
  });
  expectEnvelope(res, 201);
  return { key, token: p!.token };
}

describe('report downloads are named by their title', () => {
  it('a test report downloads as an attachment named "<test name>.pdf"', async () => {
    const [nipt] = expectEnvelope<{ result: TestReport[] }>(
      await get('/api/report/get-test-reports?status=Low%20Risk', demoToken),
      200,
    ).data.result;
    const file = nipt!.report[0]!;
    const link = await fileLink(file.file_path, demoToken);
    expect(link.filename).toBe(`${nipt!.test_info.display_test_name}.pdf`);
    const res = await get(link.download_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${link.filename}"`);
    // The viewer's own link still shows the file in the page.
    expect((await get(link.url)).headers['content-disposition']).toBe(`inline; filename="${link.filename}"`);
    // No UUID anywhere in the name.
    expect(link.filename).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('an own report with a non-ASCII title: ASCII fallback plus the exact UTF-8 name', async () => {
    const title = 'Müller रक्त जाँच';
    const { key, token } = await ownPdf(title);
    const link = await fileLink(key, token);
    expect(link.filename).toBe(`${title}.pdf`);
    const disposition = (await get(link.download_url)).headers['content-disposition'] as string;
    expect(disposition).toMatch(
      /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]+$/,
    );
    // Accents are dropped for the plain name, other scripts become one '_' a run.
    expect(disposition.split('"')[1]).toBe('Muller _ _.pdf');
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(`${title}.pdf`);
  });

  it('strips quotes, slashes and backslashes from the name; a title ending .pdf is not doubled', async () => {
    const { key, token } = await ownPdf('Scan "final" a/b\\c.PDF');
    const link = await fileLink(key, token);
    const disposition = (await get(link.download_url)).headers['content-disposition'] as string;
    expect(disposition).toBe('attachment; filename="Scan final a b c.PDF"');
    expect(disposition.split('"')[1]).not.toMatch(/["\\/]/);
  });

  it('the attachment flag is signed with the link: dropping or adding it is refused', async () => {
    const { key, token } = await ownPdf('Blood test');
    const link = await fileLink(key, token);
    const inline = new URL(link.download_url);
    inline.searchParams.delete('dl');
    expect((await get(inline.toString())).statusCode).toBe(403);
    const saved = new URL(link.url);
    saved.searchParams.set('dl', '1');
    expect((await get(saved.toString())).statusCode).toBe(403);
  });

  it('another patient cannot get a download link to the file', async () => {
    const { key } = await ownPdf('Private scan');
    const [other] = await makePatients(t, 1);
    const res = await get(`/api/report/file-url?file_path=${encodeURIComponent(key)}`, other!.token);
    expect(res.statusCode).toBe(404);
  });
});

describe('contentDisposition', () => {
  it('writes a plain ASCII name alone, and filename* only when the name needs it', () => {
    expect(contentDisposition('Thyroid Profile.pdf', 'attachment')).toBe(
      'attachment; filename="Thyroid Profile.pdf"',
    );
    expect(contentDisposition('100% sure.pdf', 'attachment')).toBe(
      `attachment; filename="100_ sure.pdf"; filename*=UTF-8''100%25%20sure.pdf`,
    );
    expect(contentDisposition('../../etc/passwd', 'attachment')).toBe('attachment; filename="etc passwd"');
    expect(contentDisposition('""', 'attachment')).toBe('attachment; filename="file"');
  });
});
