import { RESET_OTP_LENGTH } from '@care/contracts/auth/constants';
import { forgotPasswordMessages as fp, otpMessages as om } from '@care/contracts/auth/messages';
import { resetByLinkBody, resetPasswordBody, sendResetOtpBody } from '@care/contracts/auth/schemas';
import { envelope } from '@care/contracts/common/envelope';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ok } from '../../lib/reply.ts';
import { deliverNow } from '../outbox/index.ts';
import {
  findAccountById,
  findAccountByPhone,
  type PatientRow,
  setPasswordAndEndSessions,
  setPasswordAtEpoch,
} from '../patient/index.ts';
import { CodesPausedError, consumeOtp, issueOtp, RESET_CAPS } from './otp.ts';
import { emailResetLink, linkStillFits, queueCodesBurnedNotice, readResetLink } from './reset-link.ts';
import { sendCode } from './send-code.ts';
import { clearSignInTries, throttleKey } from './sign-in-throttle.ts';

const tags = ['auth'];
// Tighter per-address limits on the calls an attacker would hammer.
const strict = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const empty = z.object({});

/**
 * Password reset by a code texted to the account's phone, or by a link e-mailed to it when codes
 * are paused for the account (caps per day and per 30 days, otp.ts); ends every earlier session.
 */
export async function passwordResetRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  /**
   * Codes are paused for this number: its account (if any, and if it has an e-mail address) is
   * e-mailed a link, so the owner is never locked out. The answer is the same either way.
   */
  const whenPaused = (account: PatientRow | null, log: FastifyBaseLogger) => async (err: unknown) => {
    if (err instanceof CodesPausedError && account) await emailResetLink(deps, log, account);
    throw err;
  };

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
      const otp = await issueOtp(deps, {
        purpose: 'reset',
        phone,
        ip: request.ip,
        length: RESET_OTP_LENGTH,
        caps: RESET_CAPS,
      }).catch(whenPaused(account, request.log));
      if (account) {
        await sendCode(
          deps,
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
      await consumeOtp(deps, {
        purpose: 'reset',
        phone,
        code: otp,
        caps: RESET_CAPS,
        // The owner hears when the day's cap is reached (never for a number without an account).
        notify: account
          ? {
              queue: (tx, now) => queueCodesBurnedNotice(deps, tx, account, now),
              send: (ids) => deliverNow(deps, request.log, ids),
            }
          : undefined,
      }).catch(whenPaused(account, request.log));
      if (!account) throw new AppError(400, om.invalid);
      await setPasswordAndEndSessions(deps.db, account.id, await hashPassword(password), deps.clock.now());
      await clearSignInTries(deps.db, throttleKey(account, phone));
      return ok(reply, fp.resetDone, {});
    },
  );

  // Ours (the spec has no such call): the web page the e-mailed link opens sends its token here.
  app.post(
    '/patient/auth/password/reset-by-link',
    {
      config: strict(20),
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed reset link; ends every earlier session',
        body: resetByLinkBody,
        response: { 200: envelope(empty) },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const link = await readResetLink(deps.tokenKeys, token, deps.clock.now());
      const account = link && (await findAccountById(deps.db, link.patientId));
      if (!link || !account || !linkStillFits(deps.tokenKeys, link, account)) {
        throw new AppError(400, fp.linkInvalid);
      }
      const passwordHash = await hashPassword(password);
      // The epoch moves with the password, so of two requests with one link only one sets it.
      if (!(await setPasswordAtEpoch(deps.db, account.id, link.epoch, passwordHash, deps.clock.now()))) {
        throw new AppError(400, fp.linkInvalid);
      }
      await clearSignInTries(deps.db, throttleKey(account, account.phone));
      return ok(reply, fp.resetDone, {});
    },
  );
}
