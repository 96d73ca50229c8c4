import { z } from 'zod';
import { HHMM } from '../common/clock-time.ts';
import { isIsoDate } from '../common/dates.ts';
import { textField } from '../common/fields.ts';
import { bookingMessages as b } from './messages.ts';
import { RESCHEDULE_HOURS_BEFORE } from './policy.ts';

// Ours (issue 19): moving a confirmed consultation to another free slot of the same expert, once,
// up to RESCHEDULE_HOURS_BEFORE hours before it starts. The words, the request, the answer and
// the one rule the API enforces and the appointment's `can_reschedule` shows.

export const rescheduleMessages = {
  idRequired: 'Please choose an appointment.',
  notFound: 'Appointment not found.',
  notUpcoming: 'Only an upcoming, confirmed appointment can be rescheduled.',
  already: 'This appointment has already been rescheduled once.',
  tooLate: `Appointments can be rescheduled up to ${RESCHEDULE_HOURS_BEFORE} hours before they start.`,
  sameSlot: 'Your consultation is already at this time. Please pick another slot.',
  slotTaken: 'This slot was just taken. Please pick another.',
  done: 'Your appointment has been rescheduled.',
} as const;

const isoDate = textField({ error: b.dateInvalid }).refine(isIsoDate, b.dateInvalid);
const hhmm = textField({ error: b.timeInvalid }).regex(HHMM, b.timeInvalid);

/**
 * `POST book-appointment/reschedule-book-appointment` (ours): the appointment, and the new slot
 * of the same expert as the slot list gives it (date YYYY-MM-DD, HH:mm Asia/Kolkata).
 */
export const rescheduleSchema = z.object({
  book_appointment_id: textField({ error: rescheduleMessages.idRequired }).pipe(
    z.string().min(1, rescheduleMessages.idRequired).max(100),
  ),
  date: isoDate,
  time_slot_start: hhmm,
  time_slot_end: hhmm,
});
export type RescheduleRequest = z.infer<typeof rescheduleSchema>;

/** Its `data.result`: where the appointment now is, and where it was. */
export const rescheduleData = z.object({
  result: z.object({
    _id: z.string(),
    appointment_no: z.string(),
    date: z.string(),
    time_slot_start: z.string(),
    time_slot_end: z.string(),
    /** ISO instant of the start it was moved from. */
    rescheduled_from: z.string(),
  }),
});
export type RescheduleResult = z.infer<typeof rescheduleData>['result'];

const HOUR_MS = 3_600_000;

/** The latest start an appointment may have been booked for and still be moved at `now`. */
export function rescheduleDeadline(now: Date): Date {
  return new Date(now.getTime() + RESCHEDULE_HOURS_BEFORE * HOUR_MS);
}

/**
 * Why a booking cannot be moved at `now`, or null when it can: confirmed, moved fewer than
 * RESCHEDULE_LIMIT times (the database keeps one `rescheduled_at`, so the limit is 1) and
 * starting at least RESCHEDULE_HOURS_BEFORE hours from now.
 */
export function rescheduleRefusal(
  b: { status: string; startsAt: Date; rescheduledAt: Date | null },
  now: Date,
): string | null {
  if (b.status !== 'confirmed' || b.startsAt.getTime() <= now.getTime())
    return rescheduleMessages.notUpcoming;
  // One `rescheduled_at` per booking: RESCHEDULE_LIMIT (1) moves.
  if (b.rescheduledAt) return rescheduleMessages.already;
  if (b.startsAt.getTime() < rescheduleDeadline(now).getTime()) return rescheduleMessages.tooLate;
  return null;
}
