import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, callActivities, experts, patients } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Party } from './room-tokens.ts';

/** A booking as its room needs it: times, state and the two parties' names. */
export async function findRoomBooking(db: Db, bookingId: string) {
  if (!isUuid(bookingId)) return null;
  const [row] = await db
    .select({
      id: bookings.id,
      patientId: bookings.patientId,
      appointmentNo: bookings.appointmentNo,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      bookedFor: bookings.fullName,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      expertSalutation: experts.salutation,
      expertFirstName: experts.firstName,
      expertLastName: experts.lastName,
    })
    .from(bookings)
    .innerJoin(patients, eq(patients.id, bookings.patientId))
    .innerJoin(experts, eq(experts.id, bookings.expertId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}
export type RoomBooking = NonNullable<Awaited<ReturnType<typeof findRoomBooking>>>;

export async function recordCallActivity(
  db: Db,
  bookingId: string,
  party: Party,
  activity: 'joined' | 'disconnected',
) {
  const [row] = await db.insert(callActivities).values({ bookingId, party, activity }).returning();
  return row!;
}
