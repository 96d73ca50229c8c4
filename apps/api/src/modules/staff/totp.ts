import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@care/contracts/staff/constants';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

// The console's second factor (RFC 6238, what every authenticator app speaks): 6 digits, 30-second
// steps, a code accepted one step either side of now for clocks that drift. Which step a code
// belongs to is answered so the caller can claim it once (totp-code.ts).

const digits = TOTP_DIGITS as 6;
const period = TOTP_PERIOD_SECONDS;

/** A new secret, base32 (160 bits, RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, digits, period });
}

/** The QR code of `uri` as an SVG document. */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step `code` was made for (now's, or one either side), or null for a wrong code. */
export async function totpStepOf(secret: string, code: string, now: Date): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      digits,
      period,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: period,
    });
    if (!result.valid) return null;
    // A TOTP result always names its step (the type is shared with HOTP's, which has none).
    return 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A secret otplib refuses (never one we drew) reads as a wrong code, not a failure.
    return null;
  }
}
