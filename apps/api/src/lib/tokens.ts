import { jwtVerify, SignJWT } from 'jose';

// Three kinds of signed token, told apart by `typ`:
//  - 'patient': a signed-in session; carries the patient's session epoch so a password
//    reset (which bumps the epoch) ends every earlier session.
//  - 'phone': proof that a phone number passed OTP verification; lives 15 minutes and is
//    the bearer for check-patient-exists, verify-dtrf-patient and register;
//  - 'staff' (issue 21): a console session, for another audience ('care-console') and under a
//    key of its own (deriveKey 'staff-session'), so neither kind of session can open the
//    other's routes even if a check were forgotten; carries the account's session epoch.

const ISSUER = 'care-api';
export const PHONE_TOKEN_MINUTES = 15;

export interface TokenKeys {
  secret: Uint8Array;
  sessionTtlDays: number;
}

export async function signPatientToken(keys: TokenKeys, patientId: string, epoch: number): Promise<string> {
  return new SignJWT({ typ: 'patient', ep: epoch })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(patientId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${keys.sessionTtlDays}d`)
    .sign(keys.secret);
}

export async function signPhoneToken(keys: TokenKeys, phone: string): Promise<string> {
  return new SignJWT({ typ: 'phone', phone })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${PHONE_TOKEN_MINUTES}m`)
    .sign(keys.secret);
}

export const STAFF_AUDIENCE = 'care-console';

export async function signStaffToken(
  key: Uint8Array,
  staffId: string,
  epoch: number,
  hours: number,
): Promise<string> {
  return new SignJWT({ typ: 'staff', ep: epoch })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(staffId)
    .setIssuer(ISSUER)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${hours}h`)
    .sign(key);
}

/** The staff account and epoch of a valid console session token, or null. */
export async function verifyStaffToken(key: Uint8Array, token: string) {
  try {
    const { payload: p } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: STAFF_AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    if (p.typ !== 'staff' || typeof p.sub !== 'string' || !UUID.test(p.sub) || typeof p.ep !== 'number')
      return null;
    return { staffId: p.sub, epoch: p.ep };
  } catch {
    return null;
  }
}

// Patient ids are uuids; anything else in `sub` would reach the uuid column as a failing query.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function verify(keys: TokenKeys, token: string) {
  try {
    // Every token this API signs expires; one without `exp` was not made here and would never end.
    const { payload } = await jwtVerify(token, keys.secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    return payload;
  } catch {
    return null;
  }
}

export async function verifyPatientToken(keys: TokenKeys, token: string) {
  const p = await verify(keys, token);
  if (p?.typ !== 'patient' || typeof p.sub !== 'string' || !UUID.test(p.sub) || typeof p.ep !== 'number')
    return null;
  return { patientId: p.sub, epoch: p.ep };
}

export async function verifyPhoneToken(keys: TokenKeys, token: string) {
  const p = await verify(keys, token);
  if (p?.typ !== 'phone' || typeof p.phone !== 'string') return null;
  return { phone: p.phone };
}

/**
 * The bearer token from an Authorization header; a bare token is accepted too (older clients).
 * The scheme is matched in any case ('bearer', 'BEARER'), as RFC 9110 makes it case-insensitive
 * and some HTTP clients write it lower-case.
 */
export function bearerFrom(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.replace(/^\s*bearer\s+/i, '');
  return value.trim() || null;
}
