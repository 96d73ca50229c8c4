import type { Conn } from '../../db/client.ts';
import { clearSignInTryCount, countSignInTry, sweepSignInTries } from './repository.ts';

// At most 5 password checks per account (or per unknown username) in 15 minutes. The try is
// counted by one upsert *before* the password is checked, so a burst of parallel guesses,
// on one API instance or several, gets at most 5 checks between them; the database row
// decides, never a count read in JavaScript. A success (or a password reset) resets it.

export const SIGN_IN_WINDOW_MINUTES = 15;
export const SIGN_IN_MAX_TRIES = 5;

/** The lock follows the account, whichever username (e-mail or phone) names it. */
export const throttleKey = (account: { id: string } | null | undefined, username: string) =>
  account ? `account:${account.id}` : `username:${username}`;

/**
 * Counts a try; true when the password may be checked. A window older than 15 minutes
 * starts again at this try.
 */
export async function takeSignInTry(db: Conn, key: string, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000);
  const tries = await countSignInTry(db, key, now, windowStart);
  // Rows of windows long gone (unknown usernames tried once) are swept now and then.
  if (Math.random() < 0.01) await sweepSignInTries(db, windowStart);
  return tries <= SIGN_IN_MAX_TRIES;
}

export async function clearSignInTries(db: Conn, key: string) {
  await clearSignInTryCount(db, key);
}
