import { RESET_OTP_LENGTH } from '@care/contracts/auth/constants';
import { forgotPasswordMessages as fp, otpMessages as om } from '@care/contracts/auth/messages';
import { resetPasswordBody, sendResetOtpBody } from '@care/contracts/auth/schemas';
import { envelope } from '@care/contracts/common/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ok } from '../../lib/reply.ts';
import { findAccountByPhone, setPasswordAndEndSessions } from '../patient/index.ts';
import { consumeOtp, issueOtp } from './otp.ts';
import { sendCode } from './send-code.ts';
import { clearSignInTries, throttleKey } from './sign-in-throttle.ts';

const tags = ['auth'];
// Tighter per-address limits on the calls an attacker would hammer.
const strict = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const empty = z.object({});

/** Password reset by a code texted to the account's phone; ends every earlier session. */
export async function passwordResetRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

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
      });
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
      await consumeOtp(deps, { purpose: 'reset', phone, code: otp });
      if (!account) throw new AppError(400, om.invalid);
      await setPasswordAndEndSessions(deps.db, account.id, await hashPassword(password), deps.clock.now());
      await clearSignInTries(deps.db, throttleKey(account, phone));
      return ok(reply, fp.resetDone, {});
    },
  );
}
