import type { Appointment } from '@care/contracts/appointments/schemas';
import type { BookingResult } from '@care/contracts/booking/schemas';
import type { ListedDoctor } from '@care/contracts/experts/schemas';
import { EXPERT_PHOTO_MAX_BYTES } from '@care/contracts/staff/constants';
import { consultationMessages as cm, staffAuthMessages } from '@care/contracts/staff/messages';
import type { StaffProfile } from '@care/contracts/staff/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertPhotos } from '../src/db/schema/index.ts';
import { ananya, bookingForm, makePatients, rohan, slotOf, tncId } from './helpers/booking-fixtures.ts';
import { makeStaff, staffAuth, type TestStaff } from './helpers/staff-fixtures.ts';
import { bearer, createTestApp, expectEnvelope, type TestApp } from './helpers/test-app.ts';

// The expert's photo from the console (issue 21): uploaded as the file itself, checked (a real
// JPG, PNG or WebP of at least 200 x 200, at most 8 MB and 40 MP), re-encoded as a 480 x 480 JPEG
// without EXIF, kept in the database and served by the API at /media/expert-photo/<id>.jpg, beside
// the media folder's files. Patients' expert list, expert page and appointments show it at once,
// on the API's own address even when MEDIA_BASE_URL names a bucket.

const SITE = 'https://care.example';
let t: TestApp;
let expertA: TestStaff;
let expertB: TestStaff;

beforeAll(async () => {
  // The public expert list is cached for a minute here: a saved photo must drop it.
  t = await createTestApp({ PUBLIC_URL: SITE, PUBLIC_ANSWER_CACHE_MS: '60000' });
  expertA = await makeStaff(t, 'expert', { expertId: ananya.id, fullName: 'Ananya Iyer' });
  expertB = await makeStaff(t, 'expert', { expertId: rohan.id, fullName: 'Rohan Mehta' });
});
afterAll(async () => {
  await t?.close();
});

const upload = (headers: Record<string, string>, body: Buffer | string, type = 'image/png') =>
  t.inject({
    method: 'PUT',
    url: '/api/staff/profile/photo',
    payload: body,
    headers: { ...headers, 'content-type': type },
    remoteAddress: t.nextIp(),
  });
const savePhoto = async (s: TestStaff, body: Buffer, type = 'image/png') =>
  expectEnvelope<StaffProfile>(await upload(staffAuth(s), body, type), 200, cm.photoSaved).data;
const profileOf = async (s: TestStaff) =>
  expectEnvelope<StaffProfile>(
    await t.inject({
      method: 'GET',
      url: '/api/staff/profile',
      headers: staffAuth(s),
      remoteAddress: t.nextIp(),
    }),
    200,
  ).data;

/** The expert as the patients' list shows them (page 1 of 50 of their type). */
async function listed(app: TestApp, expert: { id: string; type: string }): Promise<ListedDoctor> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/doctor/list?type=${expert.type}&page=1&records=50`,
  });
  const found = expectEnvelope<{ result: ListedDoctor[] }>(res, 200).data.result.find(
    (d) => d._id === expert.id,
  );
  if (!found) throw new Error(`${expert.id} is not listed`);
  return found;
}
/** A counsellor other than A who still has a seeded drawing. */
const aDrawnCounsellor = async (app: TestApp) =>
  expectEnvelope<{ result: ListedDoctor[] }>(
    await app.inject({ method: 'GET', url: '/api/doctor/list?type=mhc&page=1&records=50' }),
    200,
  ).data.result.find((d) => d._id !== ananya.id && d.profile_picture_svg);
const detail = async (app: TestApp, id: string) =>
  expectEnvelope<ListedDoctor>(await app.inject({ method: 'GET', url: `/api/doctor/${id}` }), 200).data;

/** A photo with a left, middle and right band of colour (the crop keeps the middle). */
const bands = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d03030' } }).composite([
    {
      input: { create: { width: Math.round(width / 3), height, channels: 3, background: '#30b040' } },
      left: Math.round(width / 3),
      top: 0,
    },
    {
      input: {
        create: { width: width - 2 * Math.round(width / 3), height, channels: 3, background: '#3040d0' },
      },
      left: 2 * Math.round(width / 3),
      top: 0,
    },
  ]);
const png = (width: number, height: number) => bands(width, height).png().toBuffer();

/** The RGB of one pixel of a picture. */
async function pixel(picture: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const near = (rgb: [number, number, number], hex: string) => {
  const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return rgb.every((v, i) => Math.abs(v - want[i]!) < 40);
};

/** The tags of a picture's first EXIF directory, in hex (8825 points to the GPS position). */
function exifTags(exif: Buffer): string[] {
  const tiff = exif.subarray(6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12).toString(16));
}

/** GET of a picture address answered by this API (the site's part taken off). */
const fetchPicture = (url: string) => {
  expect(url.startsWith(`${SITE}/media/`), url).toBe(true);
  return t.inject({ method: 'GET', url: url.slice(SITE.length) });
};

const PHOTO_URL = new RegExp(`^${SITE.replaceAll('.', '\\.')}/media/expert-photo/[0-9a-f-]{36}\\.jpg$`);

describe('PUT /api/staff/profile/photo', () => {
  it('saves a PNG as a 480 x 480 JPEG that the expert list and page show at once, from the API', async () => {
    const before = await listed(t, ananya);
    expect(before.profile_picture).toMatch(/\/media\/raster\/doctor\/.+\.png$/);
    expect(before.profile_picture_svg).toMatch(/\/media\/doctor\/.+\.svg$/);

    const saved = await savePhoto(expertA, await png(900, 600));
    expect(saved.profile_picture).toMatch(PHOTO_URL);
    expect(await profileOf(expertA)).toEqual(saved);

    // The list was cached for a minute: the save dropped it.
    const after = await listed(t, ananya);
    expect(after.profile_picture).toBe(saved.profile_picture);
    // A JPEG has no drawing behind it: the web takes profile_picture.
    expect(after.profile_picture_svg).toBeNull();
    const page = await detail(t, ananya.id);
    expect(page.profile_picture).toBe(saved.profile_picture);
    expect(page.profile_picture_svg).toBeNull();

    const res = await fetchPicture(saved.profile_picture!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 480, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(100_000);
    // Cropped to the centre: the middle band fills the middle, the outer bands the edges.
    expect(near(await pixel(res.rawPayload, 240, 240), '#30b040')).toBe(true);
    expect(near(await pixel(res.rawPayload, 2, 240), '#d03030')).toBe(true);
    expect(near(await pixel(res.rawPayload, 477, 240), '#3040d0')).toBe(true);
    // HEAD answers too (browsers and CDNs ask).
    const head = await t.inject({ method: 'HEAD', url: saved.profile_picture!.slice(SITE.length) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });

  it('drops EXIF (the GPS position with it) and turns the photo upright by its orientation', async () => {
    // Stored 300 x 400 with red on top; orientation 6 means "turn a quarter clockwise to show",
    // so upright the red half is on the right.
    const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#3040d0' } })
      .composite([
        {
          input: { create: { width: 300, height: 200, channels: 3, background: '#d03030' } },
          top: 0,
          left: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'TestCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '12/1 58/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 35/1 0/1',
        },
      })
      .toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent.orientation).toBe(6);
    expect(exifTags(sent.exif!)).toContain('8825');

    const saved = await savePhoto(expertA, jpeg, 'image/jpeg');
    const stored = (await fetchPicture(saved.profile_picture!)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 480, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    expect(near(await pixel(stored, 440, 240), '#d03030')).toBe(true);
    expect(near(await pixel(stored, 40, 240), '#3040d0')).toBe(true);
  });

  it('takes a WebP as well', async () => {
    const webp = await bands(400, 400).webp().toBuffer();
    const saved = await savePhoto(expertA, webp, 'image/webp');
    const meta = await sharp((await fetchPicture(saved.profile_picture!)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 480, height: 480 });
  });

  it('keeps one photo per expert: an older address is gone after a new upload', async () => {
    const first = await savePhoto(expertA, await png(500, 500));
    expect((await fetchPicture(first.profile_picture!)).statusCode).toBe(200);
    const second = await savePhoto(expertA, await png(600, 400));
    expect(second.profile_picture).not.toBe(first.profile_picture);
    expectEnvelope(await fetchPicture(first.profile_picture!), 404);
    expect((await fetchPicture(second.profile_picture!)).statusCode).toBe(200);
    const rows = await t.app.deps.db
      .select({ id: expertPhotos.id })
      .from(expertPhotos)
      .where(eq(expertPhotos.expertId, ananya.id));
    expect(rows.map((r) => `${SITE}/media/expert-photo/${r.id}.jpg`)).toEqual([second.profile_picture]);
  });

  it("never changes another expert's photo", async () => {
    const bBefore = await listed(t, rohan);
    const bProfile = await profileOf(expertB);
    await savePhoto(expertA, await png(400, 400));
    expect(await listed(t, rohan)).toMatchObject({
      profile_picture: bBefore.profile_picture,
      profile_picture_svg: bBefore.profile_picture_svg,
    });
    expect(await profileOf(expertB)).toEqual(bProfile);
    // B's own upload leaves A's alone.
    const a = await profileOf(expertA);
    const b = await savePhoto(expertB, await png(400, 400));
    expect(b.profile_picture).not.toBe(a.profile_picture);
    expect((await profileOf(expertA)).profile_picture).toBe(a.profile_picture);
    expect((await fetchPicture(a.profile_picture!)).statusCode).toBe(200);
  });

  it('shows the photo on the patient’s appointments with the expert', async () => {
    const [patient] = await makePatients(t, 1);
    const slot = slotOf(ananya, 25, 1);
    const booked = expectEnvelope<{ data: BookingResult }>(
      await t.inject({
        method: 'POST',
        url: '/api/book-appointment?type=mhc',
        payload: bookingForm(slot, 'mhc', await tncId(t, 'mhc')),
        headers: bearer(patient!.token),
        remoteAddress: t.nextIp(),
      }),
      200,
    ).data.data;
    expectEnvelope(
      await t.inject({
        method: 'POST',
        url: '/api/payment/sandbox/checkout',
        payload: { order_id: booked.razorpay_order_id, method: 'upi', outcome: 'pay' },
        remoteAddress: t.nextIp(),
      }),
      200,
    );
    const photo = (await profileOf(expertA)).profile_picture;
    const upcoming = expectEnvelope<Appointment[]>(
      await t.inject({
        method: 'GET',
        url: '/api/patient/upcoming-appointments',
        headers: bearer(patient!.token),
        remoteAddress: t.nextIp(),
      }),
      200,
    ).data;
    expect(upcoming.map((a) => a.doctor_id.profile_picture)).toEqual([photo]);
    const one = expectEnvelope<{ result: Appointment }>(
      await t.inject({
        method: 'GET',
        url: `/api/book-appointment/${booked.book_appointment_id}`,
        headers: bearer(patient!.token),
        remoteAddress: t.nextIp(),
      }),
      200,
    ).data.result;
    expect(one.doctor_id.profile_picture).toBe(photo);
  });

  it('refuses what is not a JPG, PNG or WebP photo, in words, and keeps the photo', async () => {
    const kept = (await profileOf(expertA)).profile_picture;
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const cases: [Buffer | string, string, number, string][] = [
      // A text file labelled as a PNG.
      ['Dear patient, this is not a picture.\n', 'image/png', 400, cm.photoNotImage],
      // The first bytes of a PNG and nothing a decoder can read.
      [
        Buffer.concat([(await png(300, 300)).subarray(0, 40), Buffer.alloc(400, 7)]),
        'image/png',
        400,
        cm.photoNotImage,
      ],
      // A real GIF labelled as a PNG.
      [gif, 'image/png', 400, cm.photoNotImage],
      // An SVG labelled as a JPEG: sharp would draw it, but it is not a photo.
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>',
        'image/jpeg',
        400,
        cm.photoNotImage,
      ],
      [Buffer.alloc(0), 'image/png', 400, cm.photoNotImage],
      [gif, 'image/gif', 415, cm.photoTypeInvalid],
      ['{"photo":"x"}', 'application/json', 415, cm.photoTypeInvalid],
      [await png(199, 600), 'image/png', 400, cm.photoTooSmall],
      [await png(600, 150), 'image/png', 400, cm.photoTooSmall],
    ];
    for (const [body, type, status, message] of cases)
      expectEnvelope(await upload(staffAuth(expertA), body, type), status, message);
    expect((await profileOf(expertA)).profile_picture).toBe(kept);
  });

  it('refuses a picture over 40 megapixels before decoding it', async () => {
    // 7000 x 6000 of one grey compresses to a few kilobytes.
    const huge = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expectEnvelope(await upload(staffAuth(expertA), huge), 400, cm.photoTooManyPixels);
  });

  it('answers 413 in words for a body over 8 MB', async () => {
    const body = Buffer.concat([await png(400, 400), Buffer.alloc(EXPERT_PHOTO_MAX_BYTES)]);
    const res = await upload(staffAuth(expertA), body);
    expectEnvelope(res, 413, cm.photoTooLarge);
    expect(cm.photoTooLarge).toContain('8 MB');
  });

  it('is for a signed-in expert only: a patient token is 401, operations and admin 403', async () => {
    const photo = await png(300, 300);
    expectEnvelope(await upload({}, photo), 401, staffAuthMessages.staffOnly);
    const patient = await t.signIn();
    expectEnvelope(await upload(bearer(patient), photo), 401, staffAuthMessages.sessionExpired);
    for (const role of ['operations', 'admin'] as const) {
      const staff = await makeStaff(t, role);
      expectEnvelope(await upload(staffAuth(staff), photo), 403, staffAuthMessages.forbidden);
      expectEnvelope(
        await t.inject({
          method: 'DELETE',
          url: '/api/staff/profile/photo',
          headers: staffAuth(staff),
          remoteAddress: t.nextIp(),
        }),
        403,
        staffAuthMessages.forbidden,
      );
    }
  });
});

describe('PUT /api/staff/profile and the photo', () => {
  it('takes the photo back as it is (its address or null) and refuses any other picture', async () => {
    const profile = await profileOf(expertA);
    const body = {
      short_description: profile.short_description,
      description: profile.description,
      languages: profile.languages,
      approaches: profile.approaches,
      concerns: profile.concerns,
    };
    const put = (over: Record<string, unknown>) =>
      t.inject({
        method: 'PUT',
        url: '/api/staff/profile',
        payload: { ...body, ...over },
        headers: staffAuth(expertA),
        remoteAddress: t.nextIp(),
      });
    for (const picture of [profile.profile_picture, null, undefined])
      expect(
        expectEnvelope<StaffProfile>(await put({ profile_picture: picture }), 200).data.profile_picture,
      ).toBe(profile.profile_picture);
    for (const picture of [
      'doctor/someone-else.svg',
      'https://elsewhere.example/me.jpg',
      'expert-photo/x.jpg',
    ])
      expectEnvelope(await put({ profile_picture: picture }), 400, cm.photoByUpload);
  });
});

describe('GET /media/expert-photo/:file', () => {
  it('answers 404 for a malformed or unknown name, beside the media folder’s own files', async () => {
    for (const url of [
      '/media/expert-photo/not-a-uuid.jpg',
      '/media/expert-photo/00000000-0000-4000-8000-000000000000.jpg',
      `/media/expert-photo/${ananya.id}.png`,
      '/media/expert-photo/..%2F..%2Fpackage.json',
    ])
      expectEnvelope(await t.inject({ method: 'GET', url }), 404);
    // The media folder (fastify-static at /media/) still answers its files.
    const drawing = (await aDrawnCounsellor(t))!;
    const res = await fetchPicture(drawing.profile_picture_svg!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const raster = await fetchPicture(drawing.profile_picture!);
    expect(raster.statusCode).toBe(200);
    expect(raster.headers['content-type']).toBe('image/png');
  });
});

describe('with MEDIA_BASE_URL naming a bucket', () => {
  it('keeps an uploaded photo on the API’s own address and the drawings in the bucket', async () => {
    const cdn = await createTestApp(
      { PUBLIC_URL: SITE, MEDIA_BASE_URL: 'https://cdn.example.com/care/' },
      { shareDatabaseWith: t },
    );
    try {
      const photo = (await profileOf(expertA)).profile_picture;
      expect(photo).toMatch(PHOTO_URL);
      const a = await listed(cdn, ananya);
      expect(a.profile_picture).toBe(photo);
      expect(a.profile_picture_svg).toBeNull();
      expect((await detail(cdn, ananya.id)).profile_picture).toBe(photo);
      // Either instance serves it, from the database they share.
      expect((await cdn.inject({ method: 'GET', url: photo!.slice(SITE.length) })).statusCode).toBe(200);
      // Another counsellor keeps the seeded drawing, now from the bucket.
      const drawn = await aDrawnCounsellor(cdn);
      expect(drawn?.profile_picture).toMatch(/^https:\/\/cdn\.example\.com\/care\/raster\/doctor\/.+\.png$/);
      expect(drawn?.profile_picture_svg).toMatch(/^https:\/\/cdn\.example\.com\/care\/doctor\/.+\.svg$/);
    } finally {
      await cdn.close();
    }
  });
});

describe('DELETE /api/staff/profile/photo', () => {
  it('leaves the expert without a picture (patients see the avatar) and the photo gone', async () => {
    const photo = (await profileOf(expertA)).profile_picture!;
    const removed = expectEnvelope<StaffProfile>(
      await t.inject({
        method: 'DELETE',
        url: '/api/staff/profile/photo',
        headers: staffAuth(expertA),
        remoteAddress: t.nextIp(),
      }),
      200,
      cm.photoRemoved,
    ).data;
    expect(removed.profile_picture).toBeNull();
    expect(await listed(t, ananya)).toMatchObject({ profile_picture: null, profile_picture_svg: null });
    expectEnvelope(await fetchPicture(photo), 404);
    const rows = await t.app.deps.db.select().from(expertPhotos).where(eq(expertPhotos.expertId, ananya.id));
    expect(rows).toEqual([]);
  });
});
