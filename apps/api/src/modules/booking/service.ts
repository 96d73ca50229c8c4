import { bookingMessages as b, couponMessages as c } from '@care/contracts/booking/messages';
import type { BookingRequest } from '@care/contracts/booking/schemas';
import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { SLOT_DAYS_AHEAD } from '@care/contracts/experts/constants';
import { expertMessages } from '@care/contracts/experts/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { EXCLUSION_VIOLATION, pgCode } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { findActiveExpert, isDayOffAt, isSlotOffered, lockExpert } from '../experts/index.ts';
import { arrivedUploadsOf } from '../files/index.ts';
import { findPage } from '../support/index.ts';
import { announceSlotChange } from './answer-changes.ts';
import { announceConfirmation } from './notify.ts';
import { insertBookingOrder, openOrderOf } from './orders.ts';
import { discountOf, feeOf } from './pricing.ts';
import {
  attachReports,
  type BookingRow,
  type CouponRow,
  fillHeldBooking,
  findCouponByCode,
  findOwnOpenBooking,
  holdSlot,
  patientUsedCoupon,
  redeemCoupon,
  type SlotClaim,
  slotTakingBookings,
} from './repository.ts';

// Booking: a slot chosen from the expert's schedule, held, then turned into a priced booking
// that is paid or (when free) confirmed at once. Multi-step writes live here; the decisions are
// the database's (see repository.ts).

type BookingDeps = Pick<
  Deps,
  'db' | 'database' | 'config' | 'clock' | 'payments' | 'sms' | 'email' | 'events'
>;

export interface SlotRequest {
  doctor_id: string;
  date: string;
  time_slot_start: string;
  time_slot_end: string;
}

/**
 * The expert and the instants of a requested slot, refused unless the expert's hours offer it (the
 * one slot rule, experts' free-slots.ts; 409 on a day the expert took off, 400 otherwise) and it
 * is ahead. The slot's end is on the next date when
 * it is not after its start (a slot running over midnight, Asia/Kolkata).
 */
export async function checkSlot(deps: Pick<Deps, 'db' | 'clock'>, s: SlotRequest, type?: 'gc' | 'mhc') {
  const expert = await findActiveExpert(deps.db, s.doctor_id);
  if (!expert) throw notFound(b.expertNotFound);
  if (type && expert.type !== type) throw badRequest(b.typeMismatch);
  const startsAt = kolkataInstant(s.date, s.time_slot_start);
  let endsAt = kolkataInstant(s.date, s.time_slot_end);
  if (endsAt.getTime() <= startsAt.getTime()) endsAt = kolkataInstant(addDays(s.date, 1), s.time_slot_end);
  if (!(await isSlotOffered(deps.db, expert.id, startsAt, endsAt)))
    // On a date the expert has taken off (leave, a day off) the slot was most likely listed
    // before: it is gone, not a wrong request.
    throw (await isDayOffAt(deps.db, expert.id, startsAt))
      ? conflict(b.slotNoLongerOffered)
      : badRequest(b.slotNotOffered);
  const now = deps.clock.now();
  if (startsAt.getTime() <= now.getTime()) throw badRequest(b.slotPast);
  // No further ahead than the slot list shows.
  if (s.date > addDays(todayIso(now), SLOT_DAYS_AHEAD)) throw badRequest(expertMessages.dateTooFar);
  return { expert, startsAt, endsAt, now };
}

/**
 * Inside a claiming transaction, first: holds the expert row FOR SHARE (an availability write,
 * which holds it FOR UPDATE, waits for this transaction and this one for it) and asks the slot
 * rule again. A slot the expert withdrew since checkSlot (new hours, an override, leave) is a
 * clear 409, never a booking outside the hours.
 */
export async function slotStillOffered(tx: Tx, expertId: string, startsAt: Date, endsAt: Date) {
  const expert = await lockExpert(tx, expertId, 'share');
  if (!expert?.active || !(await isSlotOffered(tx, expertId, startsAt, endsAt)))
    throw conflict(b.slotNoLongerOffered);
}

/**
 * Whether someone else's booking takes the slot now: a fast 409 for the many requests that
 * lose a race. Only an early answer; the exclusion constraint still decides, since two
 * requests can both see the slot free.
 */
async function slotTakenByOthers(deps: Pick<Deps, 'db'>, c: SlotClaim) {
  const taken = await slotTakingBookings(deps.db, {
    expertId: c.expertId,
    from: c.startsAt,
    to: c.endsAt,
    now: c.now,
    exceptPatientId: c.patientId,
  });
  return taken.length > 0;
}

/** What a patient claims when they hold (or book) a checked slot. */
function slotClaim(
  deps: Pick<Deps, 'config'>,
  patientId: string,
  s: Awaited<ReturnType<typeof checkSlot>>,
): SlotClaim {
  return {
    patientId,
    expertId: s.expert.id,
    type: s.expert.type,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    now: s.now,
    holdMinutes: deps.config.BOOKING_HOLD_MINUTES,
  };
}

/** Runs a slot-claiming transaction, turning a lost race (the exclusion constraint) into 409. */
export async function claimingSlot<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgCode(err) === EXCLUSION_VIOLATION) throw conflict(b.slotTaken);
    throw err;
  }
}

export async function hold(deps: BookingDeps, patientId: string, s: SlotRequest) {
  const claim = slotClaim(deps, patientId, await checkSlot(deps, s));
  if (await slotTakenByOthers(deps, claim)) throw conflict(b.slotTaken);
  return claimingSlot(() =>
    deps.db.transaction(async (tx) => {
      await slotStillOffered(tx, claim.expertId, claim.startsAt, claim.endsAt);
      const changed = new Set<string>();
      const row = await holdSlot(tx, claim, changed);
      if (changed.size) await announceSlotChange(deps, tx, changed);
      return row;
    }),
  );
}

/** A coupon a patient may use now, or the reason not (the spec's red message). */
export async function usableCoupon(
  deps: Pick<Deps, 'db' | 'clock'>,
  code: string,
  patientId: string,
  type: string | undefined,
): Promise<CouponRow> {
  const coupon = await findCouponByCode(deps.db, code);
  if (!coupon?.active) throw badRequest(c.invalid);
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= deps.clock.now().getTime())
    throw badRequest(c.expired);
  if (type && coupon.consultationType && coupon.consultationType !== type) throw badRequest(c.notForType);
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) throw badRequest(c.used);
  if (coupon.oncePerPatient && (await patientUsedCoupon(deps.db, coupon.id, patientId)))
    throw badRequest(c.used);
  return coupon;
}

export interface BookingOutcome {
  booking: BookingRow;
  orderId: string | null;
}

/**
 * `POST book-appointment`: prices the booking, counts the coupon, attaches the reports and
 * turns the patient's hold into a pending booking (or holds the slot now) in one transaction;
 * a free booking is confirmed in it. The provider's order is made after the commit (a network
 * call never holds a transaction open); if that fails the booking stays pending until its hold
 * runs out and the payment page can make a new order.
 */
export async function book(
  deps: BookingDeps,
  log: FastifyBaseLogger,
  patientId: string,
  req: BookingRequest,
): Promise<BookingOutcome> {
  const slot = await checkSlot(deps, req, req.type);
  const { expert, startsAt, now } = slot;
  const claim = slotClaim(deps, patientId, slot);
  if (await slotTakenByOthers(deps, claim)) throw conflict(b.slotTaken);

  // A repeated Pay for the same slot answers the booking already made.
  const pending = await findOwnOpenBooking(
    deps.db,
    { patientId, expertId: expert.id, startsAt, now },
    'pending',
  );
  if (pending) {
    const order = await openOrderOf(deps.db, pending.id);
    return { booking: pending, orderId: order?.providerOrderId ?? (await startPayment(deps, pending)) };
  }

  const tnc = await findPage(deps.db, `tnc-${req.type}`);
  if (!tnc || tnc.id !== req.tnc_id) throw badRequest(b.tncInvalid);
  if (req.report_id.length) throw badRequest(b.savedReportsUnsupported);
  const keys = [...new Set(req.file_path.map((f) => f.file_path))];
  const owned = await arrivedUploadsOf(deps.db, patientId, 'patient-report', keys);
  if (owned.length !== keys.length) throw notFound(b.attachmentNotFound);

  const original = feeOf(expert, req.type, {
    feeType: req.fee_type,
    consultation: req.type === 'mhc' ? 'first' : req.is_this_your_first_consultation,
  });
  if (original === null) throw badRequest(b.typeMismatch);
  const coupon = req.coupon_code ? await usableCoupon(deps, req.coupon_code, patientId, req.type) : null;
  const discount = coupon ? discountOf(coupon, original) : 0;
  const total = original - discount;

  const booking = await claimingSlot(() =>
    deps.db.transaction(async (tx) => {
      await slotStillOffered(tx, expert.id, claim.startsAt, claim.endsAt);
      const changed = new Set([expert.id]);
      const held = await holdSlot(tx, claim, changed);
      if (held.holdExpiresAt.getTime() <= now.getTime()) throw conflict(b.holdExpired);
      const row = await fillHeldBooking(tx, held.id, total === 0 ? 'confirmed' : 'pending', {
        someOneElse: req.some_one_else,
        fullName: req.full_name,
        gender: req.gender,
        dob: req.dob,
        phone: req.phone,
        email: req.email,
        feeType: req.type === 'mhc' ? req.fee_type : null,
        consultation: req.type === 'mhc' ? 'first' : req.is_this_your_first_consultation,
        referredBy: req.referred_by,
        referredByDoctor: req.referred_by === 'doctor' ? req.referred_by_doctor : null,
        referredByClinicOrHospital: req.referred_by === 'doctor' ? req.referred_by_clinic_or_hospital : null,
        acceptedAge: true,
        acceptedTnc: true,
        tncId: tnc.id,
        couponId: coupon?.id ?? null,
        originalAmount: original,
        discount,
        totalAmount: total,
        bookedAt: now,
        confirmedAt: total === 0 ? now : null,
      });
      if (!row) throw conflict(b.holdExpired);
      if (coupon && !(await redeemCoupon(tx, coupon, patientId, row.id))) throw new AppError(400, c.used);
      await attachReports(tx, row.id, req.file_path);
      await announceSlotChange(deps, tx, changed);
      return row;
    }),
  );

  if (booking.status === 'confirmed') {
    await announceConfirmation(deps, log, booking.id, now);
    return { booking, orderId: null };
  }
  return { booking, orderId: await startPayment(deps, booking) };
}

/** A provider order for a pending booking's own price; a provider failure answers 502. */
export async function startPayment(deps: BookingDeps, booking: BookingRow): Promise<string> {
  let order: { id: string };
  try {
    order = await deps.payments.createOrder({
      amount: booking.totalAmount!,
      receipt: booking.appointmentNo,
      notes: { book_appointment_id: booking.id },
    });
  } catch {
    throw new AppError(502, b.paymentStart);
  }
  await insertBookingOrder(deps.db, booking.id, {
    provider: deps.payments.kind,
    providerOrderId: order.id,
    amount: booking.totalAmount!,
  });
  return order.id;
}
