import type { Deps } from '../../deps.ts';
import { claimTotpStep, type StaffRow } from './repository.ts';
import { openSecret, totpSecretKey } from './secret-box.ts';
import { totpStepOf } from './totp.ts';

/**
 * Uses a TOTP code of the account: 'wrong' when it is not the code of a step around now (or the
 * secret cannot be read), 'used' when its step (or a later one) was already used, else 'ok'
 * with the step claimed, so the same code never works twice, even from two requests at once.
 */
export async function useTotpCode(
  deps: Pick<Deps, 'db' | 'tokenKeys'>,
  account: Pick<StaffRow, 'id' | 'totpSecretEnc'>,
  code: string,
  now: Date,
): Promise<'ok' | 'wrong' | 'used'> {
  const secret = openSecret(totpSecretKey(deps.tokenKeys.secret), account.totpSecretEnc);
  const step = secret ? await totpStepOf(secret, code, now) : null;
  if (step === null) return 'wrong';
  return (await claimTotpStep(deps.db, account.id, step)) ? 'ok' : 'used';
}
