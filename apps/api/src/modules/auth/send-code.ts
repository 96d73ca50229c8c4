import { otpMessages } from '@care/contracts/auth/messages';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { sendAtOnce } from '../outbox/index.ts';
import { discardOtp } from './otp.ts';

/**
 * Texts a code at once (not through the outbox's retries: a late code is no use, the patient asks
 * again), recorded in the outbox without its text. One that could not be sent is forgotten, so it
 * does not count against the patient's limit.
 */
export async function sendCode(
  deps: Pick<Deps, 'sms' | 'email' | 'db' | 'clock'>,
  request: FastifyRequest,
  otpId: string,
  phone: string,
  text: string,
) {
  try {
    await sendAtOnce(deps, { to: phone, text, purpose: 'otp' });
  } catch (err) {
    request.log.error({ err }, 'sms send failed');
    await discardOtp(deps.db, otpId);
    throw new AppError(502, otpMessages.sendFailed);
  }
}
