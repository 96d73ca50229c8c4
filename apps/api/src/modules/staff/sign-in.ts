import { staffAuthMessages as m } from '@care/contracts/staff/messages';
import type { StaffSignInBody } from '@care/contracts/staff/schemas';
import type { Deps } from '../../deps.ts';
import { badRequest, tooMany, unauthorized } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { clearSignInTries, takeSignInTry, throttleKey } from '../auth/index.ts';
import { findStaffByEmail, type StaffRow } from './repository.ts';
import { useTotpCode } from './totp-code.ts';

// Console sign-in: e-mail, password and a TOTP code. The patients' throttle counts the try
// before anything is checked (at most 5 checks per account in 15 minutes, however many
// requests arrive at once on however many instances), in the same table under keys of its own.
// Every failure reads the same (signInFailed, 401 as the patients' wrong password) whether the
// e-mail is unknown, the password or code wrong, or the account deactivated; only a right
// password with a code already used is told so, as the person at the keyboard can act on it.

/** The throttle's key: the account when the e-mail names one, else the e-mail. */
export const staffThrottleKey = (account: { id: string } | null, email: string) =>
  `staff:${throttleKey(account, email)}`;

export async function signInStaff(
  deps: Pick<Deps, 'db' | 'clock' | 'tokenKeys'>,
  body: StaffSignInBody,
): Promise<StaffRow> {
  const now = deps.clock.now();
  const account = await findStaffByEmail(deps.db, body.email);
  const key = staffThrottleKey(account, body.email);
  if (!(await takeSignInTry(deps.db, key, now))) throw tooMany(m.tooManyTries);
  // Without an account verifyPassword hashes a dummy password: the answer takes as long.
  const passwordRight = await verifyPassword(body.password, account?.passwordHash ?? null);
  if (!account || !passwordRight || !account.active) throw unauthorized(m.signInFailed);
  const code = await useTotpCode(deps, account, body.code, now);
  if (code === 'wrong') throw unauthorized(m.signInFailed);
  if (code === 'used') throw badRequest(m.codeUsed);
  await clearSignInTries(deps.db, key);
  return account;
}
