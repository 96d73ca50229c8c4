import { appointmentListData } from '@care/contracts/appointments/schemas';
import { kolkataInstant, WEEKDAYS, weekdayOf } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
import { envelope } from '@care/contracts/common/envelope';
import { SLOT_DAYS_AHEAD } from '@care/contracts/experts/constants';
import { expertMessages as m } from '@care/contracts/experts/messages';
import {
  bookingsByDoctorQuery,
  doctorIdParams,
  doctorSchema,
  type ExpertSearch,
  expertListData,
  expertSearchSchema,
  slotData,
  slotQuerySchema,
} from '@care/contracts/experts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { presentAppointment } from '../appointments/present.ts';
import { patientAppointments } from '../appointments/repository.ts';
import { patientScope, signedInPatient } from '../auth/caller.ts';
import { presentDoctor } from './present.ts';
import { findActiveExpert, searchExperts, slotTakingBookings } from './repository.ts';
import { scheduledSlots } from './schedule.ts';

const tags = ['experts'];

export async function expertRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  const list = async (s: ExpertSearch) => {
    const { rows, total } = await searchExperts(deps.db, {
      type: s.type,
      page: s.page,
      records: s.records,
      query: s.query,
      language: s.language,
      approaches: s.expert_approaches,
      concerns: s.concerns,
    });
    const today = todayIso(deps.clock.now());
    return {
      result: rows.map((e) => presentDoctor(e, deps.config.mediaBaseUrl, today)),
      pagination: { current_page: s.page, total_records: total, records: s.records },
    };
  };

  app.get(
    '/doctor/list',
    {
      schema: {
        tags,
        summary: 'Experts of a type, searched, filtered and paged (spec: doctor/list)',
        querystring: expertSearchSchema,
        response: { 200: envelope(expertListData) },
      },
    },
    async (request, reply) => {
      const data = await list(request.query);
      return ok(reply, data.result.length ? m.list : m.noExperts, data);
    },
  );

  app.post(
    '/doctor/search',
    {
      schema: {
        tags,
        summary: 'The same search with the search params in the body',
        body: expertSearchSchema,
        response: { 200: envelope(expertListData) },
      },
    },
    async (request, reply) => {
      const data = await list(request.body);
      return ok(reply, data.result.length ? m.list : m.noExperts, data);
    },
  );

  app.get(
    '/doctor/:doctor',
    {
      schema: {
        tags,
        summary: 'One expert',
        params: doctorIdParams,
        response: { 200: envelope(doctorSchema) },
      },
    },
    async (request, reply) => {
      const expert = await findActiveExpert(deps.db, request.params.doctor);
      if (!expert) throw notFound(m.notFound);
      return ok(reply, m.detail, presentDoctor(expert, deps.config.mediaBaseUrl, todayIso(deps.clock.now())));
    },
  );

  app.get(
    '/schedule-timing/get-slot-by-day-and-date',
    {
      schema: {
        tags,
        summary: "An expert's slots on one date (HH:mm, Asia/Kolkata), with booked and past flags",
        querystring: slotQuerySchema,
        response: { 200: envelope(slotData) },
      },
    },
    async (request, reply) => {
      const { day, date, doctor_id } = request.query;
      if (WEEKDAYS[weekdayOf(date)] !== day) throw badRequest(m.dayMismatch);
      const now = deps.clock.now();
      if (date > addDays(todayIso(now), SLOT_DAYS_AHEAD)) throw badRequest(m.dateTooFar);
      const expert = await findActiveExpert(deps.db, doctor_id);
      if (!expert) throw notFound(m.notFound);

      const slots = await scheduledSlots(deps.db, expert.id, date);
      const taken = slots.length
        ? await slotTakingBookings(deps.db, {
            expertId: expert.id,
            from: kolkataInstant(date, '00:00'),
            to: kolkataInstant(addDays(date, 1), '00:00'),
            now,
          })
        : [];
      const time_slots = slots.map((slot) => {
        const start = kolkataInstant(date, slot.start_time).getTime();
        const end = kolkataInstant(date, slot.end_time).getTime();
        return {
          ...slot,
          booked: taken.some((b) => b.startsAt.getTime() < end && b.endsAt.getTime() > start),
          past: start <= now.getTime(),
        };
      });
      return ok(reply, m.slots, { result: { schedule_timing_slot: [{ day, date, time_slots }] } });
    },
  );

  await app.register(patientScope(patientExpertRoutes));
}

async function patientExpertRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  for (const when of ['upcoming', 'past'] as const) {
    app.get(
      `/patient/${when}-bookings-by-doctor`,
      {
        schema: {
          tags,
          summary: `The signed-in patient's ${when} confirmed consultations with one expert`,
          security: [{ bearer: [] }],
          querystring: bookingsByDoctorQuery,
          response: { 200: envelope(appointmentListData) },
        },
      },
      async (request, reply) => {
        const patient = signedInPatient(request);
        const expert = await findActiveExpert(deps.db, request.query.doctor_id);
        if (!expert) throw notFound(m.notFound);
        const now = deps.clock.now();
        const rows = await patientAppointments(deps.db, patient.id, now, when, expert.id);
        return ok(
          reply,
          m.bookings,
          rows.map((row) => presentAppointment(row, patient, deps.config.mediaBaseUrl, now)),
        );
      },
    );
  }
}
