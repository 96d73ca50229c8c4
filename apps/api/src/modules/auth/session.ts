import type { SocialProvider } from '@care/contracts/auth/constants';
import { socialMessages } from '@care/contracts/auth/messages';
import type { SocialIdentity } from '../../adapters/social/social-verifier.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { signPatientToken } from '../../lib/tokens.ts';
import type { PatientRow } from '../patient/index.ts';
import { presentPatient } from '../patient/index.ts';

/**
 * What sign-in and registration answer: a session token and the patient (`storage` is the
 * request's, so the picture's link is absolute for the caller: lib/site-url.ts requestStorage).
 */
export async function startSession(
  deps: Pick<Deps, 'tokenKeys' | 'clock'>,
  row: PatientRow,
  storage: FileStorage,
) {
  return {
    token: await signPatientToken(deps.tokenKeys, row.id, row.sessionEpoch),
    patient: await presentPatient(row, storage, deps.clock.now()),
  };
}

/** The provider's account behind a Google ID token or a Facebook access token, verified here. */
export async function verifySocial(
  deps: Pick<Deps, 'social'>,
  provider: SocialProvider,
  token: string,
): Promise<SocialIdentity> {
  const verifier = deps.social[provider];
  if (!verifier) throw badRequest(socialMessages.unavailable[provider]);
  const identity = await verifier.verify(token);
  if (!identity) throw unauthorized(socialMessages.notVerified);
  return identity;
}
