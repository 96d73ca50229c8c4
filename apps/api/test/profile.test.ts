import { addDays, todayIso } from '@care/contracts/common/dates';
import { commonMessages } from '@care/contracts/common/messages';
import { PROFILE_PIC_DIRECT_BYTES } from '@care/contracts/patient/constants';
import { profileMessages as pm } from '@care/contracts/patient/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO,
  expectEnvelope,
  type RegisteredPatient,
  type TestApp,
  tinyPng,
} from './helpers/test-app.ts';

type Profile = Record<string, unknown> & { profile_pic: string | null; profile_pic_url: string | null };
type Signed = { url: string; file_path: string; method: 'PUT'; expires_at: string };

const PREGNANCY = 'Pregnancy & Reproductive Wellness';

describe('profile', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (payload: object, auth = token) =>
    t.inject({
      method: 'POST',
      url: '/api/patient/profile/save',
      headers: bearer(auth),
      payload,
    });
  const getProfile = async (auth = token) =>
    expectEnvelope<Profile>(
      await t.inject({ method: 'GET', url: '/api/patient/profile', headers: bearer(auth) }),
      200,
      commonMessages.ok,
    ).data;

  describe('save', () => {
    it('saves the whole form', async () => {
      const lmp = addDays(todayIso(), -70);
      const res = await save({
        name: 'Ananya Rao Sharma',
        gender: 'female',
        dob: '1994-03-15',
        interest: [PREGNANCY, 'At Ease', 'General Wellness'],
        tribe: 'Anxiety Support,Grief Support',
        conceive_status: 'Already Conceived',
        lmp,
        lmp_as_of: todayIso(),
      });
      const body = expectEnvelope<Profile>(res, 200, pm.updated);
      expect(body.data).toMatchObject({
        name: { firstName: 'Ananya', lastName: 'Rao Sharma' },
        gender: 'female',
        dob: '1994-03-15',
        interest: [PREGNANCY, 'At Ease', 'General Wellness'],
        tribe: ['Anxiety Support', 'Grief Support'],
        conceive_status: 'Already Conceived',
        lmp,
        lmp_date: lmp,
        lmp_as_of: todayIso(),
        week: 11,
        // Not editable here, and still there.
        email: DEMO.email,
        phone: DEMO.phone,
        patient_id: DEMO.patientCode,
      });
      expect(await getProfile()).toMatchObject({ tribe: ['Anxiety Support', 'Grief Support'], week: 11 });
    });

    it('the tribe modal (name and tribe only) changes nothing else', async () => {
      const before = await getProfile();
      const res = await save({ name: 'Ananya Kapoor', tribe: ['Queer Support'] });
      const body = expectEnvelope<Profile>(res, 200, pm.updated);
      expect(body.data).toMatchObject({
        ...before,
        name: { firstName: 'Ananya', lastName: 'Kapoor' },
        tribe: ['Queer Support'],
      });
      // An empty tribe list clears the tribes ('null' is how the apps send none).
      const cleared = expectEnvelope<Profile>(await save({ name: 'Ananya Kapoor', tribe: 'null' }), 200);
      expect(cleared.data.tribe).toEqual([]);
    });

    it('removing the pregnancy interest clears stage and LMP; the week becomes 0', async () => {
      const res = await save({ name: 'Ananya Kapoor', interest: ['At Ease'] });
      const body = expectEnvelope<Profile>(res, 200, pm.updated);
      expect(body.data).toMatchObject({
        interest: ['At Ease'],
        conceive_status: null,
        lmp: null,
        lmp_date: null,
        lmp_as_of: null,
        week: 0,
      });
    });

    it('a stage other than "I am pregnant" keeps no LMP', async () => {
      const res = await save({
        name: 'Ananya Kapoor',
        interest: [PREGNANCY],
        conceive_status: 'become a mother',
        lmp: addDays(todayIso(), -10),
      });
      expect(expectEnvelope<Profile>(res, 200, pm.updated).data).toMatchObject({
        conceive_status: 'become a mother',
        lmp: null,
        week: 0,
      });
    });

    it('the pregnancy interest is refused to a man', async () => {
      expectEnvelope(
        await save({
          name: 'Ananya Kapoor',
          gender: 'male',
          interest: [PREGNANCY],
          conceive_status: 'become a mother',
        }),
        400,
        pm.pregnancyForWomenOnly,
      );
      // Also when only the gender changes while the pregnancy interest is kept.
      expectEnvelope(await save({ name: 'Ananya Kapoor', gender: 'male' }), 400, pm.pregnancyForWomenOnly);
      expect((await getProfile()).gender).toBe('female');
    });

    const valid = { name: 'Ananya Kapoor' };
    it.each([
      ['no name', { name: undefined }, pm.nameRequired],
      ['an empty name', { name: '' }, pm.nameRequired],
      ['a blank name', { name: '   ' }, pm.nameRequired],
      ['digits in the name', { name: 'Ananya 2' }, pm.nameInvalid],
      ['symbols in the name', { name: 'Ananya@Kapoor' }, pm.nameInvalid],
      ['a one-letter name', { name: 'A' }, pm.nameInvalid],
      ['no interest', { interest: [] }, pm.interestRequired],
      ['an empty interest string', { interest: '' }, pm.interestRequired],
      ['an unknown interest', { interest: ['Astrology'] }, pm.interestRequired],
      ['pregnancy interest without a stage', { interest: [PREGNANCY] }, pm.stageRequired],
      ['an unknown stage', { interest: [PREGNANCY], conceive_status: 'Trying' }, pm.stageRequired],
      [
        '"I am pregnant" without an LMP',
        { interest: [PREGNANCY], conceive_status: 'Already Conceived' },
        pm.lmpRequired,
      ],
      [
        'an LMP 281 days ago',
        { interest: [PREGNANCY], conceive_status: 'Already Conceived', lmp: addDays(todayIso(), -281) },
        pm.lmpOutOfRange,
      ],
      [
        'an LMP tomorrow',
        { interest: [PREGNANCY], conceive_status: 'Already Conceived', lmp: addDays(todayIso(), 1) },
        pm.lmpOutOfRange,
      ],
      ['a date of birth under 18', { dob: addDays(todayIso(), -6573) }, pm.dobTooYoung],
      ['a date of birth that is not a date', { dob: '14-03-1994' }, pm.dobRequired],
    ])('answers 400 for %s', async (_label, change, message) => {
      const before = await getProfile();
      expectEnvelope(await save({ ...valid, ...change }), 400, message);
      expect(await getProfile()).toEqual(before);
    });

    it('accepts an LMP exactly 280 days ago', async () => {
      const lmp = addDays(todayIso(), -280);
      const res = await save({ ...valid, interest: [PREGNANCY], conceive_status: 'Already Conceived', lmp });
      expect(expectEnvelope<Profile>(res, 200, pm.updated).data).toMatchObject({
        lmp,
        lmp_date: lmp,
        week: 40,
      });
    });

    it('answers 401 without a session', async () => {
      const noToken = await t.inject({ method: 'POST', url: '/api/patient/profile/save', payload: valid });
      expectEnvelope(noToken, 401, commonMessages.unauthorized);
      const badToken = await save(valid, 'not-a-token');
      expectEnvelope(badToken, 401, commonMessages.sessionExpired);
      const noProfile = await t.inject({ method: 'GET', url: '/api/patient/profile' });
      expectEnvelope(noProfile, 401, commonMessages.unauthorized);
      const removePic = await t.inject({ method: 'POST', url: '/api/patient/remove-profile-pic' });
      expectEnvelope(removePic, 401, commonMessages.unauthorized);
      const signedUrl = await t.inject({
        method: 'GET',
        url: '/api/s3/get-singed-url?filename=me&ext=png&folder_name=patient',
      });
      expectEnvelope(signedUrl, 401, commonMessages.unauthorized);
    });
  });

  describe('picture', () => {
    const png = tinyPng();
    let other: RegisteredPatient;
    let picturePath: string;
    let pictureUrl: string;

    beforeAll(async () => {
      other = await t.registerPatient();
    });

    const signedUrl = async (auth = token, query = 'filename=me&ext=png&folder_name=patient') => {
      const res = await t.inject({
        method: 'GET',
        url: `/api/s3/get-singed-url?${query}`,
        headers: bearer(auth),
      });
      return expectEnvelope<Signed>(res, 200, commonMessages.ok).data;
    };
    const put = (url: string, payload: Buffer, contentType = 'image/png') =>
      t.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });

    it('uploads a PNG through a signed URL and makes it the profile picture', async () => {
      const signed = await signedUrl();
      expect(signed.method).toBe('PUT');
      expect(signed.file_path).toMatch(/^patient\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
      expect(signed.url).toContain('/api/storage/');
      expect(Date.parse(signed.expires_at)).toBeGreaterThan(Date.now());

      const uploaded = await put(signed.url, png);
      expect(expectEnvelope<{ file_path: string }>(uploaded, 200, commonMessages.ok).data.file_path).toBe(
        signed.file_path,
      );

      const res = await save({ name: 'Ananya Kapoor', profile_pic: signed.file_path });
      const body = expectEnvelope<Profile>(res, 200, pm.updated);
      expect(body.data.profile_pic).toBe(signed.file_path);
      expect(body.data.profile_pic_url).toEqual(expect.stringContaining('/api/storage/'));
      picturePath = signed.file_path;
      pictureUrl = body.data.profile_pic_url!;

      const image = await t.inject({ method: 'GET', url: pictureUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.equals(png)).toBe(true);

      expect((await getProfile()).profile_pic).toBe(picturePath);
    });

    it('accepts jpeg for the picture and reports for the report folder', async () => {
      expect((await signedUrl(token, 'filename=me&ext=.JPEG&folder_name=patient')).file_path).toMatch(
        /\.jpg$/,
      );
      expect((await signedUrl(token, 'filename=r&ext=pdf&folder_name=patient-report')).file_path).toMatch(
        /^patient-report\/.+\.pdf$/,
      );
    });

    it.each([
      ['a PDF as profile picture', 'filename=me&ext=pdf&folder_name=patient', pm.fileType],
      ['an unknown type', 'filename=me&ext=gif&folder_name=patient', pm.fileType],
    ])('refuses a signed URL for %s', async (_label, query, message) => {
      const res = await t.inject({
        method: 'GET',
        url: `/api/s3/get-singed-url?${query}`,
        headers: bearer(token),
      });
      expectEnvelope(res, 400, message);
    });

    it('refuses bytes that are not a PNG', async () => {
      const signed = await signedUrl();
      const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
      expectEnvelope(await put(signed.url, jpegBytes), 400, pm.fileType);
      expectEnvelope(
        await put(signed.url, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
        400,
        pm.fileType,
      );
      // Nothing arrived, so the path cannot become the picture.
      expectEnvelope(
        await save({ name: 'Ananya Kapoor', profile_pic: signed.file_path }),
        400,
        pm.picNotUploaded,
      );
    });

    it('refuses more than 1 MB', async () => {
      const signed = await signedUrl();
      const big = Buffer.concat([png.subarray(0, 8), Buffer.alloc(PROFILE_PIC_DIRECT_BYTES)]);
      expectEnvelope(await put(signed.url, big), 413, commonMessages.uploadTooLarge);
      expectEnvelope(
        await save({ name: 'Ananya Kapoor', profile_pic: signed.file_path }),
        400,
        pm.picNotUploaded,
      );
    });

    it('refuses a tampered or foreign upload link', async () => {
      const signed = await signedUrl();
      const url = new URL(signed.url, 'http://localhost');
      const sig = url.searchParams.get('sig')!;
      url.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
      expectEnvelope(await put(`${url.pathname}${url.search}`, png), 403, commonMessages.uploadLinkInvalid);

      // A bigger size limit than was signed.
      const bigger = new URL(signed.url, 'http://localhost');
      bigger.searchParams.set('max', String(50 * 1024 * 1024));
      expectEnvelope(
        await put(`${bigger.pathname}${bigger.search}`, png),
        403,
        commonMessages.uploadLinkInvalid,
      );

      // Another key with this link's signature.
      const moved = signed.url.replace(/\/[0-9a-f-]{36}\.png\?/, `/${crypto.randomUUID()}.png?`);
      expectEnvelope(await put(moved, png), 403, commonMessages.uploadLinkInvalid);

      // A download link cannot be used to upload.
      expectEnvelope(await put(pictureUrl, png), 403, commonMessages.uploadLinkInvalid);
    });

    it("refuses another patient's file and a path never uploaded", async () => {
      const theirs = await signedUrl(other.token);
      expectEnvelope(await put(theirs.url, png), 200);
      expectEnvelope(
        await save({ name: 'Ananya Kapoor', profile_pic: theirs.file_path }),
        400,
        pm.picNotUploaded,
      );

      const never = await signedUrl();
      expectEnvelope(
        await save({ name: 'Ananya Kapoor', profile_pic: never.file_path }),
        400,
        pm.picNotUploaded,
      );
      expectEnvelope(
        await save({ name: 'Ananya Kapoor', profile_pic: `patient/${crypto.randomUUID()}/made-up.png` }),
        400,
        pm.picNotUploaded,
      );
      // A report upload is not a profile picture either.
      const report = await signedUrl(token, 'filename=r&ext=png&folder_name=patient-report');
      expectEnvelope(await put(report.url, png), 200);
      expectEnvelope(
        await save({ name: 'Ananya Kapoor', profile_pic: report.file_path }),
        400,
        pm.picNotUploaded,
      );

      expect((await getProfile()).profile_pic).toBe(picturePath);
    });

    it('removes the picture; its old address then answers 404', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/patient/remove-profile-pic',
        headers: bearer(token),
      });
      const body = expectEnvelope<Profile>(res, 200, pm.picRemoved);
      expect(body.data.profile_pic).toBeNull();
      expect(body.data.profile_pic_url).toBeNull();
      expect((await getProfile()).profile_pic).toBeNull();

      expectEnvelope(await t.inject({ method: 'GET', url: pictureUrl }), 404, commonMessages.notFound);
    });

    it('replacing the picture removes the old file', async () => {
      const first = await signedUrl();
      await put(first.url, png);
      const one = expectEnvelope<Profile>(
        await save({ name: 'Ananya Kapoor', profile_pic: first.file_path }),
        200,
      );
      const second = await signedUrl();
      await put(second.url, png);
      const two = expectEnvelope<Profile>(
        await save({ name: 'Ananya Kapoor', profile_pic: second.file_path }),
        200,
      );
      expect(two.data.profile_pic).toBe(second.file_path);
      expectEnvelope(
        await t.inject({ method: 'GET', url: one.data.profile_pic_url! }),
        404,
        commonMessages.notFound,
      );
      expect((await t.inject({ method: 'GET', url: two.data.profile_pic_url! })).statusCode).toBe(200);
    });

    it('a download link with a tampered signature answers 403', async () => {
      const current = (await getProfile()).profile_pic_url!;
      const tampered = current.replace(
        /sig=([^&]+)/,
        (_m, s: string) => `sig=${s.split('').reverse().join('')}`,
      );
      expectEnvelope(await t.inject({ method: 'GET', url: tampered }), 403, commonMessages.uploadLinkInvalid);
    });
  });
});
