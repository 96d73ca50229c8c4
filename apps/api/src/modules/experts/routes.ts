import { kolkataInstant } from '@care/contracts/common/clock-time';
import { addDays, todayIso } from '@care/contracts/common/dates';
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
import type { MediaBases } from '../../lib/media-url.ts';
import { preparedOk, sendPrepared } from '../../lib/prepared-answer.ts';
import {
  ALL_EXPERTS,
  followAnswerChanges,
  PublicAnswerCache,
  publicAnswerTtl,
} from '../../lib/public-answers.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBases } from '../../lib/site-url.ts';
import { presentListedDoctor } from './present.ts';
import { findActiveExpertListed, searchExperts } from './repository.ts';

// An expert's day of slots with their booked flags is answered by the booking module (whether a
// slot is taken is booking's), and a patient's consultations with one expert by appointments.

const tags = ['experts'];

export async function expertRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  // The list carries nothing of the caller's: each instance answers it from a short cache
  // (lib/public-answers.ts) that any expert's change drops; media addresses are laid on per request.
  const lists = new PublicAnswerCache(publicAnswerTtl(app.deps.config));
  followAnswerChanges(app, lists);
  const maxAge = Math.floor(publicAnswerTtl(app.deps.config) / 1000);

  const search = (s: ExpertSearch, now: Date) =>
    searchExperts(deps.db, {
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

  const listAnswer = envelope(expertListData);
  /** The list's answer as sent: cached per query and media address, checked when loaded. */
  const answer = (s: ExpertSearch, media: MediaBases) => {
    const now = deps.clock.now();
    return lists.get(`${media.files}|${media.own}|${JSON.stringify(s)}`, ALL_EXPERTS, now, async () => {
      const today = todayIso(now);
      const { rows, total } = await search(s, now);
      const data = {
        result: rows.map((e) => presentListedDoctor(e, media, today)),
        pagination: { current_page: s.page, total_records: total, records: s.records },
      };
      // True until a listed expert's next free slot starts, or the day (and with it the
      // fortnight searched and the years of experience) turns; a hold running out within the TTL.
      let validUntil = kolkataInstant(addDays(today, 1), '00:00').getTime();
      for (const r of rows)
        if (r.nextAvailable) validUntil = Math.min(validUntil, new Date(r.nextAvailable).getTime());
      return { value: preparedOk(listAnswer, rows.length ? m.list : m.noExperts, data), validUntil };
    });
  };

  app.get(
    '/doctor/list',
    {
      schema: {
        tags,
        summary: 'Experts of a type, searched, filtered and paged (spec: doctor/list)',
        querystring: expertSearchSchema,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const body = await answer(request.query, mediaBases(request));
      // Public and the same for every caller: phones and proxies may keep it as briefly as we do.
      if (maxAge > 0) reply.header('Cache-Control', `public, max-age=${maxAge}`);
      return sendPrepared(reply, body);
    },
  );

  app.post(
    '/doctor/search',
    {
      schema: {
        tags,
        summary: 'The same search with the search params in the body',
        body: expertSearchSchema,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => sendPrepared(reply, await answer(request.body, mediaBases(request))),
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
      return ok(reply, m.detail, presentListedDoctor(expert, mediaBases(request), todayIso(now)));
    },
  );
}
