import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../../lib/secrets.ts';

// TOTP secrets at rest: AES-256-GCM under a key of their own, derived from the signing secret
// (the token key, which is itself derived from it), stored as base64 of iv | tag | ciphertext.
// A copy of the database alone (a backup, a dump) then does not hand anyone the staff's second
// factor. Changing JWT_SECRET makes every stored secret unreadable: sign-in then answers
// signInFailed (never a 5xx) and staff are invited again.

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key TOTP secrets are sealed with. */
export function totpSecretKey(tokenSecret: Uint8Array): Uint8Array {
  return deriveKey(tokenSecret, 'totp-secret');
}

export function sealSecret(key: Uint8Array, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The secret, or null when `sealed` was not sealed under this key (or was altered). */
export function openSecret(key: Uint8Array, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
