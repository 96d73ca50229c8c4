import { RESET_OTP_LENGTH, SIGNUP_OTP_LENGTH, type SocialProvider } from '@care/contracts/auth/constants';
import {
  forgotPasswordMessages as fp,
  loginMessages as lm,
  otpMessages as om,
  signUpMessages as su,
} from '@care/contracts/auth/messages';
import {
  checkPatientExistsBody,
  linkedPatientData,
  normaliseUsername,
  registerBody,
  registerQuery,
  resetPasswordBody,
  sendOtpBody,
  sendOtpData,
  sendResetOtpBody,
  sessionData,
  signInBody,
  signInQuery,
  socialSignInBody,
  validateOtpBody,
  validateOtpData,
  verifyDtrfPatientBody,
} from '@care/contracts/auth/schemas';
import { todayIso } from '@care/contracts/common/dates';
import { envelope } from '@care/contracts/common/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SocialIdentity } from '../../adapters/social/social-verifier.ts';
import { AppError, badRequest, conflict, notFound, tooMany, unauthorized } from '../../lib/errors.ts';
import { parseOr400 } from '../../lib/parse.ts';
import { ok } from '../../lib/reply.ts';
import { presentPatient } from '../patient/present.ts';
import {
  findAccountByEmail,
  findAccountByPhone,
  findAccountBySocialId,
  findLabRecord,
  findLabRecordByPhone,
  insertPatient,
  nextPatientCode,
  type PatientRow,
  setPasswordAndEndSessions,
  updatePatient,
} from '../patient/repository.ts';
import { verifiedPhone } from './authenticate.ts';
import { consumeOtp, discardOtp, issueOtp } from './otp.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clearSignInTries, takeSignInTry, throttleKey } from './sign-in-throttle.ts';
import { signPatientToken, signPhoneToken } from './tokens.ts';

const tags = ['auth'];
const empty = z.object({});
// Tighter per-address limits on the calls an attacker would hammer.
const strict = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export async function authRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  async function session(row: PatientRow) {
    return {
      token: await signPatientToken(deps.tokenKeys, row.id, row.sessionEpoch),
      patient: await presentPatient(row, deps.storage),
    };
  }

  async function verifySocial(provider: SocialProvider, token: string): Promise<SocialIdentity> {
    const verifier = deps.social[provider];
    if (!verifier)
      throw badRequest(`${provider === 'google' ? 'Google' : 'Facebook'} sign-in is not available.`);
    const identity = await verifier.verify(token);
    if (!identity) throw unauthorized('We could not verify your social account. Please try again.');
    return identity;
  }

  app.post(
    '/patient/auth/sign-in',
    {
      config: strict(20),
      schema: {
        tags,
        summary: 'Sign in with e-mail or phone and password, or (?type=social) with a Google/Facebook token',
        querystring: signInQuery,
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelope(sessionData) },
      },
    },
    async (request, reply) => {
      if (request.query.type === 'social') {
        const body = parseOr400(socialSignInBody, request.body);
        const identity = await verifySocial(body.provider, body.id);
        const row = await findAccountBySocialId(deps.db, identity.provider, identity.id);
        if (!row?.registeredAt) throw notFound(lm.socialNotLinked);
        return ok(reply, lm.signedIn, await session(row));
      }
      const body = parseOr400(signInBody, request.body);
      const who = normaliseUsername(body.username);
      const row = who.email
        ? await findAccountByEmail(deps.db, who.email)
        : await findAccountByPhone(deps.db, who.phone!);
      // The try is counted before the password is checked (see sign-in-throttle.ts).
      const key = throttleKey(row, who.email ?? who.phone!);
      if (!(await takeSignInTry(deps.db, key))) throw tooMany(lm.tooManyAttempts);
      // verifyPassword spends the same time when there is no account, and the answer is the same.
      if (!(await verifyPassword(body.password, row?.passwordHash ?? null)) || !row) {
        throw unauthorized(lm.badCredentials);
      }
      await clearSignInTries(deps.db, key);
      return ok(reply, lm.signedIn, await session(row));
    },
  );

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
      const otp = await issueOtp(deps.db, deps.otpSecret, {
        purpose: 'signup',
        phone,
        ip: request.ip,
        length: SIGNUP_OTP_LENGTH,
      });
      await sendOrDiscard(
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
      await consumeOtp(deps.db, deps.otpSecret, { purpose: 'signup', phone, code: otp, requestId });
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
        if (!body.provider || body.provider.type !== providerType) throw badRequest(DEFAULT_SOCIAL_MESSAGE);
        identity = await verifySocial(providerType, body.provider.id);
        if (await findAccountBySocialId(deps.db, identity.provider, identity.id))
          throw conflict(om.phoneTaken);
      } else if (!body.password) {
        throw badRequest(su.passwordRequired);
      }
      if (body.gender !== 'female' && body.interest.includes('Pregnancy & Reproductive Wellness')) {
        throw badRequest('The pregnancy interest is offered to women only.');
      }
      if (await findAccountByPhone(deps.db, body.phone)) throw conflict(om.patientAlreadyExists);
      if (await findAccountByEmail(deps.db, body.email)) throw conflict(om.emailTaken);

      const pregnant = body.conceive_status === 'Already Conceived';
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
        conceiveStatus: body.interest.includes('Pregnancy & Reproductive Wellness')
          ? body.conceive_status
          : null,
        lmp: pregnant ? body.lmp : null,
        lmpAsOf: pregnant ? (body.lmp_as_of ?? todayIso()) : null,
        googleId: identity?.provider === 'google' ? identity.id : null,
        facebookId: identity?.provider === 'facebook' ? identity.id : null,
        registeredAt: new Date(),
      };
      let row: PatientRow;
      if (body.patient_id) {
        // Linking: the lab record becomes the account, keeping its Patient ID.
        const lab = await findLabRecord(deps.db, body.phone, body.patient_id);
        if (!lab) throw notFound(om.patientIdMismatch);
        row = await updatePatient(deps.db, lab.id, values);
      } else {
        row = await insertPatient(deps.db, { ...values, patientCode: await nextPatientCode(deps.db) }).catch(
          (err) => {
            // Two registrations racing for one phone or e-mail: the unique index decides.
            if (String(err?.cause?.code ?? err?.code) === '23505') throw conflict(om.patientAlreadyExists);
            throw err;
          },
        );
      }
      return ok(reply, om.registered, await session(row), 201);
    },
  );

  app.post(
    '/patient/auth/password/send-reset-otp',
    {
      config: strict(10),
      schema: {
        tags,
        summary: 'Send a 4-digit password-reset code',
        body: sendResetOtpBody,
        response: { 200: envelope(empty) },
      },
    },
    async (request, reply) => {
      const phone = request.body.username;
      const account = await findAccountByPhone(deps.db, phone);
      // The same answer whether or not the number has an account: a code is drawn and the
      // limits are counted for every number (so a second request within 30 s answers 429 for
      // both), but only an account's phone is texted; a number without one has no account to
      // reset, so its code can never be used.
      const otp = await issueOtp(deps.db, deps.otpSecret, {
        purpose: 'reset',
        phone,
        ip: request.ip,
        length: RESET_OTP_LENGTH,
      });
      if (account) {
        await sendOrDiscard(
          request,
          otp.id,
          phone,
          `${otp.code} is your code to reset your password. It is valid for 10 minutes. Do not share it with anyone.`,
        );
      }
      return ok(reply, fp.otpSent, {});
    },
  );

  app.post(
    '/patient/auth/password/reset',
    {
      config: strict(20),
      schema: {
        tags,
        summary: 'Set a new password with the reset code; ends every earlier session',
        body: resetPasswordBody,
        response: { 200: envelope(empty) },
      },
    },
    async (request, reply) => {
      const { username: phone, otp, password } = request.body;
      const account = await findAccountByPhone(deps.db, phone);
      await consumeOtp(deps.db, deps.otpSecret, { purpose: 'reset', phone, code: otp });
      if (!account) throw new AppError(400, om.invalid);
      await setPasswordAndEndSessions(deps.db, account.id, await hashPassword(password));
      await clearSignInTries(deps.db, throttleKey(account, phone));
      return ok(reply, fp.resetDone, {});
    },
  );

  /** A code that could not be sent must not count against the patient's limit. */
  async function sendOrDiscard(request: FastifyRequest, otpId: string, phone: string, text: string) {
    try {
      await deps.sms.send(phone, text);
    } catch (err) {
      request.log.error({ err }, 'sms send failed');
      await discardOtp(deps.db, otpId);
      throw new AppError(502, 'We could not send the OTP right now. Please try again in a minute.');
    }
  }
}

const DEFAULT_SOCIAL_MESSAGE = 'Please sign up with Google or Facebook again.';
