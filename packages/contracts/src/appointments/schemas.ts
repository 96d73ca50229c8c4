import { z } from 'zod';
import { paginationSchema } from '../common/envelope.ts';
import { textField } from '../common/fields.ts';
import { pagingFields } from '../common/paging.ts';
import { doctorSchema } from '../experts/schemas.ts';
import {
  APPOINTMENT_PAGE_SIZE,
  APPOINTMENT_REFUND_STATES,
  REFUND_STATUSES,
  REVIEW_COMMENT_MAX,
  REVIEW_MAX_RATING,
} from './constants.ts';
import { appointmentMessages as am, reviewMessages as rm } from './messages.ts';

/** A file on an appointment: the patient's (at booking) or the expert's. */
export const appointmentReportSchema = z.object({
  report_of: z.enum(['patient', 'doctor']),
  file_path: z.string(),
  title: z.string(),
});

/**
 * Ours (the spec is silent): one payment of the appointment going back, in the spec's snake_case.
 * `amount` in rupees; `status` 'processing' until the provider has made it, then 'refunded';
 * `created_at` when it was decided and `refunded_at` when it was made (ISO instants).
 */
export const appointmentRefundSchema = z.object({
  amount: z.number(),
  status: z.enum(APPOINTMENT_REFUND_STATES),
  created_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type AppointmentRefund = z.infer<typeof appointmentRefundSchema>;

/**
 * Ours: the money of a paid appointment. Amounts in rupees: `original_amount` the fee,
 * `discount` what the coupon or gift took off, `amount_paid` what was captured. `method` is the
 * provider payment's (card, upi, netbanking, wallet …; null when the provider cannot say);
 * `coupon_code` the coupon's code, or 'Gift' for a gifted session; `receipt_no` once a receipt
 * has been issued (RCPT-000042), `receipt_url` the API path that downloads it (issued on first
 * download; null when nothing was paid). Null as a whole when neither money nor a coupon was involved.
 */
export const appointmentPaymentSchema = z.object({
  amount_paid: z.number(),
  original_amount: z.number(),
  discount: z.number(),
  method: z.string().nullable(),
  coupon_code: z.string().nullable(),
  paid_at: z.string().nullable(),
  receipt_no: z.string().nullable(),
  receipt_url: z.string().nullable(),
});
export type AppointmentPayment = z.infer<typeof appointmentPaymentSchema>;

/** Ours: the patient's own review of a past appointment, with where it stands (read by staff first). */
export const appointmentReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: z.string(),
});
export type AppointmentReview = z.infer<typeof appointmentReviewSchema>;

/** The spec's Appointment (section 3); `appointment_no` and `status` are ours. */
export const appointmentSchema = z.object({
  _id: z.string(),
  appointment_no: z.string(),
  /** YYYY-MM-DD of the start, Asia/Kolkata; `to_date` the end's. */
  date: z.string(),
  to_date: z.string(),
  /** HH:mm, 24-hour, Asia/Kolkata. */
  time_slot_start: z.string(),
  time_slot_end: z.string(),
  room_id: z.string().nullable(),
  is_can_join_room: z.boolean(),
  is_appointment_time_passed: z.boolean(),
  is_can_cancel_appointment: z.boolean(),
  status: z.string(),
  patient_id: z.object({
    _id: z.string(),
    name: z.object({ firstName: z.string(), lastName: z.string() }),
  }),
  doctor_id: doctorSchema,
  report: z.array(appointmentReportSchema),
  /** Ours: who the consultation is for (the patient, or the person they booked for). */
  booked_for: z.string(),
  /** Ours: where a cancelled appointment's money stands ('none' when nothing was paid back). */
  refund_status: z.enum(REFUND_STATUSES),
  /** Ours: every payment of it that goes back (a cancellation's, a second payment's), oldest first. */
  refunds: z.array(appointmentRefundSchema),
  /** Ours: the patient has reviewed this appointment (Add Review is offered once). */
  reviewed: z.boolean(),
  /** Ours: the money of it (null when nothing was paid: a free or fully discounted booking). */
  payment: appointmentPaymentSchema.nullable().optional(),
  /** Ours: the patient's review, once written. */
  review: appointmentReviewSchema.nullable().optional(),
  /**
   * Ours, on one appointment (GET book-appointment/{id}) only: the intake form's capability link
   * while the patient's own confirmed appointment is upcoming and the form not yet sent.
   */
  intake_link: z.string().nullable().optional(),
  /** Ours: the intake form has been sent for this appointment. */
  intake_sent: z.boolean().optional(),
  /** Ours (issue 19): the ISO instant it started at before it was rescheduled, or null. */
  rescheduled_from: z.string().nullable(),
  /** Ours (issue 19): it may be moved to another slot now (booking/reschedule.ts's rule). */
  can_reschedule: z.boolean(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentListData = z.array(appointmentSchema);

/** `?page&records` on the appointment lists and the review list. */
export const appointmentListQuery = z.object(pagingFields(APPOINTMENT_PAGE_SIZE));

/** `GET book-appointment/{id}`: `data.result`. */
export const appointmentDetailData = z.object({ result: appointmentSchema });

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

export const reviewData = z.object({
  _id: z.string(),
  patient_id: z.string(),
  doctor_id: z.string(),
  book_appointment_id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** Ours: reviews are read by staff before they are shown anywhere. */
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewData>;

export const reviewListData = z.object({ result: z.array(reviewData), pagination: paginationSchema });
