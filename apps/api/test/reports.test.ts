import { reportMessages as m } from '@care/contracts/reports/messages';
import type { DoctorReport, Report, TestReport } from '@care/contracts/reports/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivedUpload, makePatients } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// My reports: adding own reports from the patient's uploads, test reports by risk and search,
// the experts' reports, short-lived links to read a file (a read is recorded in the access
// history when the file is fetched), deleting, and isolation: another patient's report, file or
// history is never reachable.

let t: TestApp;
let demoToken: string;

beforeAll(async () => {
  t = await createTestApp();
  demoToken = await t.signIn();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) =>
  t.inject({ method: 'GET', url, remoteAddress: t.nextIp(), headers: bearer(token) });
const post = (url: string, payload: unknown, token: string) =>
  t.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: t.nextIp(),
    headers: bearer(token),
  });
const fileUrl = (key: string, token: string) =>
  get(`/api/report/file-url?file_path=${encodeURIComponent(key)}`, token);

describe('test reports and doctor reports (demo data)', () => {
  it('lists the demo test reports with the spec’s fields, filters by risk status and searches', async () => {
    const all = expectEnvelope<{ result: TestReport[] }>(
      await get('/api/report/get-test-reports', demoToken),
      200,
    ).data.result;
    expect(all.map((r) => r.status.status).sort()).toEqual(
      ['Abnormal', 'Failed', 'Intermediate Risk', 'Low Risk', 'Normal'].sort(),
    );
    const nipt = all.find((r) => r.test_info.display_test_name.startsWith('NIPT'))!;
    expect(nipt).toMatchObject({
      patient: [{ name: { firstName: 'Ananya', lastName: 'Sharma' } }],
      institute_name: 'Lilac Genomics Laboratory, Bengaluru',
      doctor_info: { doctorName: { label: 'Dr Rohan Mehta' } },
      status: { status: 'Low Risk' },
    });
    expect(nipt.report[0]!.file_path).toMatch(/^test-report\/.+\.pdf$/);
    expect(nipt.report[0]!.location).toMatch(/^https?:\/\/.+\/api\/storage\/test-report\/.+\.pdf\?/);

    const low = expectEnvelope<{ result: TestReport[] }>(
      await get('/api/report/get-test-reports?status=Low%20Risk', demoToken),
      200,
    ).data.result;
    expect(low.map((r) => r._id)).toEqual([nipt._id]);
    const high = await get('/api/report/get-test-reports?status=High%20Risk', demoToken);
    expect(expectEnvelope<{ result: TestReport[] }>(high, 200).data.result).toEqual([]);
    const thyroid = await get('/api/report/get-test-reports?search_contain=thyro', demoToken);
    expect(
      expectEnvelope<{ result: TestReport[] }>(thyroid, 200).data.result.map(
        (r) => r.test_info.display_test_name,
      ),
    ).toEqual(['Thyroid Profile']);
    expectEnvelope(
      await get('/api/report/get-test-reports?status=Very%20Risky', demoToken),
      400,
      m.statusInvalid,
    );
  });

  it('lists the experts’ reports from past consultations', async () => {
    const doctor = expectEnvelope<{ result: DoctorReport[] }>(
      await get('/api/report/list-by-doctor', demoToken),
      200,
    ).data.result;
    expect(doctor.map((d) => d.title).sort()).toEqual(['Counselling summary', 'Session note']);
    expect(doctor.every((d) => d.file_path.startsWith('doctor-report/'))).toBe(true);
  });

  it('hands out a 5-minute link to a real PDF and records who opened what', async () => {
    const [nipt] = expectEnvelope<{ result: TestReport[] }>(
      await get('/api/report/get-test-reports?status=Low%20Risk', demoToken),
      200,
    ).data.result;
    const key = nipt!.report[0]!.file_path;
    const link = expectEnvelope<{ url: string; expires_at: string; content_type: string }>(
      await fileUrl(key, demoToken),
      200,
    ).data;
    expect(link.content_type).toBe('application/pdf');
    const life = new Date(link.expires_at).getTime() - Date.now();
    expect(life).toBeGreaterThan(4 * 60_000);
    expect(life).toBeLessThanOrEqual(5 * 60_000);
    const file = await t.inject({ method: 'GET', url: link.url, remoteAddress: t.nextIp() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.length).toBeGreaterThan(1500);

    const history = expectEnvelope<{ file_path: string; kind: string; by: string; title: string }[]>(
      await get('/api/report/access-log', demoToken),
      200,
    ).data;
    expect(history[0]).toMatchObject({
      file_path: key,
      kind: 'test',
      by: 'You',
      title: nipt!.test_info.display_test_name,
    });
  });

  it('lets the patient open the files of their consultations, theirs and the expert’s', async () => {
    for (const key of [
      'patient-report/demo-anomaly-scan.pdf',
      'doctor-report/demo-counselling-summary.pdf',
    ]) {
      const link = expectEnvelope<{ url: string }>(await fileUrl(key, demoToken), 200).data;
      const file = await t.inject({ method: 'GET', url: link.url, remoteAddress: t.nextIp() });
      expect(file.rawPayload.subarray(0, 5).toString('latin1'), key).toBe('%PDF-');
    }
  });
});

describe('own reports', () => {
  it('adds reports from the patient’s uploads, lists, deletes, and keeps them from other patients', async () => {
    const [a, b] = await makePatients(t, 2);
    expect(expectEnvelope<Report[]>(await get('/api/report/list', a!.token), 200).data).toEqual([]);
    const key = await arrivedUpload(t, a!.id);
    const added = expectEnvelope<Report[]>(
      await post(
        '/api/report/upload',
        { reports: [{ title: 'Blood group card', file_path: key }] },
        a!.token,
      ),
      201,
      m.uploaded,
    ).data;
    expect(added).toMatchObject([
      { title: 'Blood group card', file_path: key, content_type: 'application/pdf' },
    ]);
    expect(expectEnvelope<Report[]>(await get('/api/report/list', a!.token), 200).data).toHaveLength(1);

    // Another patient: cannot add, read or delete it, and sees nothing.
    expectEnvelope(
      await post('/api/report/upload', { reports: [{ title: 'Mine now', file_path: key }] }, b!.token),
      404,
      m.fileNotFound,
    );
    expectEnvelope(await fileUrl(key, b!.token), 404, m.fileNotFound);
    expectEnvelope(
      await t.inject({
        method: 'DELETE',
        url: `/api/report/${added[0]!._id}`,
        remoteAddress: t.nextIp(),
        headers: bearer(b!.token),
      }),
      404,
    );
    expect(expectEnvelope<Report[]>(await get('/api/report/list', b!.token), 200).data).toEqual([]);
    expect(expectEnvelope<unknown[]>(await get('/api/report/access-log', b!.token), 200).data).toEqual([]);
    // The demo patient's test report file is not this patient's either.
    expectEnvelope(await fileUrl('patient-report/demo-anomaly-scan.pdf', a!.token), 404);

    expectEnvelope(
      await t.inject({
        method: 'DELETE',
        url: `/api/report/${added[0]!._id}`,
        remoteAddress: t.nextIp(),
        headers: bearer(a!.token),
      }),
      200,
      m.deleted,
    );
    expect(expectEnvelope<Report[]>(await get('/api/report/list', a!.token), 200).data).toEqual([]);
  });

  it('refuses a file in another folder, a missing title, too many reports and no token', async () => {
    const [a] = await makePatients(t, 1);
    const picture = await arrivedUpload(t, a!.id, 'patient');
    expectEnvelope(
      await post('/api/report/upload', { reports: [{ title: 'Selfie', file_path: picture }] }, a!.token),
      404,
    );
    const key = await arrivedUpload(t, a!.id);
    expectEnvelope(
      await post('/api/report/upload', { reports: [{ title: '  ', file_path: key }] }, a!.token),
      400,
      m.titleRequired,
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ title: `R${i}`, file_path: key }));
    expectEnvelope(await post('/api/report/upload', { reports: six }, a!.token), 400, m.tooMany);
    expectEnvelope(await post('/api/report/upload', { reports: 'x' }, a!.token), 400);
    expectEnvelope(
      await t.inject({ method: 'GET', url: '/api/report/list', remoteAddress: t.nextIp() }),
      401,
    );
    expectEnvelope(
      await t.inject({
        method: 'DELETE',
        url: '/api/report/not-a-uuid',
        remoteAddress: t.nextIp(),
        headers: bearer(a!.token),
      }),
      404,
    );
  });
});

describe('report files through the signed upload', () => {
  const signed = async (token: string, ext: string) =>
    t.inject({
      method: 'GET',
      url: `/api/s3/get-singed-url?filename=scan&ext=${ext}&folder_name=patient-report`,
      remoteAddress: t.nextIp(),
      headers: bearer(token),
    });
  const put = (url: string, body: Buffer, type: string) =>
    t.inject({
      method: 'PUT',
      url,
      payload: body,
      headers: { 'content-type': type },
      remoteAddress: t.nextIp(),
    });

  it('refuses an SVG, bytes that are not the type asked for, and a file over 10 MB; a real PDF is added', async () => {
    const [a] = await makePatients(t, 1);
    expectEnvelope(await signed(a!.token, 'svg'), 400);
    const link = expectEnvelope<{ url: string; file_path: string }>(await signed(a!.token, 'pdf'), 200).data;
    // PNG bytes to a PDF link, and more than 10 MB: refused, and nothing can be added.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await put(link.url, png, 'application/pdf')).statusCode).toBe(400);
    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    expect((await put(link.url, huge, 'application/pdf')).statusCode).toBe(413);
    expectEnvelope(
      await post('/api/report/upload', { reports: [{ title: 'Scan', file_path: link.file_path }] }, a!.token),
      404,
      m.fileNotFound,
    );
    expect((await put(link.url, Buffer.from('%PDF-1.7\n%demo\n'), 'application/pdf')).statusCode).toBe(200);
    expectEnvelope(
      await post('/api/report/upload', { reports: [{ title: 'Scan', file_path: link.file_path }] }, a!.token),
      201,
    );
  });

  it('refuses a read link once its 5 minutes are over', async () => {
    const [nipt] = expectEnvelope<{ result: TestReport[] }>(
      await get('/api/report/get-test-reports?status=Low%20Risk', demoToken),
      200,
    ).data.result;
    const link = expectEnvelope<{ url: string }>(
      await fileUrl(nipt!.report[0]!.file_path, demoToken),
      200,
    ).data;
    const later = Date.now() + 5 * 60_000 + 2_000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      const res = await t.inject({ method: 'GET', url: link.url, remoteAddress: t.nextIp() });
      expect(res.statusCode).toBe(403);
    } finally {
      Date.now = realNow;
    }
    expect((await t.inject({ method: 'GET', url: link.url, remoteAddress: t.nextIp() })).statusCode).toBe(
      200,
    );
  });
});

describe('report files open from their signed addresses', () => {
  type Access = { file_path: string; kind: string; by: string; title: string; at: string };
  const history = async (token: string) =>
    expectEnvelope<Access[]>(await get('/api/report/access-log?records=500', token), 200).data;
  const open = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.inject({ method, url, headers, remoteAddress: t.nextIp() });

  it('a test report’s location opens the PDF, never cached, inline under the report’s title', async () => {
    const [nipt] = expectEnvelope<{ result: TestReport[] }>(
      await get('/api/report/get-test-reports?status=Low%20Risk', demoToken),
      200,
    ).data.result;
    const file = nipt!.report[0]!;
    const res = await open(file.location);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${file.title}.pdf"`);
    expect(file.title).toBe(nipt!.test_info.display_test_name);
  });

  it('records a read when the file is fetched through the address, not when the list is shown', async () => {
    const before = (await history(demoToken)).length;
    const reports = expectEnvelope<{ result: TestReport[] }>(
      await get('/api/report/get-test-reports', demoToken),
      200,
    ).data.result;
    expect(reports.length).toBeGreaterThan(1);
    // Listing (with an address for every file) reads nothing.
    expect(await history(demoToken)).toHaveLength(before);

    const thyroid = reports.find((r) => r.test_info.display_test_name === 'Thyroid Profile')!;
    const location = thyroid.report[0]!.location;
    // A HEAD reads nothing, nor does a viewer's later range.
    expect((await open(location, {}, 'HEAD')).statusCode).toBe(200);
    expect((await open(location, { range: 'bytes=100-199' })).statusCode).toBe(206);
    expect(await history(demoToken)).toHaveLength(before);

    expect((await open(location)).statusCode).toBe(200);
    const after = await history(demoToken);
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({
      file_path: thyroid.report[0]!.file_path,
      kind: 'test',
      by: 'You',
      title: 'Thyroid Profile',
    });
    // Reading from the start with a range is a read too (PDF viewers start so).
    expect((await open(location, { range: 'bytes=0-99' })).statusCode).toBe(206);
    expect(await history(demoToken)).toHaveLength(before + 2);
  });

  it('a report/file-url link is recorded when it is fetched, and serves the expert’s and the patient’s files alike', async () => {
    for (const [key, title] of [
      ['doctor-report/demo-counselling-summary.pdf', 'Counselling summary'],
      ['patient-report/demo-anomaly-scan.pdf', null],
    ] as const) {
      const before = (await history(demoToken)).length;
      const link = expectEnvelope<{ url: string }>(await fileUrl(key, demoToken), 200).data;
      expect(await history(demoToken)).toHaveLength(before);
      const res = await open(link.url);
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
      if (title) expect(res.headers['content-disposition']).toBe(`inline; filename="${title}.pdf"`);
      const after = await history(demoToken);
      expect(after).toHaveLength(before + 1);
      expect(after[0]!.file_path).toBe(key);
    }
  });

  it('names a file with a non-ASCII title by filename* (RFC 6266), and the link cannot be renamed', async () => {
    const [a] = await makePatients(t, 1);
    const key = await arrivedUpload(t, a!.id);
    await t.app.deps.storage.put(key, Buffer.from('%PDF-1.7\n%demo\n'), 'application/pdf');
    const title = 'रक्त "जाँच" ü/1';
    expectEnvelope(await post('/api/report/upload', { reports: [{ title, file_path: key }] }, a!.token), 201);
    const link = expectEnvelope<{ url: string }>(await fileUrl(key, a!.token), 200).data;
    const res = await open(link.url);
    expect(res.statusCode).toBe(200);
    const disposition = res.headers['content-disposition'] as string;
    // The plain name has no quote, slash or non-ASCII character; filename* carries the name exactly.
    expect(disposition).toMatch(
      /^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]+$/,
    );
    const encoded = disposition.split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe('रक्त जाँच ü 1.pdf');
    expect(disposition.split('"')[1]).not.toMatch(/["\\/]/);

    // The name, the no-store and the read note are signed with the link.
    const renamed = new URL(link.url);
    renamed.searchParams.set('fn', 'other.pdf');
    expect((await open(renamed.toString())).statusCode).toBe(403);
    const cacheable = new URL(link.url);
    cacheable.searchParams.delete('ns');
    expect((await open(cacheable.toString())).statusCode).toBe(403);
    const unrecorded = new URL(link.url);
    unrecorded.searchParams.delete('rn');
    expect((await open(unrecorded.toString())).statusCode).toBe(403);
  });

  it('a picture’s link (no options) keeps its own caching and no file name', async () => {
    const [a] = await makePatients(t, 1);
    const key = await arrivedUpload(t, a!.id, 'patient');
    const url = await t.app.deps.storage.presignDownload(key);
    await t.app.deps.storage.put(key, Buffer.from('%PDF-1.7\n'), 'application/pdf');
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});
