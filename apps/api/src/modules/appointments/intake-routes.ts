import { appointmentMessages as am } from '@care/contracts/appointments/messages';
import { isKept } from '@care/contracts/booking/lifecycle';
import { bookingIdParams } from '@care/contracts/booking/schemas';
import { envelope } from '@care/contracts/common/envelope';
import { intakeMessages as m } from '@care/contracts/intake/messages';
import { isHarmThoughtsFlag } from '@care/contracts/intake/rules';
import { intakeDetailData, intakeSchema, intakeSubmittedData } from '@care/contracts/intake/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { patientOrNull } from '../../plugins/caller.ts';
import { type BookingRow, bookingAccess, maskedPerson } from '../booking/index.ts';
import { findPatientById } from '../patient/index.ts';
import { hasIntake, insertIntake } from './repository.ts';

const tags = ['intake'];
const none = {
  expired_status: false,
  already_exist: false,
  booking_not_found: false,
  masked: false,
  result: null,
};

/**
 * The intake form's calls (spec sections 2 and 7): opened from a link without sign-in. The slot
 * the spec gives the booking's id takes the intake link's capability (booking's links.ts) or,
 * with the booking patient's own bearer token, the booking's id: either opens the full prefill
 * and may submit. The booking's id alone (issue 18: it travels in texts, e-mails and addresses)
 * answers only what the payment page shows, masked, without the consultation's type, and may
 * not submit.
 */
export async function intakeRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  /** The booking the slot opens and how, or the refusal for an unknown or expired link. */
  async function reach(request: FastifyRequest, key: string) {
    const access = await bookingAccess(deps.db, {
      key,
      purpose: 'intake',
      patientId: patientOrNull(request)?.id ?? null,
      now: deps.clock.now(),
    });
    if (access.kind === 'link_invalid')
      throw new AppError(404, m.linkInvalid, { ...none, booking_not_found: true });
    if (access.kind === 'not_found')
      throw new AppError(404, m.notFound, { ...none, booking_not_found: true });
    return access;
  }

  /** The outcome for a booking: not found (404), already submitted (409), expired (410), or null. */
  async function refusal(booking: BookingRow): Promise<AppError | null> {
    if (!isKept(booking.status) && booking.status !== 'cancelled')
      return new AppError(404, m.notFound, { ...none, booking_not_found: true });
    if (await hasIntake(deps.db, booking.id))
      return new AppError(409, m.already, { ...none, already_exist: true });
    // Issue 19: a cancelled appointment's link says so, not that time ran out.
    if (booking.status === 'cancelled')
      return new AppError(410, am.cancelledLink, { ...none, expired_status: true });
    if (booking.endsAt.getTime() <= deps.clock.now().getTime())
      return new AppError(410, m.expired, { ...none, expired_status: true });
    return null;
  }

  app.get(
    '/book-appointment/get-patient-detail-for-intake-form/:id',
    {
      schema: {
        tags,
        summary:
          "The intake form by its link (or the booking's id: masked, cannot submit): the prefill, or not found (404), already submitted (409), expired (410)",
        params: bookingIdParams,
        response: { 200: envelope(intakeDetailData) },
      },
    },
    async (request, reply) => {
      const access = await reach(request, request.params.id);
      const b = access.booking;
      const refused = await refusal(b);
      if (refused) throw refused;
      if (access.kind === 'masked') {
        const person = maskedPerson(b);
        return ok(reply, m.linkNeeded, {
          ...none,
          masked: true,
          result: {
            book_appointment_id: b.id,
            patient_id: {
              _id: '',
              name: { firstName: person.firstName, lastName: person.lastName },
              phone: person.phone,
              gender: '',
              email: person.email,
              dob: null,
              city: '',
            },
            doctor_id: null,
          },
        });
      }
      const patient = await findPatientById(deps.db, b.patientId);
      const [firstName = '', ...rest] = (b.fullName ?? '').trim().split(/\s+/);
      return ok(reply, m.detail, {
        ...none,
        result: {
          book_appointment_id: b.id,
          patient_id: {
            _id: b.patientId,
            name: { firstName, lastName: rest.join(' ') },
            phone: b.phone ?? '',
            gender: b.gender ?? '',
            email: b.email ?? '',
            dob: b.dob,
            // The account's city, only when the consultation is for the account holder.
            city: b.someOneElse ? '' : (patient?.city ?? ''),
          },
          doctor_id: { _id: b.expertId, type: b.type as 'gc' | 'mhc' },
        },
      });
    },
  );

  app.post(
    '/patient-intake',
    {
      schema: {
        tags,
        summary:
          "Saves the intake form once per appointment, before it ends, by its link (or the booking's id with the patient's bearer token); `flagged` when the MHC form's harm question is answered with anything but 'Never'",
        body: intakeSchema,
        response: { 201: envelope(intakeSubmittedData) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const access = await reach(request, body.book_appointment_id);
      if (access.kind === 'masked')
        throw new AppError(404, m.linkNeeded, { ...none, booking_not_found: true });
      const booking = access.booking;
      if (booking.type !== body.consultation_type) throw badRequest(m.typeMismatch);
      const refused = await refusal(booking);
      if (refused) throw refused;
      const { book_appointment_id: _key, ...answers } = body;
      const saved = await insertIntake(deps.db, {
        bookingId: booking.id,
        consultationType: booking.type,
        answers,
      });
      if (!saved) throw new AppError(409, m.already, { ...none, already_exist: true });
      // The expert's room shows the flag (read from the stored answers); the page gives the
      // patient the crisis numbers. Nothing else (texts, e-mails, logs) carries it.
      const flagged =
        answers.consultation_type === 'mhc' && isHarmThoughtsFlag(answers.thoughts_of_harming_self_or_baby);
      return ok(reply, m.submitted, { flagged }, 201);
    },
  );
}
