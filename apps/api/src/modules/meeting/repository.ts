import { lt } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { callActivities, roomTicketUses } from '../../db/schema/index.ts';
import { findBooking } from '../booking/index.ts';
import { findExpertsByIds } from '../experts/index.ts';
import { findPatientById } from '../patient/index.ts';
import type { Party } from './room-tokens.ts';

/** A booking as its room needs it: times, state and the two parties' names (each asked of its owner). */
export async function findRoomBooking(db: Conn, bookingId: string) {
  const booking = await findBooking(db, bookingId);
  if (!booking) return null;
  const [patient, [expert]] = await Promise.all([
    findPatientById(db, booking.patientId),
    findExpertsByIds(db, [booking.expertId]),
  ]);
  if (!patient || !expert) return null;
  return {
    id: booking.id,
    patientId: booking.patientId,
    appointmentNo: booking.appointmentNo,
    status: booking.status,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    bookedFor: booking.fullName,
    patientFirstName: patient.firstName,
    patientLastName: patient.lastName,
    expertSalutation: expert.salutation,
    expertFirstName: expert.firstName,
    expertLastName: expert.lastName,
  };
}
export type RoomBooking = NonNullable<Awaited<ReturnType<typeof findRoomBooking>>>;

export async function recordCallActivity(
  db: Conn,
  bookingId: string,
  party: Party,
  activity: 'joined' | 'disconnected',
) {
  const [row] = await db.insert(callActivities).values({ bookingId, party, activity }).returning();
  return row!;
}

/**
 * Records that a socket ticket opened a socket: true for the first use, false when the ticket was
 * used already. The primary key decides, so of parallel upgrades on any number of instances one
 * wins.
 */
export async function claimRoomTicket(db: Conn, ticketId: string, bookingId: string, now: Date) {
  const rows = await db
    .insert(roomTicketUses)
    .values({ ticketId, bookingId, usedAt: now })
    .onConflictDoNothing()
    .returning({ ticketId: roomTicketUses.ticketId });
  return rows.length === 1;
}

/** Forgets ticket uses recorded before `before` (their tickets expired long ago); how many. */
export async function sweepRoomTicketUses(db: Conn, before: Date) {
  const rows = await db
    .delete(roomTicketUses)
    .where(lt(roomTicketUses.usedAt, before))
    .returning({ ticketId: roomTicketUses.ticketId });
  return rows.length;
}
