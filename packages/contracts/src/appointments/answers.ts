// zod/mini: the answers /Appointments (and the home's carousel) check before their first paint,
// and one appointment's, written with the tree-shakable API so those pages do not download zod's
// classic API (12 KB gzip). The requests (cancel, receipt, review) stay in schemas.ts, which
// re-exports these.
import { z } from 'zod/mini';
import { paginationSchema } from '../common/pagination.ts';
import { doctorSchema } from '../experts/answers.ts';
import { APPOINTMENT_REFUND_STATES, REFUND_STATUSES } from './constants.ts';

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
  refunded_at: z.nullable(z.string()),
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
  method: z.nullable(z.string()),
  coupon_code: z.nullable(z.string()),
  paid_at: z.nullable(z.string()),
  receipt_no: z.nullable(z.string()),
  receipt_url: z.nullable(z.string()),
});
export type AppointmentPayment = z.infer<typeof appointmentPaymentSchema>;

/** Ours: the patient's own review of a past appointment, with where it stands (read by staff first). */
export const appointmentReviewSchema = z.object({
  rating: z.int(),
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
  room_id: z.nullable(z.string()),
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
  payment: z.optional(z.nullable(appointmentPaymentSchema)),
  /** Ours: the patient's review, once written. */
  review: z.optional(z.nullable(appointmentReviewSchema)),
  /**
   * Ours, on one appointment (GET book-appointment/{id}) only: the intake form's capability link
   * while the patient's own confirmed appointment is upcoming and the form not yet sent.
   */
  intake_link: z.optional(z.nullable(z.string())),
  /** Ours: the intake form has been sent for this appointment. */
  intake_sent: z.optional(z.boolean()),
  /** Ours (issue 19): the ISO instant it started at before it was rescheduled, or null. */
  rescheduled_from: z.nullable(z.string()),
  /** Ours (issue 19): it may be moved to another slot now (booking/reschedule.ts's rule). */
  can_reschedule: z.boolean(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentListData = z.array(appointmentSchema);

/** `GET book-appointment/{id}`: `data.result`. */
export const appointmentDetailData = z.object({ result: appointmentSchema });

export const reviewData = z.object({
  _id: z.string(),
  patient_id: z.string(),
  doctor_id: z.string(),
  book_appointment_id: z.string(),
  rating: z.int(),
  comment: z.string(),
  /** Ours: reviews are read by staff before they are shown anywhere. */
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewData>;

export const reviewListData = z.object({ result: z.array(reviewData), pagination: paginationSchema });
