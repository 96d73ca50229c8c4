import { otpMessages } from '@care/contracts/auth/messages';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { discardOtp } from './otp.ts';

/** Texts a code; one that could not be sent is forgotten, so it does not count against the patient's limit. */
export async function sendCode(
  deps: Pick<Deps, 'sms' | 'db'>,
  request: FastifyRequest,
  otpId: string,
  phone: string,
  text: string,
) {
  try {
    await deps.sms.send(phone, text);
  } catch (err) {
    request.log.error({ err }, 'sms send failed');
    await discardOtp(deps.db, otpId);
    throw new AppError(502, otpMessages.sendFailed);
  }
}
