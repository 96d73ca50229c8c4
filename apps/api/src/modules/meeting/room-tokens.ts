import { createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { isUuid } from '../../lib/ids.ts';
import { deriveKey } from '../../lib/secrets.ts';

// The room's own signed tokens, under a key of their own (never a session key):
//  - the expert's link: names one booking, lasts until the appointment ends; what the confirmation
//    sends the expert and what a staff console will hand out later;
//  - a socket ticket: lets one party of one booking open the signalling socket once, within 2
//    minutes (browsers cannot send an Authorization header with a WebSocket, so it rides in the
//    URL). Its `jti` is recorded when a socket opens with it (room_ticket_uses), so a ticket
//    copied from a log, a proxy or the browser's history cannot open a second one.

const ISSUER = 'care-api/meeting';
const TICKET_SECONDS = 120;
/** A ticket's id: 16 random bytes (128 bits), base64url. */
const TICKET_ID = /^[A-Za-z0-9_-]{22}$/;

export type Party = 'patient' | 'expert';

export function meetingKey(secret: Uint8Array): Uint8Array {
  return deriveKey(secret, 'meeting');
}

export async function signExpertLinkToken(key: Uint8Array, bookingId: string, endsAt: Date): Promise<string> {
  return new SignJWT({ typ: 'expert-link' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(bookingId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(endsAt.getTime() / 1000))
    .sign(key);
}

export async function signSocketTicket(key: Uint8Array, bookingId: string, party: Party, now: Date) {
  return new SignJWT({ typ: 'room-ticket', party })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(bookingId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + TICKET_SECONDS)
    .setJti(randomBytes(16).toString('base64url'))
    .sign(key);
}

async function verify(key: Uint8Array, token: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate: now,
    });
    return typeof payload.sub === 'string' && isUuid(payload.sub) ? payload : null;
  } catch {
    return null;
  }
}

/** The booking an expert's link opens, or null (forged, another booking's, or past its end). */
export async function verifyExpertLinkToken(key: Uint8Array, token: string, now: Date) {
  const p = await verify(key, token, now);
  return p?.typ === 'expert-link' ? { bookingId: p.sub! } : null;
}

/** A ticket's booking, party and id (its `jti`, for the single use), or null. */
export async function verifySocketTicket(key: Uint8Array, token: string, now: Date) {
  const p = await verify(key, token, now);
  if (p?.typ !== 'room-ticket' || (p.party !== 'patient' && p.party !== 'expert')) return null;
  // Tickets signed before the jti existed (at most 2 minutes' worth at a deploy) are refused too.
  if (typeof p.jti !== 'string' || !TICKET_ID.test(p.jti)) return null;
  return { bookingId: p.sub!, party: p.party as Party, ticketId: p.jti };
}

/** The room's name: derived from the booking under the room key, so only the server can tell it. */
export function roomName(key: Uint8Array, bookingId: string): string {
  return `consult-${createHmac('sha256', key).update(bookingId).digest('base64url').slice(0, 32)}`;
}
