import { commonMessages } from '@care/contracts/common/messages';
import { profileMessages as pm } from '@care/contracts/patient/messages';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPatientToken } from '../src/lib/tokens.ts';
import {
  bearer,
  createTestApp,
  DEMO,
  expectEnvelope,
  type RegisteredPatient,
  type TestApp,
  tinyPng,
} from './helpers/test-app.ts';

type Profile = Record<string, unknown> & { patient_id: string; profile_pic: string | null };

describe('one patient cannot reach another', () => {
  let t: TestApp;
  let demoToken: string;
  let other: RegisteredPatient;
  let demoBefore: Profile;
  let demoPicture: string;

  beforeAll(async () => {
    t = await createTestApp();
    demoToken = await t.signIn();
    other = await t.registerPatient();

    // The demo patient has a profile picture.
    const signed = await t.inject({
      method: 'GET',
      url: '/api/s3/get-singed-url?filename=me&ext=png&folder_name=patient',
      headers: bearer(demoToken),
    });
    const { url, file_path } = signed.json().data;
    const put = await t.inject({
      method: 'PUT',
      url,
      payload: tinyPng(),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.statusCode).toBe(200);
    const saved = await t.inject({
      method: 'POST',
      url: '/api/patient/profile/save',
      headers: bearer(demoToken),
      payload: { name: 'Ananya Sharma', profile_pic: file_path },
    });
    expect(saved.statusCode).toBe(200);
    demoPicture = file_path;
    demoBefore = await profile(demoToken);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function profile(token: string): Promise<Profile> {
    const res = await t.inject({ method: 'GET', url: '/api/patient/profile', headers: bearer(token) });
    return expectEnvelope<Profile>(res, 200, commonMessages.ok).data;
  }
  const save = (token: string, payload: object) =>
    t.inject({ method: 'POST', url: '/api/patient/profile/save', headers: bearer(token), payload });

  it("each token reads only its own patient's profile", async () => {
    const mine = await profile(other.token);
    expect(mine.patient_id).toBe(other.patient.patient_id);
    expect(mine.phone).toBe(other.phone);
    expect(mine.patient_id).not.toBe(DEMO.patientCode);
    expect(demoBefore.patient_id).toBe(DEMO.patientCode);
    expect(demoBefore.profile_pic).toBe(demoPicture);
  });

  it("a profile save changes only the caller's profile, whatever ids the body carries", async () => {
    const res = await save(other.token, {
      name: 'Intruder Person',
      patient_id: DEMO.patientCode,
      _id: DEMO.patientCode,
      phone: DEMO.phone,
      email: DEMO.email,
      tribe: ['Grief Support'],
    });
    const body = expectEnvelope<Profile>(res, 200, pm.updated);
    expect(body.data).toMatchObject({
      patient_id: other.patient.patient_id,
      phone: other.phone,
      email: other.email,
      name: { firstName: 'Intruder', lastName: 'Person' },
    });
    expect(await profile(demoToken)).toEqual(demoBefore);
  });

  it("cannot use the other patient's uploaded file as a picture", async () => {
    expectEnvelope(
      await save(other.token, { name: 'Intruder Person', profile_pic: demoPicture }),
      400,
      pm.picNotUploaded,
    );
    expect((await profile(other.token)).profile_pic).toBeNull();
    expect(await profile(demoToken)).toEqual(demoBefore);
  });

  it("removing one's own picture leaves the other's in place", async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/patient/remove-profile-pic',
      headers: bearer(other.token),
    });
    expectEnvelope(res, 200, pm.picRemoved);
    const demo = await profile(demoToken);
    expect(demo.profile_pic).toBe(demoPicture);
    const image = await t.inject({ method: 'GET', url: demo.profile_pic_url as string });
    expect(image.statusCode).toBe(200);
  });

  it('a token naming the other patient but not signed by the server is refused', async () => {
    const claims = JSON.parse(Buffer.from(demoToken.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      ep: number;
    };
    const forged = await new SignJWT({ typ: 'patient', ep: claims.ep })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('care-api')
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode('guessed-secret-guessed-secret-guessed'));
    expectEnvelope(
      await t.inject({ method: 'GET', url: '/api/patient/profile', headers: bearer(forged) }),
      401,
      commonMessages.sessionExpired,
    );
    // An unsigned token ("alg": "none") with the same claims.
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${demoToken.split('.')[1]}.`;
    expectEnvelope(
      await t.inject({ method: 'GET', url: '/api/patient/profile', headers: bearer(none) }),
      401,
      commonMessages.sessionExpired,
    );
    // A server-signed token for a patient id that is not an account (the lab record or a random id).
    const stranger = await signPatientToken(t.app.deps.tokenKeys, crypto.randomUUID(), 0);
    expectEnvelope(
      await t.inject({ method: 'GET', url: '/api/patient/profile', headers: bearer(stranger) }),
      401,
      commonMessages.sessionExpired,
    );
  });
});
