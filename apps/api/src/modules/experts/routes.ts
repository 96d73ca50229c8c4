import { todayIso } from '@care/contracts/common/dates';
import { envelope } from '@care/contracts/common/envelope';
import { expertMessages as m } from '@care/contracts/experts/messages';
import {
  doctorIdParams,
  type ExpertSearch,
  expertListData,
  expertSearchSchema,
  listedDoctorSchema,
} from '@care/contracts/experts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBase } from '../../lib/site-url.ts';
import { presentListedDoctor } from './present.ts';
import { findActiveExpertListed, searchExperts } from './repository.ts';

// An expert's day of slots with their booked flags is answered by the booking module (whether a
// slot is taken is booking's), and a patient's consultations with one expert by appointments.

const tags = ['experts'];

export async function expertRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  const list = async (s: ExpertSearch, media: string) => {
    const now = deps.clock.now();
    const { rows, total } = await searchExperts(deps.db, {
      type: s.type,
      page: s.page,
      records: s.records,
      query: s.query,
      language: s.language,
      approaches: s.expert_approaches,
      concerns: s.concerns,
      sort: s.sort,
      direction: s.direction,
      feeMin: s.fee_min,
      feeMax: s.fee_max,
      gender: s.gender,
      now,
    });
    const today = todayIso(now);
    return {
      result: rows.map((e) => presentListedDoctor(e, media, today)),
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
      const data = await list(request.query, mediaBase(request));
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
      const data = await list(request.body, mediaBase(request));
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
        response: { 200: envelope(listedDoctorSchema) },
      },
    },
    async (request, reply) => {
      const now = deps.clock.now();
      const expert = await findActiveExpertListed(deps.db, request.params.doctor, now);
      if (!expert) throw notFound(m.notFound);
      return ok(reply, m.detail, presentListedDoctor(expert, mediaBase(request), todayIso(now)));
    },
  );
}
