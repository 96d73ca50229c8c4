import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BookingResult } from '@care/contracts/booking/schemas';
import { commonMessages } from '@care/contracts/common/messages';
import { profileMessages as pm } from '@care/contracts/patient/messages';
import { reportMessages as rm } from '@care/contracts/reports/messages';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../src/adapters/email/email-sender.ts';
import { loadConfig } from '../src/config.ts';
import { scheduledMessages } from '../src/db/schema/index.ts';
import { sendDueMessages } from '../src/modules/reminders/send-due.ts';
import { permissionsPolicy } from '../src/plugins/security.ts';
import { ananya, bookingForm, makePatients, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp, tinyPng } from './helpers/test-app.ts';

// Clients that are not our web app: the provider's Android and iOS apps and their web views,
// calling from other origins (CORS, Cross-Origin-Resource-Policy) or natively (absolute
// addresses), App Links, and the small liberties HTTP clients take (a lower-case "bearer", an
// empty JSON body). Three apps share one database: no PUBLIC_URL (the default), a trusted
// proxy, and PUBLIC_URL with a listed set of origins.

const APP_ORIGIN = 'https://app.care-partner.example';
const PDF = Buffer.from('%PDF-1.7\n%client test\n');

let t: TestApp;
let proxied: TestApp;
let listed: TestApp;
let webDist: string;

beforeAll(async () => {
  // A built web app of one page, so the room's page and others are served as documents.
  webDist = await fsp.mkdtemp(path.join(os.tmpdir(), 'care-web-'));
  await fsp.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>care</title>');
  t = await createTestApp({
    WEB_DIST: webDist,
    ANDROID_PACKAGE_NAME: 'com.careprovider.patient',
    ANDROID_SHA256_CERT_FINGERPRINTS:
      '14:6d:e9:83:c5:73:06:50:d8:ee:b9:95:2f:34:fc:64:16:a0:83:42:e6:1d:be:a8:8a:04:96:b2:3f:cf:44:e5, AA:BB',
  });
  proxied = await createTestApp({ TRUST_PROXY: 'true' }, { shareDatabaseWith: t });
  listed = await createTestApp(
    { PUBLIC_URL: 'https://care.example/', CORS_ORIGINS: `${APP_ORIGIN}, capacitor://localhost` },
    { shareDatabaseWith: t },
  );
});
afterAll(async () => {
  await listed?.close();
  await proxied?.close();
  await t?.close();
  if (webDist) await fsp.rm(webDist, { recursive: true, force: true });
});

/** An upload link for one of the patient's files, asked as the app would. */
async function uploadLink(app: TestApp, token: string, query: string, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/s3/get-singed-url?${query}`,
    headers: { ...bearer(token), ...headers },
    remoteAddress: app.nextIp(),
  });
  return expectEnvelope<{ url: string; file_path: string }>(res, 200).data;
}

const preflight = (app: TestApp, url: string, method: string, requestHeaders?: string, origin = APP_ORIGIN) =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      ...(requestHeaders ? { 'access-control-request-headers': requestHeaders } : {}),
    },
    remoteAddress: app.nextIp(),
  });

function expectPreflightAllows(res: LightMyRequestResponse, method: string, origin: string) {
  expect(res.statusCode, res.body).toBe(204);
  expect(res.headers['access-control-allow-origin']).toBe(origin);
  const methods = String(res.headers['access-control-allow-methods']).split(/,\s*/);
  expect(methods).toContain(method);
  expect(res.headers['access-control-allow-credentials']).toBeUndefined();
}

describe('CORS: the apps call from their own origins', () => {
  it('a preflight for the PUT to a signed upload URL allows it, from any origin when none are listed', async () => {
    const [p] = await makePatients(t, 1);
    const link = await uploadLink(t, p!.token, 'filename=scan&ext=pdf&folder_name=patient-report');
    const { pathname, search } = new URL(link.url);
    const res = await preflight(t, `${pathname}${search}`, 'PUT', 'content-type');
    expectPreflightAllows(res, 'PUT', '*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('content-type');
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
  });

  it('a preflight for DELETE report/{id} and for a POST with authorization allows them', async () => {
    expectPreflightAllows(
      await preflight(t, '/api/report/7f1c2a8e-0000-4000-8000-000000000001', 'DELETE', 'authorization'),
      'DELETE',
      '*',
    );
    const post = await preflight(t, '/api/patient/profile/save', 'POST', 'authorization,content-type');
    expectPreflightAllows(post, 'POST', '*');
    const allowed = String(post.headers['access-control-allow-headers']).split(/,\s*/);
    for (const header of ['authorization', 'content-type', 'token', 'x-requested-with'])
      expect(allowed).toContain(header);
    for (const method of ['GET', 'HEAD', 'PATCH', 'OPTIONS'])
      expect(String(post.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
  });

  it('the PUT itself and DELETE report/{id} answer with the origin allowed', async () => {
    const [p] = await makePatients(t, 1);
    const link = await uploadLink(t, p!.token, 'filename=scan&ext=pdf&folder_name=patient-report');
    const put = await t.inject({
      method: 'PUT',
      url: link.url,
      payload: PDF,
      headers: { origin: APP_ORIGIN, 'content-type': 'application/pdf' },
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(put, 200, commonMessages.ok);
    expect(put.headers['access-control-allow-origin']).toBe('*');

    const added = await t.inject({
      method: 'POST',
      url: '/api/report/upload',
      payload: { reports: [{ title: 'Scan', file_path: link.file_path }] },
      headers: { origin: APP_ORIGIN, ...bearer(p!.token) },
      remoteAddress: t.nextIp(),
    });
    const [report] = expectEnvelope<{ _id: string }[]>(added, 201, rm.uploaded).data;
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/report/${report!._id}`,
      headers: { origin: APP_ORIGIN, ...bearer(p!.token) },
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(deleted, 200, rm.deleted);
    expect(deleted.headers['access-control-allow-origin']).toBe('*');
    const exposed = String(deleted.headers['access-control-expose-headers']).split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['retry-after', 'content-range']));
  });

  it('with CORS_ORIGINS set, the listed origins are allowed (PUT and DELETE too) and others are not', async () => {
    const res = await preflight(
      listed,
      '/api/report/7f1c2a8e-0000-4000-8000-000000000001',
      'DELETE',
      'authorization',
    );
    expectPreflightAllows(res, 'DELETE', APP_ORIGIN);
    expect(String(res.headers.vary)).toMatch(/origin/i);
    expectPreflightAllows(
      await preflight(
        listed,
        '/api/storage/x/y.pdf?exp=1&sig=x&max=1',
        'PUT',
        'content-type',
        'capacitor://localhost',
      ),
      'PUT',
      'capacitor://localhost',
    );
    const other = await preflight(
      listed,
      '/api/patient/profile',
      'GET',
      'authorization',
      'https://elsewhere.example',
    );
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('storage GETs and media pass CORS too', async () => {
    const media = await t.inject({
      method: 'GET',
      url: '/media/mood/happy.svg',
      headers: { origin: APP_ORIGIN },
    });
    expect(media.statusCode).toBe(200);
    expect(media.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  it('public media may be shown from the apps’ origins', async () => {
    for (const url of ['/media/mood/happy.svg', '/media/pregnancy-data/week-21.svg']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(res.headers['cache-control'], url).toBe('public, max-age=86400');
    }
  });

  it('a personal file is cross-origin only by its signed link, and stays out of shared caches', async () => {
    const [p] = await makePatients(t, 1);
    const link = await uploadLink(t, p!.token, 'filename=me&ext=png&folder_name=patient');
    expectEnvelope(
      await t.inject({
        method: 'PUT',
        url: link.url,
        payload: tinyPng(),
        headers: { 'content-type': 'image/png' },
      }),
      200,
    );
    const saved = await t.inject({
      method: 'POST',
      url: '/api/patient/profile/save',
      payload: { name: 'Meera Iyer', profile_pic: link.file_path },
      headers: bearer(p!.token),
      remoteAddress: t.nextIp(),
    });
    const url = expectEnvelope<{ profile_pic_url: string }>(saved, 200, pm.updated).data.profile_pic_url;
    const image = await t.inject({ method: 'GET', url, headers: { origin: APP_ORIGIN } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['cache-control']).toBe('private, max-age=3600');
    // Without the signature there is nothing to show, from any origin.
    const unsigned = await t.inject({ method: 'GET', url: url.split('?')[0]! });
    expectEnvelope(unsigned, 403, commonMessages.uploadLinkInvalid);
    // The API's own answers keep helmet's same-origin (a control: the header is set per answer).
    const api = await t.inject({ method: 'GET', url: '/api/config' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('absolute addresses in answers', () => {
  const host = 'phone-lan.example:3000';

  it('without PUBLIC_URL: upload, report and media addresses use the host the request came to', async () => {
    const [p] = await makePatients(t, 1);
    const upload = await uploadLink(t, p!.token, 'filename=scan&ext=pdf&folder_name=patient-report', {
      host,
    });
    expect(upload.url.startsWith(`http://${host}/api/storage/patient-report/`)).toBe(true);
    // The address works as given (a native client opens it as it is).
    expectEnvelope(
      await t.inject({
        method: 'PUT',
        url: upload.url,
        payload: PDF,
        headers: { 'content-type': 'application/pdf' },
      }),
      200,
    );
    await t.inject({
      method: 'POST',
      url: '/api/report/upload',
      payload: { reports: [{ title: 'Scan', file_path: upload.file_path }] },
      headers: bearer(p!.token),
      remoteAddress: t.nextIp(),
    });
    const file = await t.inject({
      method: 'GET',
      url: `/api/report/file-url?file_path=${encodeURIComponent(upload.file_path)}`,
      headers: { ...bearer(p!.token), host },
      remoteAddress: t.nextIp(),
    });
    const read = expectEnvelope<{ url: string }>(file, 200, rm.link).data.url;
    expect(read.startsWith(`http://${host}/api/storage/patient-report/`)).toBe(true);
    expect((await t.inject({ method: 'GET', url: read })).rawPayload.equals(PDF)).toBe(true);

    const moods = await t.inject({ method: 'GET', url: '/api/patient/get-mood-list', headers: { host } });
    for (const m of expectEnvelope<{ mood_icon: string }[]>(moods, 200).data)
      expect(m.mood_icon).toMatch(new RegExp(`^http://${host}/media/raster/mood/[a-z]+\\.png$`));
    const week = await t.inject({
      method: 'GET',
      url: '/api/pregnancy-highlights/app-list?week=21',
      headers: { host },
    });
    const [highlights] = expectEnvelope<{ size_image_path: string }[]>(week, 200).data;
    expect(highlights!.size_image_path.startsWith(`http://${host}/media/raster/pregnancy-data/`)).toBe(true);
    const articles = await t.inject({ method: 'GET', url: '/api/article/app-list/text', headers: { host } });
    const cards = expectEnvelope<{ result: { image_path: string | null }[] }>(articles, 200).data.result;
    const images = cards.map((c) => c.image_path).filter((x): x is string => x !== null);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.startsWith(`http://${host}/media/`)).toBe(true);
  });

  it('the profile picture’s link in sign-in and profile answers is absolute', async () => {
    const [p] = await makePatients(t, 1);
    const link = await uploadLink(t, p!.token, 'filename=me&ext=png&folder_name=patient');
    await t.inject({
      method: 'PUT',
      url: link.url,
      payload: tinyPng(),
      headers: { 'content-type': 'image/png' },
    });
    await t.inject({
      method: 'POST',
      url: '/api/patient/profile/save',
      payload: { name: 'Meera Iyer', profile_pic: link.file_path },
      headers: bearer(p!.token),
      remoteAddress: t.nextIp(),
    });
    const profile = await t.inject({
      method: 'GET',
      url: '/api/patient/profile',
      headers: { ...bearer(p!.token), host },
      remoteAddress: t.nextIp(),
    });
    const url = expectEnvelope<{ profile_pic_url: string }>(profile, 200).data.profile_pic_url;
    expect(url.startsWith(`http://${host}/api/storage/patient/`)).toBe(true);
  });

  it('X-Forwarded-Proto and -Host are used when the app trusts its proxy, and ignored when it does not', async () => {
    const [p] = await makePatients(t, 1);
    const forwarded = {
      host: 'internal:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'care.example.in',
    };
    const query = 'filename=scan&ext=pdf&folder_name=patient-report';
    const trusted = await uploadLink(proxied, p!.token, query, forwarded);
    expect(trusted.url.startsWith('https://care.example.in/api/storage/')).toBe(true);
    const moods = await proxied.inject({
      method: 'GET',
      url: '/api/patient/get-mood-list',
      headers: forwarded,
    });
    expect(expectEnvelope<{ mood_icon: string }[]>(moods, 200).data[0]!.mood_icon).toMatch(
      /^https:\/\/care\.example\.in\/media\/raster\/mood\//,
    );

    const untrusted = await uploadLink(t, p!.token, query, forwarded);
    expect(untrusted.url.startsWith('http://internal:3000/api/storage/')).toBe(true);
  });

  it('a malformed Host falls back to the configured address rather than being echoed', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/patient/get-mood-list',
      headers: { host: 'evil.example/<script>' },
    });
    const [first] = expectEnvelope<{ mood_icon: string }[]>(res, 200).data;
    expect(first!.mood_icon.startsWith('http://localhost:3000/media/raster/mood/')).toBe(true);
  });

  it('PUBLIC_URL wins over the request’s host and forwarded headers', async () => {
    const [p] = await makePatients(t, 1);
    const signed = await uploadLink(listed, p!.token, 'filename=me&ext=png&folder_name=patient', {
      host: 'internal:3000',
      'x-forwarded-host': 'spoofed.example',
    });
    expect(signed.url.startsWith('https://care.example/api/storage/patient/')).toBe(true);
    const moods = await listed.inject({
      method: 'GET',
      url: '/api/patient/get-mood-list',
      headers: { host },
    });
    expect(expectEnvelope<{ mood_icon: string }[]>(moods, 200).data[0]!.mood_icon).toMatch(
      /^https:\/\/care\.example\/media\/raster\/mood\//,
    );
    // The web app may load them from PUBLIC_URL's host (a page on www. or not).
    const csp = String(moods.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/care\.example/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/care\.example/);
  });
});

describe('messages sent by jobs carry absolute links without PUBLIC_URL', () => {
  let now = new Date();
  let jobs: TestApp;
  beforeAll(async () => {
    jobs = await createTestApp({}, { shareDatabaseWith: t, clock: { now: () => now } });
  });
  afterAll(async () => {
    await jobs?.close();
  });

  const emails = (): (EmailMessage & { at: string })[] => {
    const file = path.join(jobs.dataDir, 'email-outbox.jsonl');
    if (!fs.existsSync(file)) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  };

  it('the confirmation e-mail and the reminder text link to http://localhost:$PORT (the quick start’s address)', async () => {
    expect(jobs.app.deps.config.publicUrlConfigured).toBe(false);
    const [p] = await makePatients(jobs, 1);
    const slot = slotOf(ananya, 40, 1);
    const booked = await jobs.inject({
      method: 'POST',
      url: '/api/book-appointment?type=mhc',
      payload: bookingForm(slot, 'mhc', await tncId(jobs, 'mhc'), { coupon_code: 'FREECONSULT' }),
      remoteAddress: jobs.nextIp(),
      headers: bearer(p!.token),
    });
    const b = expectEnvelope<{ data: BookingResult }>(booked, 200).data.data;

    await sendDueMessages(jobs.app.deps, jobs.app.log);
    const confirmation = emails().find((m) => m.subject.includes(b.appointment_no!));
    expect(confirmation, 'the confirmation e-mail').toBeDefined();
    expect(confirmation!.text).toMatch(/http:\/\/localhost:3000\/patient-intake-form\/\S+/);
    expect(confirmation!.text).toContain(
      `http://localhost:3000/appointment-details?id=${b.book_appointment_id}`,
    );

    // The 24-hour reminder, sent by the job when it is due.
    const [due] = await jobs.app.deps.db
      .select({ dueAt: scheduledMessages.dueAt })
      .from(scheduledMessages)
      .where(
        and(
          eq(scheduledMessages.bookingId, b.book_appointment_id),
          eq(scheduledMessages.kind, 'reminder_24h'),
        ),
      );
    now = new Date(due!.dueAt.getTime() + 1000);
    await sendDueMessages(jobs.app.deps, jobs.app.log);
    const reminder = jobs
      .readOutbox()
      .filter((m) => m.to === p!.phone)
      .find((m) => m.text.includes('reminder'));
    expect(reminder, 'the reminder text').toBeDefined();
    expect(reminder!.text).toContain(`http://localhost:3000/appointment-details?id=${b.book_appointment_id}`);
  });
});

describe('what HTTP clients take liberties with', () => {
  it('accepts the bearer scheme in any case', async () => {
    const [p] = await makePatients(t, 1);
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const res = await t.inject({
        method: 'GET',
        url: '/api/patient/profile',
        headers: { authorization: `${scheme} ${p!.token}` },
        remoteAddress: t.nextIp(),
      });
      expectEnvelope(res, 200, commonMessages.ok);
    }
    const wrong = await t.inject({
      method: 'GET',
      url: '/api/patient/profile',
      headers: { authorization: 'bearer not-a-token' },
    });
    expectEnvelope(wrong, 401, commonMessages.sessionExpired);
  });

  it('reads an empty body sent as application/json as {} (POST patient/remove-profile-pic, as the spec sends it)', async () => {
    const [p] = await makePatients(t, 1);
    const res = await t.inject({
      method: 'POST',
      url: '/api/patient/remove-profile-pic',
      headers: { ...bearer(p!.token), 'content-type': 'application/json' },
      payload: '',
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(res, 200, pm.picRemoved);
    // Invalid JSON is still refused, and a JSON body with a poisoned prototype too.
    const broken = await t.inject({
      method: 'POST',
      url: '/api/patient/remove-profile-pic',
      headers: { ...bearer(p!.token), 'content-type': 'application/json' },
      payload: '{"a":',
      remoteAddress: t.nextIp(),
    });
    expectEnvelope(broken, 400, 'The request body is not valid JSON.');
    const poisoned = await t.inject({
      method: 'POST',
      url: '/api/patient/remove-profile-pic',
      headers: { ...bearer(p!.token), 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
      remoteAddress: t.nextIp(),
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('Permissions-Policy', () => {
  const policyOf = (res: LightMyRequestResponse) => String(res.headers['permissions-policy']);

  it('allows the camera and microphone on the room’s pages only', async () => {
    const id = '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1002';
    for (const url of [`/appointment/meeting/${id}`, `/appointment/meeting/${id}/expert?token=x`]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(policyOf(res), url).toBe('camera=(self), microphone=(self), geolocation=(), payment=()');
    }
    for (const url of [
      '/Appointments',
      `/appointment-details?id=${id}`,
      '/',
      '/api/config',
      '/api/nothing-here',
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(policyOf(res), url).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    }
    const media = await t.inject({ method: 'GET', url: '/media/mood/happy.svg' });
    expect(policyOf(media)).toContain('camera=()');
  });

  it('lets the Jitsi frame use them in the room, and Razorpay’s frame take payments', () => {
    const jitsi = permissionsPolicy(loadConfig({ NODE_ENV: 'test', JITSI_DOMAIN: 'meet.example.com' }));
    expect(jitsi.room).toContain('camera=(self "https://meet.example.com")');
    expect(jitsi.other).toContain('camera=()');
    const razorpay = permissionsPolicy(
      loadConfig({ NODE_ENV: 'test', RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's' }),
    );
    expect(razorpay.other).toContain('payment=(self "https://api.razorpay.com")');
    expect(razorpay.room).toContain('payment=(self "https://api.razorpay.com")');
  });
});

describe('Android App Links', () => {
  it('serves /.well-known/assetlinks.json from the settings, as JSON any origin may read', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/.well-known/assetlinks.json',
      headers: { origin: APP_ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'com.careprovider.patient',
          sha256_cert_fingerprints: [
            '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5',
            'AA:BB',
          ],
        },
      },
    ]);
    // Even where CORS_ORIGINS lists others.
    const elsewhere = await listed.inject({
      method: 'GET',
      url: '/.well-known/assetlinks.json',
      headers: { origin: 'https://digitalassetlinks.googleapis.com' },
    });
    expect(elsewhere.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers an empty list when the app is not configured', async () => {
    const res = await proxied.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual([]);
  });
});
