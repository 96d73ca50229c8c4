import { otpMessages as om, signUpMessages as su } from '@care/contracts/auth/messages';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { commonMessages } from '@care/contracts/common/messages';
import { profileMessages as pm } from '@care/contracts/patient/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPhoneToken } from '../src/lib/tokens.ts';
import {
  bearer,
  createTestApp,
  DEMO,
  expectEnvelope,
  LAB,
  registerPayload,
  STRONG_PASSWORD,
  type TestApp,
} from './helpers/test-app.ts';

type Session = { token: string; patient: Record<string, unknown> };

describe('sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = t.nextIp()) =>
    t.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

  it.each([
    ['token in the body', 'body'],
    ['token in the `token` header', 'header'],
  ] as const)('runs the whole flow with the send-otp %s', async (_label, where) => {
    const phone = t.nextPhone();
    const email = `new.${where}@example.com`;
    const before = Date.now();

    const sent = await post('/api/patient/send-otp', { phone });
    const sentBody = expectEnvelope<{ token: string }>(sent, 200, om.sent);
    expect(sentBody.data.token).toEqual(expect.any(String));

    const outbox = t.readOutbox().filter((m) => m.to === phone);
    expect(outbox).toHaveLength(1);
    expect(Object.keys(outbox[0]!).sort()).toEqual(['at', 'text', 'to']);
    expect(outbox[0]!.text).toMatch(/^\d{5} is your verification code/);
    expect(Date.parse(outbox[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
    const code = t.lastCode(phone);
    expect(code).toMatch(/^\d{5}$/);

    const validated = await post(
      '/api/patient/validate-otp',
      where === 'body' ? { phone, otp: code, token: sentBody.data.token } : { phone, otp: code },
      where === 'header' ? { token: sentBody.data.token } : {},
    );
    const v = expectEnvelope<{ token: string; patient_exists: boolean }>(validated, 200, om.validated);
    expect(v.data.patient_exists).toBe(false);
    const phoneToken = v.data.token;

    const exists = await post('/api/patient/check-patient-exists', { phone, email }, bearer(phoneToken));
    expect(expectEnvelope(exists, 200, om.newPatient).data).toEqual({});

    const lmp = addDays(todayIso(), where === 'body' ? -63 : -280);
    const registered = await post(
      '/api/patient/auth/register',
      registerPayload({ phone, email, lmp }),
      bearer(phoneToken),
    );
    const r = expectEnvelope<Session>(registered, 201, om.registered);
    expect(r.data.patient).toMatchObject({
      name: { firstName: 'Meera', lastName: 'Iyer' },
      email,
      phone,
      gender: 'female',
      dob: '1995-06-01',
      interest: ['Pregnancy & Reproductive Wellness', 'At Ease'],
      tribe: ['Anxiety Support'],
      conceive_status: 'Already Conceived',
      lmp,
      // Whole weeks since the LMP plus 1 (63 days: 10); 280 days, the last accepted, stays at week 40.
      week: where === 'body' ? 10 : 40,
    });
    // New Patient IDs come from the sequence, above the lab's existing ones.
    expect(r.data.patient.patient_id).toMatch(/^P-2\d{5}$/);

    const profile = await t.inject({
      method: 'GET',
      url: '/api/patient/profile',
      headers: bearer(r.data.token),
    });
    const p = expectEnvelope<Record<string, unknown>>(profile, 200, commonMessages.ok);
    expect(p.data).toMatchObject({ phone, email, patient_id: r.data.patient.patient_id });

    // The new account signs in with its password.
    const signIn = await post('/api/patient/auth/sign-in', { username: phone, password: STRONG_PASSWORD });
    expectEnvelope(signIn, 200);

    // And the phone cannot start a second sign-up.
    expectEnvelope(await post('/api/patient/send-otp', { phone }), 409, om.patientAlreadyExists);
  });

  it('send-otp refuses an already registered phone', async () => {
    const res = await post('/api/patient/send-otp', { phone: DEMO.phone });
    expectEnvelope(res, 409, om.patientAlreadyExists);
    expect(t.readOutbox().filter((m) => m.to === DEMO.phone)).toHaveLength(0);
  });

  it.each([
    ['no phone', {}, su.phoneRequired],
    ['an empty phone', { phone: '' }, su.phoneRequired],
    ['a short phone', { phone: '98765' }, su.phoneInvalid],
    ['a phone starting with 5', { phone: '5876543210' }, su.phoneInvalid],
    ['an 11-digit phone', { phone: '98765432100' }, su.phoneInvalid],
  ])('send-otp answers 400 for %s', async (_label, payload, message) => {
    expectEnvelope(await post('/api/patient/send-otp', payload), 400, message);
  });

  it('validate-otp asks for the OTP when it is empty', async () => {
    expectEnvelope(
      await post('/api/patient/validate-otp', { phone: t.nextPhone(), otp: '' }),
      400,
      su.otpMissing,
    );
  });

  it('check-patient-exists answers 409 with {reason} for a taken e-mail or phone', async () => {
    const { phone, phoneToken } = await t.verifyPhone();
    const takenEmail = await post(
      '/api/patient/check-patient-exists',
      { phone, email: 'DEMO@example.com' },
      bearer(phoneToken),
    );
    expectEnvelope(takenEmail, 409, { reason: om.emailTaken });

    // A phone token for the demo's phone (send-otp would never issue one; the check still holds).
    const demoToken = await signPhoneToken(t.app.deps.tokenKeys, DEMO.phone);
    const takenPhone = await post(
      '/api/patient/check-patient-exists',
      { phone: DEMO.phone, email: 'fresh@example.com' },
      bearer(demoToken),
    );
    expectEnvelope(takenPhone, 409, { reason: om.phoneTaken });

    // Registering with the taken e-mail is refused as well.
    const register = await post(
      '/api/patient/auth/register',
      registerPayload({ phone, email: DEMO.email }),
      bearer(phoneToken),
    );
    expectEnvelope(register, 409, om.emailTaken);
  });

  it('links a lab record by Patient ID', async () => {
    const ip = t.nextIp();
    const sent = await post('/api/patient/send-otp', { phone: LAB.phone }, {}, ip);
    expectEnvelope(sent, 200, om.sent);
    const validated = await post(
      '/api/patient/validate-otp',
      { phone: LAB.phone, otp: t.lastCode(LAB.phone), token: sent.json().data.token },
      {},
      ip,
    );
    const v = expectEnvelope<{ token: string; patient_exists: boolean }>(
      validated,
      200,
      om.validatedLinkPatient,
    );
    expect(v.data.patient_exists).toBe(true);
    const auth = bearer(v.data.token);

    const wrong = await post(
      '/api/patient/verify-dtrf-patient',
      { phone: LAB.phone, patient_id: 'P-999999' },
      auth,
    );
    expectEnvelope(wrong, 404, om.patientIdMismatch);
    // The demo's Patient ID with the lab phone does not match either.
    expectEnvelope(
      await post(
        '/api/patient/verify-dtrf-patient',
        { phone: LAB.phone, patient_id: DEMO.patientCode },
        auth,
      ),
      404,
      om.patientIdMismatch,
    );
    expectEnvelope(
      await post('/api/patient/verify-dtrf-patient', { phone: LAB.phone, patient_id: '' }, auth),
      400,
      su.patientIdRequired,
    );

    const linked = await post(
      '/api/patient/verify-dtrf-patient',
      { phone: LAB.phone, patient_id: LAB.patientCode.toLowerCase() },
      auth,
    );
    const l = expectEnvelope<Record<string, unknown>>(linked, 200, om.patientLinked);
    expect(l.data).toEqual({
      patient_id: LAB.patientCode,
      name: { firstName: LAB.firstName, lastName: LAB.lastName },
      email: LAB.email,
      gender: LAB.gender,
      dob: LAB.dob,
    });

    const registered = await post(
      '/api/patient/auth/register',
      registerPayload({
        phone: LAB.phone,
        email: LAB.email,
        fname: LAB.firstName,
        lname: LAB.lastName,
        dob: LAB.dob,
        interest: ['At Ease'],
        conceive_status: null,
        lmp: null,
        patient_id: LAB.patientCode,
      }),
      auth,
    );
    const r = expectEnvelope<Session>(registered, 201, om.registered);
    expect(r.data.patient).toMatchObject({
      patient_id: LAB.patientCode,
      phone: LAB.phone,
      email: LAB.email,
      interest: ['At Ease'],
      conceive_status: null,
      lmp: null,
      week: 0,
    });

    // The record is now an account: no second lab link, no second sign-up.
    expectEnvelope(
      await post('/api/patient/verify-dtrf-patient', { phone: LAB.phone, patient_id: LAB.patientCode }, auth),
      404,
      om.patientIdMismatch,
    );
    expectEnvelope(await post('/api/patient/send-otp', { phone: LAB.phone }), 409, om.patientAlreadyExists);
  });

  it('register with a Patient ID of another phone answers 404', async () => {
    const { phone, phoneToken } = await t.verifyPhone();
    const res = await post(
      '/api/patient/auth/register',
      registerPayload({ phone, email: 'other.lab@example.com', patient_id: 'P-100001' }),
      bearer(phoneToken),
    );
    expectEnvelope(res, 404, om.patientIdMismatch);
  });

  describe('register validation', () => {
    const base = registerPayload({ phone: '7000000001', email: 'valid@example.com' });
    const cases: [string, Record<string, unknown>, string][] = [
      ['no first name', { fname: '' }, su.firstNameRequired],
      ['a missing first name', { fname: undefined }, su.firstNameRequired],
      ['a one-letter first name', { fname: 'M' }, su.firstNameRequired],
      ['digits in the first name', { fname: 'Me3ra' }, su.alphabetOnly],
      ['a space in the first name', { fname: 'Me era' }, su.alphabetOnly],
      ['no last name', { lname: '' }, su.lastNameRequired],
      ['symbols in the last name', { lname: 'Iyer!' }, su.alphabetOnly],
      ['no phone', { phone: '' }, su.phoneRequired],
      ['an invalid phone', { phone: '1234567890' }, su.phoneInvalid],
      ['no e-mail', { email: '' }, su.emailRequired],
      ['an invalid e-mail', { email: 'meera@' }, su.emailInvalid],
      ['a password without a symbol', { password: 'password123' }, su.passwordWeak],
      ['a password without a digit', { password: 'password@abc' }, su.passwordWeak],
      ['a short password', { password: 'pa@1' }, su.passwordWeak],
      ['no password and no provider', { password: null }, su.passwordRequired],
      ['no gender', { gender: undefined }, su.genderRequired],
      ['an unknown gender', { gender: 'robot' }, su.genderRequired],
      ['no date of birth', { dob: '' }, su.dobRequired],
      ['a date of birth that is not a date', { dob: '1995-02-30' }, su.dobRequired],
      ['a date of birth under 18', { dob: addDays(todayIso(), -6573) }, su.dobTooYoung],
      ['no interest', { interest: [] }, su.interestRequired],
      ['an unknown interest', { interest: ['Cooking'] }, su.interestRequired],
      ['pregnancy interest without a stage', { conceive_status: null, lmp: null }, su.stageRequired],
      ['"I am pregnant" without an LMP', { lmp: null }, su.lmpRequired],
      ['an LMP 281 days ago', { lmp: addDays(todayIso(), -281) }, su.lmpOutOfRange],
      ['an LMP in the future', { lmp: addDays(todayIso(), 1) }, su.lmpOutOfRange],
    ];
    it.each(cases)('answers 400 for %s', async (_label, change, message) => {
      const res = await post('/api/patient/auth/register', { ...base, ...change });
      expectEnvelope(res, 400, message);
    });

    it('accepts a date of birth exactly 18 years (6574 days) back, and a comma-joined interest', async () => {
      const { phone, phoneToken } = await t.verifyPhone();
      const dob = addDays(todayIso(), -6574);
      const res = await post(
        '/api/patient/auth/register',
        registerPayload({
          phone,
          email: 'just18@example.com',
          dob,
          interest: 'At Ease,General Wellness',
          conceive_status: null,
          lmp: null,
          tribe: 'Grief Support,Queer Support',
        }),
        bearer(phoneToken),
      );
      const body = expectEnvelope<Session>(res, 201, om.registered);
      expect(body.data.patient).toMatchObject({
        dob,
        interest: ['At Ease', 'General Wellness'],
        tribe: ['Grief Support', 'Queer Support'],
        week: 0,
      });
    });

    it('refuses the pregnancy interest for a man, then registers him without it', async () => {
      const { phone, phoneToken } = await t.verifyPhone();
      const man = {
        phone,
        email: 'rahul@example.com',
        fname: 'Rahul',
        lname: 'Verma',
        gender: 'male',
        conceive_status: 'Looking to Conceived',
        lmp: null,
      };
      const refused = await post('/api/patient/auth/register', registerPayload(man), bearer(phoneToken));
      expectEnvelope(refused, 400, pm.pregnancyForWomenOnly);

      const ok = await post(
        '/api/patient/auth/register',
        registerPayload({ ...man, interest: ['At Ease'], conceive_status: null }),
        bearer(phoneToken),
      );
      const body = expectEnvelope<Session>(ok, 201, om.registered);
      expect(body.data.patient).toMatchObject({
        gender: 'male',
        interest: ['At Ease'],
        conceive_status: null,
      });
    });

    it('a stage other than "I am pregnant" keeps no LMP', async () => {
      const { phone, phoneToken } = await t.verifyPhone();
      const res = await post(
        '/api/patient/auth/register',
        registerPayload({
          phone,
          email: 'trying@example.com',
          conceive_status: 'Looking to Conceived',
          lmp: addDays(todayIso(), -20),
        }),
        bearer(phoneToken),
      );
      const body = expectEnvelope<Session>(res, 201, om.registered);
      expect(body.data.patient).toMatchObject({
        conceive_status: 'Looking to Conceived',
        lmp: null,
        lmp_as_of: null,
        week: 0,
      });
    });
  });
});
