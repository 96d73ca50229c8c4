import { todayIso } from '@care/contracts/common/dates';
import { envelope } from '@care/contracts/common/envelope';
import { expertMessages as m } from '@care/contracts/experts/messages';
import {
  doctorIdParams,
  doctorSchema,
  type ExpertSearch,
  expertListData,
  expertSearchSchema,
} from '@care/contracts/experts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBase } from '../../lib/site-url.ts';
import { presentDoctor } from './present.ts';
import { findActiveExpert, searchExperts } from './repository.ts';

// An expert's day of slots with their booked flags is answered by the booking module (whether a
// slot is taken is booking's), and a patient's consultations with one expert by appointments.

const tags = ['experts'];

export async function expertRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  const list = async (s: ExpertSearch, media: string) => {
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
      result: rows.map((e) => presentDoctor(e, media, today)),
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
        response: { 200: envelope(doctorSchema) },
      },
    },
    async (request, reply) => {
      const expert = await findActiveExpert(deps.db, request.params.doctor);
      if (!expert) throw notFound(m.notFound);
      return ok(reply, m.detail, presentDoctor(expert, mediaBase(request), todayIso(deps.clock.now())));
    },
  );
}
