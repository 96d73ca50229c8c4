import { SIGNUP_OTP_LENGTH } from '@care/contracts/auth/constants';
import { otpMessages as om, socialMessages, signUpMessages as su } from '@care/contracts/auth/messages';
import {
  checkPatientExistsBody,
  linkedPatientData,
  registerBody,
  registerQuery,
  sendOtpBody,
  sendOtpData,
  sessionData,
  validateOtpBody,
  validateOtpData,
  verifyDtrfPatientBody,
} from '@care/contracts/auth/schemas';
import { todayIso } from '@care/contracts/common/dates';
import { envelope } from '@care/contracts/common/envelope';
import { profileMessages as pm } from '@care/contracts/patient/messages';
import { pregnancyChoice, pregnancyInterestAllowed } from '@care/contracts/patient/rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SocialIdentity } from '../../adapters/social/social-verifier.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ok } from '../../lib/reply.ts';
import { requestStorage } from '../../lib/site-url.ts';
import { signPhoneToken } from '../../lib/tokens.ts';
import {
  findAccountByEmail,
  findAccountByPhone,
  findAccountBySocialId,
  findLabRecord,
  findLabRecordByPhone,
  insertPatient,
  nextPatientCode,
  type PatientRow,
  updatePatient,
} from '../patient/index.ts';
import { consumeOtp, issueOtp } from './otp.ts';
import { sendCode } from './send-code.ts';
import { startSession, verifySocial } from './session.ts';
import { verifiedPhone } from './verified-phone.ts';

/** These sign-up calls carry the phone-verification token from validate-otp as a bearer token. */
const phoneTokenSecurity = [{ phoneToken: [] }];
const tags = ['auth'];
// Tighter per-address limits on the calls an attacker would hammer.
const strict = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const empty = z.object({});

/** Sign-up: the phone is verified by a code, then the account is created (or a lab record linked). */
export async function signUpRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  app.post(
    '/patient/send-otp',
    {
      config: strict(10),
      schema: {
        tags,
        summary: 'Send a 5-digit sign-up code to a phone',
        body: sendOtpBody,
        response: { 200: envelope(sendOtpData) },
      },
    },
    async (request, reply) => {
      const { phone } = request.body;
      if (await findAccountByPhone(deps.db, phone)) throw conflict(om.patientAlreadyExists);
      const otp = await issueOtp(deps, {
        purpose: 'signup',
        phone,
        ip: request.ip,
        length: SIGNUP_OTP_LENGTH,
      });
      await sendCode(
        deps,
        request,
        otp.id,
        phone,
        `${otp.code} is your verification code to sign up. It is valid for 10 minutes. Do not share it with anyone.`,
      );
      return ok(reply, om.sent, { token: otp.id });
    },
  );

  app.post(
    '/patient/validate-otp',
    {
      config: strict(20),
      schema: {
        tags,
        summary: 'Check the sign-up code; answers a phone-verification token for the registration calls',
        body: validateOtpBody,
        response: { 200: envelope(validateOtpData) },
      },
    },
    async (request, reply) => {
      const { phone, otp } = request.body;
      const headerToken = request.headers.token;
      const requestId = request.body.token ?? (typeof headerToken === 'string' ? headerToken : undefined);
      await consumeOtp(deps, { purpose: 'signup', phone, code: otp, requestId });
      const token = await signPhoneToken(deps.tokenKeys, phone);
      const labRecord = await findLabRecordByPhone(deps.db, phone);
      return ok(reply, labRecord ? om.validatedLinkPatient : om.validated, {
        token,
        patient_exists: Boolean(labRecord),
      });
    },
  );

  app.post(
    '/patient/check-patient-exists',
    {
      schema: {
        tags,
        summary: 'Before registering: is this phone or e-mail already an account? (bearer: phone token)',
        security: phoneTokenSecurity,
        body: checkPatientExistsBody,
        response: { 200: envelope(empty) },
      },
    },
    async (request, reply) => {
      const { phone, email } = request.body;
      await verifiedPhone(request, phone, su.verifyPhoneToSignUp);
      if (await findAccountByPhone(deps.db, phone)) throw conflict({ reason: om.phoneTaken });
      if (await findAccountByEmail(deps.db, email)) throw conflict({ reason: om.emailTaken });
      return ok(reply, om.newPatient, {});
    },
  );

  app.post(
    '/patient/verify-dtrf-patient',
    {
      config: strict(10),
      schema: {
        tags,
        summary: 'Link sign-up to an existing lab record by Patient ID (bearer: phone token)',
        security: phoneTokenSecurity,
        body: verifyDtrfPatientBody,
        response: { 200: envelope(linkedPatientData) },
      },
    },
    async (request, reply) => {
      const { phone, patient_id } = request.body;
      await verifiedPhone(request, phone, su.verifyPhoneToSignUp);
      const row = await findLabRecord(deps.db, phone, patient_id);
      if (!row) throw notFound(om.patientIdMismatch);
      return ok(reply, om.patientLinked, {
        patient_id: row.patientCode,
        name: { firstName: row.firstName, lastName: row.lastName },
        email: row.email,
        gender: row.gender as z.infer<typeof linkedPatientData>['gender'],
        dob: row.dob,
      });
    },
  );

  app.post(
    '/patient/auth/register',
    {
      config: strict(10),
      schema: {
        tags,
        summary:
          'Create the account (bearer: phone token); ?type=google|facebook with provider {type, id: token}',
        security: phoneTokenSecurity,
        querystring: registerQuery,
        body: registerBody,
        response: { 201: envelope(sessionData) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await verifiedPhone(request, body.phone, su.verifyPhoneToSignUp);
      const providerType = request.query.type ?? body.provider?.type;
      let identity: SocialIdentity | null = null;
      if (providerType) {
        if (!body.provider || body.provider.type !== providerType)
          throw badRequest(socialMessages.signUpAgain);
        identity = await verifySocial(deps, providerType, body.provider.id);
        if (await findAccountBySocialId(deps.db, identity.provider, identity.id))
          throw conflict(om.phoneTaken);
      } else if (!body.password) {
        throw badRequest(su.passwordRequired);
      }
      if (!pregnancyInterestAllowed(body.gender, body.interest)) throw badRequest(pm.pregnancyForWomenOnly);
      if (await findAccountByPhone(deps.db, body.phone)) throw conflict(om.patientAlreadyExists);
      if (await findAccountByEmail(deps.db, body.email)) throw conflict(om.emailTaken);

      const now = deps.clock.now();
      const values = {
        firstName: body.fname,
        lastName: body.lname,
        email: body.email,
        phone: body.phone,
        passwordHash: body.password ? await hashPassword(body.password) : null,
        gender: body.gender,
        dob: body.dob,
        interest: body.interest,
        tribe: body.tribe,
        ...pregnancyChoice(body, { lmp: body.lmp ?? null, lmpAsOf: body.lmp_as_of ?? null }, todayIso(now)),
        googleId: identity?.provider === 'google' ? identity.id : null,
        facebookId: identity?.provider === 'facebook' ? identity.id : null,
        registeredAt: now,
      };
      let row: PatientRow;
      if (body.patient_id) {
        // Linking: the lab record becomes the account, keeping its Patient ID.
        const lab = await findLabRecord(deps.db, body.phone, body.patient_id);
        if (!lab) throw notFound(om.patientIdMismatch);
        row = await updatePatient(deps.db, lab.id, values, now);
      } else {
        row = await insertPatient(deps.db, { ...values, patientCode: await nextPatientCode(deps.db) }).catch(
          (err) => {
            // Two registrations racing for one phone or e-mail: the unique index decides.
            if (String(err?.cause?.code ?? err?.code) === '23505') throw conflict(om.patientAlreadyExists);
            throw err;
          },
        );
      }
      return ok(reply, om.registered, await startSession(deps, row, requestStorage(request)), 201);
    },
  );
}
