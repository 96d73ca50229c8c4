import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { type BOOKING_LINK_PURPOSES, bookingLinks } from '../../db/schema/index.ts';
import { type BookingRow, findBooking } from './repository.ts';

// Capability links to a booking's intake form and payment page (issue 18). A booking's id gets
// around (texts, e-mails, the expert's link, page addresses), so it no longer opens either: each
// link carries its own token, 256 random bits, of which only the SHA-256 is stored, valid for one
// purpose until it expires (intake: the appointment's end; payment: the hold's end). A link is
// issued for each message or answer that carries one, since the token cannot be read back.

export type BookingLinkPurpose = (typeof BOOKING_LINK_PURPOSES)[number];

/** randomBytes(32) in base64url: 43 characters, never the shape of a uuid. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a path or body slot holds a link's token (rather than a booking's id). */
export const isLinkToken = (value: string): boolean => TOKEN.test(value);

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Issues a link: stores its hash and answers the token, the one time it can be read. */
export async function issueBookingLink(
  conn: Conn,
  link: { bookingId: string; purpose: BookingLinkPurpose; expiresAt: Date },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await conn.insert(bookingLinks).values({
    bookingId: link.bookingId,
    purpose: link.purpose,
    tokenHash: hashOf(token),
    expiresAt: link.expiresAt,
    createdAt: now,
  });
  return token;
}

/** The booking and purpose of a token that is known and not expired, else null. */
export async function resolveBookingLink(
  conn: Conn,
  token: string,
  now: Date,
): Promise<{ bookingId: string; purpose: BookingLinkPurpose } | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await conn
    .select({ bookingId: bookingLinks.bookingId, purpose: bookingLinks.purpose })
    .from(bookingLinks)
    .where(and(eq(bookingLinks.tokenHash, hashOf(token)), gt(bookingLinks.expiresAt, now)));
  return row ?? null;
}

/** Links that expired before `before` are no use to anyone: the lifecycle pass deletes them. */
export async function deleteExpiredLinks(conn: Conn, before: Date): Promise<number> {
  const gone = await conn
    .delete(bookingLinks)
    .where(lte(bookingLinks.expiresAt, before))
    .returning({ id: bookingLinks.id });
  return gone.length;
}

/** The web page a link opens, from the site's root or, with its public address, absolute. */
export function bookingLinkAddress(
  publicUrl: string | undefined | null,
  purpose: BookingLinkPurpose,
  token: string,
) {
  const base = publicUrl?.replace(/\/+$/, '') ?? '';
  const page = purpose === 'intake' ? 'patient-intake-form' : 'patient-appointment-payment';
  return `${base}/${page}/${token}`;
}

/**
 * What the caller of an intake or payment call may see of a booking, from the path or body slot
 * that the spec gives the booking's id:
 * - `full`: the slot holds a live link of this purpose, or the booking's id and the caller is the
 *   booking's own patient (bearer token);
 * - `masked`: the booking's id and no (current) bearer token: only what the payment page has
 *   always shown, masked, and nothing may be submitted or paid;
 * - `link_invalid`: a token that is unknown, expired or of the other purpose;
 * - `not_found`: no such booking, or another patient's bearer token (nothing said about it).
 */
export type BookingAccess =
  | { kind: 'full'; booking: BookingRow }
  | { kind: 'masked'; booking: BookingRow }
  | { kind: 'link_invalid' }
  | { kind: 'not_found' };

export async function bookingAccess(
  conn: Conn,
  q: { key: string; purpose: BookingLinkPurpose; patientId: string | null; now: Date },
): Promise<BookingAccess> {
  if (isLinkToken(q.key)) {
    const link = await resolveBookingLink(conn, q.key, q.now);
    if (!link || link.purpose !== q.purpose) return { kind: 'link_invalid' };
    const booking = await findBooking(conn, link.bookingId);
    return booking ? { kind: 'full', booking } : { kind: 'link_invalid' };
  }
  const booking = await findBooking(conn, q.key);
  if (!booking) return { kind: 'not_found' };
  if (q.patientId === null) return { kind: 'masked', booking };
  return booking.patientId === q.patientId ? { kind: 'full', booking } : { kind: 'not_found' };
}
