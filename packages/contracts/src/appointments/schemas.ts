import { z } from 'zod';
import { textField } from '../common/fields.ts';
import { pagingFields } from '../common/paging.ts';
import { APPOINTMENT_PAGE_SIZE, REVIEW_COMMENT_MAX, REVIEW_MAX_RATING } from './constants.ts';
import { appointmentMessages as am, reviewMessages as rm } from './messages.ts';

// The answers (an appointment, the lists, reviews) live in answers.ts, in zod/mini for the first paint.
export * from './answers.ts';

/** `?page&records` on the appointment lists and the review list. */
export const appointmentListQuery = z.object(pagingFields(APPOINTMENT_PAGE_SIZE));

const bookingId = textField({ error: am.idRequired }).pipe(z.string().min(1, am.idRequired).max(100));

/** `POST book-appointment/cancel-book-appointment`. */
export const cancelAppointmentSchema = z.object({ book_appointment_id: bookingId });

/** `GET patient/appointment/receipt?id=` (ours): the receipt PDF of one of the patient's paid appointments. */
export const receiptQuery = z.object({ id: bookingId });

/** `POST testimonial/add` (spec: rating and comment sent as given; `__v` sent as null). */
export const reviewSchema = z.object({
  book_appointment_id: bookingId,
  doctor_id: textField().pipe(z.string().max(100)).optional().nullable(),
  rating: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: rm.ratingInvalid })
      .int(rm.ratingInvalid)
      .min(1, rm.ratingInvalid)
      .max(REVIEW_MAX_RATING, rm.ratingInvalid),
  ),
  comment: textField({ multiline: true })
    .max(REVIEW_COMMENT_MAX, rm.commentTooLong)
    .optional()
    .nullable()
    .transform((v) => v?.trim() ?? ''),
  __v: z.unknown().optional(),
});
