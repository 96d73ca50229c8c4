import { appointmentMessages as am } from '@care/contracts/appointments/messages';
import { isKept } from '@care/contracts/booking/lifecycle';
import { bookingMessages as b, couponMessages as c } from '@care/contracts/booking/messages';
import {
  appointmentPaymentData,
  bookingIdParams,
  bookingRequestSchema,
  bookingResultData,
  bookingTypeQuery,
  couponResultData,
  couponValidationSchema,
  createOrderSchema,
  familyMembersData,
  holdData,
  intakeLinkData,
  intakeLinkSchema,
  orderData,
  slotChoiceSchema,
} from '@care/contracts/booking/schemas';
import { WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { envelope } from '@care/contracts/common/envelope';
import { toPaise, toRupees } from '@care/contracts/common/money';
import { SLOT_DAYS_AHEAD } from '@care/contracts/experts/constants';
import { expertMessages as m } from '@care/contracts/experts/messages';
import { slotData, slotQuerySchema } from '@care/contracts/experts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { preparedOk, sendPrepared } from '../../lib/prepared-answer.ts';
import { followAnswerChanges, PublicAnswerCache, publicAnswerTtl } from '../../lib/public-answers.ts';
import { ok } from '../../lib/reply.ts';
import { siteUrl } from '../../lib/site-url.ts';
import { openScope, patientOrNull, patientScope, signedInPatient } from '../../plugins/caller.ts';
import { expertDay, findActiveExpert } from '../experts/index.ts';
import { findPatientById } from '../patient/index.ts';
import { findPage } from '../support/index.ts';
import { announceBookingChanges } from './answer-changes.ts';
import { bookingAccess, bookingLinkAddress, issueBookingLink } from './links.ts';
import { openOrderOf } from './orders.ts';
import { presentPayable } from './present.ts';
import { discountOf, feeOf } from './pricing.ts';
import { type BookingRow, familyMembersOf, findPatientBooking } from './repository.ts';
import { rescheduleRoutes } from './reschedule-routes.ts';
import { book, hold, startPayment, usableCoupon } from './service.ts';

const tags = ['booking'];
// The slot list is documented with the experts' calls, where the app finds it.
const expertTags = ['experts'];
const security = [{ bearer: [] }];

export async function bookingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  await app.register(openScope(paymentLinkRoutes));

  // An expert's slots on a date with their booked and past flags, in one query (the schedule is
  // the experts module's, the free-slot rule is written once there beside the expert list's).
  // Public, so each instance answers it from a short cache that this expert's writes drop
  // (lib/public-answers.ts); an entry also ends when its next slot starts or a hold on it runs
  // out, so an expired hold shows free at once.
  const days = new PublicAnswerCache(publicAnswerTtl(deps.config));
  followAnswerChanges(app, days);
  announceBookingChanges(app);
  const slotAnswer = envelope(slotData);
  app.get(
    '/schedule-timing/get-slot-by-day-and-date',
    {
      schema: {
        tags: expertTags,
        summary: "An expert's slots on one date (HH:mm, Asia/Kolkata), with booked and past flags",
        querystring: slotQuerySchema,
        response: { 200: slotAnswer },
      },
    },
    async (request, reply) => {
      const { day, date, doctor_id } = request.query;
      if (WEEKDAYS[weekdayOf(date)] !== day) throw badRequest(m.dayMismatch);
      const now = deps.clock.now();
      if (date > addDays(todayIso(now), SLOT_DAYS_AHEAD)) throw badRequest(m.dateTooFar);
      const body = await days.get(`${doctor_id}|${date}`, doctor_id, now, async () => {
        const answer = await expertDay(deps.db, doctor_id, date, now);
        // An unknown expert is not kept: answered by the database each time, like any miss.
        if (!answer.found) throw notFound(m.notFound);
        const data = { result: { schedule_timing_slot: [{ day, date, time_slots: answer.slots }] } };
        return { value: preparedOk(slotAnswer, m.slots, data), validUntil: answer.validUntil };
      });
      return sendPrepared(reply, body);
    },
  );

  await app.register(patientScope(patientBookingRoutes));
  await app.register(patientScope(rescheduleRoutes));
}

/**
 * The payment page and its order (spec section 6: no sign-in). The path or body slot of the
 * booking's id takes the payment link's capability (links.ts) or, with the booking patient's own
 * bearer token, the booking's id: either may pay. The booking's id alone still opens the page,
 * masked as it always was, but cannot pay (issue 18: the id travels in too many places).
 */
async function paymentLinkRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const none = {
    booking_not_found: false,
    expired_status: false,
    already_exist: false,
    can_pay: false,
    result: null,
  };

  /** The booking the slot opens, or the refusal for an unknown or expired link or booking. */
  async function reach(request: FastifyRequest, key: string) {
    const access = await bookingAccess(deps.db, {
      key,
      purpose: 'payment',
      patientId: patientOrNull(request)?.id ?? null,
      now: deps.clock.now(),
    });
    if (access.kind === 'link_invalid')
      throw new AppError(404, b.linkInvalid, { ...none, booking_not_found: true });
    if (access.kind === 'not_found')
      throw new AppError(404, b.bookingNotFound, { ...none, booking_not_found: true });
    return access;
  }

  /** Not found (404), already paid (409), link expired (410), or null when payable. */
  function refusal(booking: BookingRow): AppError | null {
    if (booking.status === 'held' || booking.totalAmount === null)
      return new AppError(404, b.bookingNotFound, { ...none, booking_not_found: true });
    if (isKept(booking.status)) return new AppError(409, b.alreadyPaid, { ...none, already_exist: true });
    // Issue 19: a cancelled appointment's link says so, not that it expired.
    if (booking.status === 'cancelled')
      return new AppError(410, am.cancelledLink, { ...none, expired_status: true });
    if (booking.status !== 'pending' || booking.holdExpiresAt.getTime() <= deps.clock.now().getTime())
      return new AppError(410, b.linkExpired, { ...none, expired_status: true });
    return null;
  }

  app.get(
    '/appointment-payment/:id',
    {
      schema: {
        tags,
        summary:
          "The payment page by its link (or the booking's id: shown masked, cannot pay): not found (404), link expired (410), already paid (409) or payable",
        params: bookingIdParams,
        response: { 200: envelope(appointmentPaymentData) },
      },
    },
    async (request, reply) => {
      const access = await reach(request, request.params.id);
      const refused = refusal(access.booking);
      if (refused) throw refused;
      const patient = await findPatientById(deps.db, access.booking.patientId);
      // Masked either way: a payment link is made to be forwarded to whoever pays.
      return ok(reply, b.payable, {
        ...none,
        can_pay: access.kind === 'full',
        result: presentPayable(access.booking, patient!),
      });
    },
  );

  app.post(
    '/appointment-payment/razorpay/create-order',
    {
      schema: {
        tags,
        summary:
          "An order for a payable booking by its payment link (or the booking's id with the patient's bearer token), at the booking's own price (total_amount is ignored)",
        body: createOrderSchema,
        response: { 200: envelope(orderData) },
      },
    },
    async (request, reply) => {
      const access = await reach(request, request.body.book_appointment_id);
      if (access.kind === 'masked')
        throw new AppError(404, b.payLinkNeeded, { ...none, booking_not_found: true });
      const booking = access.booking;
      const refused = refusal(booking);
      if (refused) throw refused;
      const open = await openOrderOf(deps.db, booking.id);
      const id = open?.status === 'created' ? open.providerOrderId : await startPayment(deps, booking);
      return ok(reply, b.orderCreated, {
        result: { id, amount: booking.totalAmount!, currency: 'INR' as const, key_id: deps.payments.keyId },
      });
    },
  );
}

async function patientBookingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post(
    '/book-appointment/hold',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Holds a slot for the patient for BOOKING_HOLD_MINUTES (409 when someone else has it)',
        security,
        body: slotChoiceSchema,
        response: { 200: envelope(holdData) },
      },
    },
    async (request, reply) => {
      const row = await hold(deps, signedInPatient(request).id, request.body);
      return ok(reply, b.held, {
        _id: row.id,
        expires_at: row.holdExpiresAt.toISOString(),
        hold_minutes: deps.config.BOOKING_HOLD_MINUTES,
      });
    },
  );

  app.post(
    '/book-appointment',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Books the held slot: priced by the server, paid through the order it answers (or free: confirmed)',
        security,
        querystring: bookingTypeQuery,
        body: bookingRequestSchema,
        response: { 200: envelope(bookingResultData) },
      },
    },
    async (request, reply) => {
      if (request.query.type !== request.body.type) throw badRequest(b.typeMismatch);
      const { booking, orderId } = await book(deps, request.log, signedInPatient(request).id, request.body);
      const free = booking.status === 'confirmed';
      const paymentLink = free
        ? null
        : bookingLinkAddress(
            siteUrl(request),
            'payment',
            await issueBookingLink(
              deps.db,
              { bookingId: booking.id, purpose: 'payment', expiresAt: booking.holdExpiresAt },
              deps.clock.now(),
            ),
          );
      return ok(reply, free ? b.booked : b.bookedPay, {
        data: {
          razorpay_order_id: orderId,
          skip_payment: free,
          appointment_no: booking.appointmentNo,
          book_appointment_id: booking.id,
          amount: booking.totalAmount ?? 0,
          currency: 'INR' as const,
          key_id: free ? null : deps.payments.keyId,
          expires_at: booking.holdExpiresAt.toISOString(),
          payment_link: paymentLink,
        },
      });
    },
  );

  app.get(
    '/patient/family-members',
    {
      schema: {
        tags,
        summary:
          'Ours: the people the patient booked for as someone else (distinct, newest first), to fill the form again',
        security,
        response: { 200: envelope(familyMembersData) },
      },
    },
    async (request, reply) => {
      const rows = await familyMembersOf(deps.db, signedInPatient(request).id);
      return ok(
        reply,
        b.familyMembers,
        rows.map((r) => ({
          full_name: r.fullName,
          gender: r.gender,
          dob: r.dob,
          phone: r.phone,
          email: r.email,
        })),
      );
    },
  );

  app.post(
    '/patient/appointment-intake-link',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Ours: a fresh intake-form link (capability) for one of the patient's confirmed appointments that has not ended (another patient's: 404)",
        security,
        body: intakeLinkSchema,
        response: { 200: envelope(intakeLinkData) },
      },
    },
    async (request, reply) => {
      const booking = await findPatientBooking(
        deps.db,
        signedInPatient(request).id,
        request.body.book_appointment_id,
      );
      if (!booking) throw notFound(b.bookingNotFound);
      const now = deps.clock.now();
      if (booking.status !== 'confirmed' || booking.endsAt.getTime() <= now.getTime())
        throw new AppError(410, b.intakeClosed);
      const token = await issueBookingLink(
        deps.db,
        { bookingId: booking.id, purpose: 'intake', expiresAt: booking.endsAt },
        now,
      );
      return ok(reply, b.intakeLink, { intake_link: bookingLinkAddress(siteUrl(request), 'intake', token) });
    },
  );

  app.post(
    '/coupon/validation',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'What a coupon takes off (rupees); priced by the server when the doctor and fee choice are sent',
        security,
        body: couponValidationSchema,
        response: { 200: envelope(couponResultData) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      let original: number | null = body.amount === undefined ? null : toPaise(body.amount);
      let type: string | null = body.type ?? null;
      if (body.doctor_id) {
        const expert = await findActiveExpert(deps.db, body.doctor_id);
        if (!expert) throw badRequest(b.expertNotFound);
        type ??= expert.type;
        original = feeOf(expert, expert.type as 'gc' | 'mhc', {
          feeType: body.fee_type,
          consultation: expert.type === 'mhc' ? 'first' : body.is_this_your_first_consultation,
        });
      }
      if (original === null) throw badRequest(c.amountInvalid);
      const coupon = await usableCoupon(deps, body.coupon_code, signedInPatient(request).id, body.type);
      const discount = discountOf(coupon, original);
      // Spec section 3: the result's `_id` is the terms' (the apps send it on as tnc_id): the terms
      // of the consultation type asked about, or the doctor's, or the one the coupon is for; ''
      // when none is known (a coupon for any type, asked about with an amount alone).
      type ??= coupon.consultationType;
      const terms = type ? await findPage(deps.db, `tnc-${type}`) : null;
      // A gift's code is a coupon the gifts module made: it says so (lib/events.ts).
      const described: { kind: 'gift' | 'coupon' } = { kind: 'coupon' };
      await deps.events.emit('coupon.describing', { conn: deps.db, couponId: coupon.id, answer: described });
      return ok(reply, c.applied, {
        original_amount: toRupees(original),
        discount: toRupees(discount),
        total_amount: toRupees(original - discount),
        _id: terms?.id ?? '',
        coupon_value: coupon.discountType === 'flat' ? toRupees(coupon.discountValue) : null,
        coupon_kind: described.kind,
      });
    },
  );
}
