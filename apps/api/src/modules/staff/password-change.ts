import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import type { staffPasswordBody } from '@care/contracts/staff/schemas';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { badRequest, tooMany, unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { clearSignInTries, takeSignInTry } from '../auth/index.ts';
import { findStaffById, type StaffRow, setStaffPassword } from './repository.ts';
import { staffThrottleKey } from './sign-in.ts';
import { useTotpCode } from './totp-code.ts';

/**
 * A signed-in staff member's new password: the current one and a fresh TOTP code are checked
 * (the try counted by the sign-in throttle first, so a stolen session cannot guess the password
 * faster than sign-in could), then the password is set and every session ends, this one too;
 * the answer carries the token of a new one.
 */
export async function changeStaffPassword(
  deps: Pick<Deps, 'db' | 'clock' | 'tokenKeys'>,
  staffId: string,
  body: z.infer<typeof staffPasswordBody>,
): Promise<StaffRow> {
  const now = deps.clock.now();
  const account = await findStaffById(deps.db, staffId);
  if (!account) throw unauthorized(m.sessionExpired);
  const key = staffThrottleKey(account, account.email);
  if (!(await takeSignInTry(deps.db, key, now))) throw tooMany(m.tooManyTries);
  if (!(await verifyPassword(body.current_password, account.passwordHash)))
    throw badRequest(m.currentPasswordWrong);
  const code = await useTotpCode(deps, account, body.code, now);
  if (code === 'wrong') throw badRequest(m.codeWrong);
  if (code === 'used') throw badRequest(m.codeUsed);
  const changed = await setStaffPassword(deps.db, account.id, await hashPassword(body.new_password));
  if (!changed) throw unauthorized(m.sessionExpired);
  await clearSignInTries(deps.db, key);
  return changed;
}
