import { envelope } from '@care/contracts/common/envelope';
import { commonMessages } from '@care/contracts/common/messages';
import { pageOfList, pageWindow, paginationOf, pagingQuery } from '@care/contracts/common/paging';
import {
  MOOD_HISTORY_DAYS,
  MOOD_HISTORY_PAGE_SIZE,
  MOOD_LABELS,
  MOODS,
  type Mood,
} from '@care/contracts/mood/constants';
import { moodMessages } from '@care/contracts/mood/messages';
import { addMoodBody, moodHistoryData, moodListData, moodTrackSchema } from '@care/contracts/mood/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mediaUrl } from '../../lib/media-url.ts';
import { pictureKeys } from '../../lib/raster-media.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBase } from '../../lib/site-url.ts';
import { patientScope, signedInPatient } from '../../plugins/caller.ts';
import { addMoodTrack, type MoodTrackRow, moodTracksSince } from './repository.ts';

const tags = ['mood'];
const bearer = [{ bearer: [] }];

function presentTrack(row: MoodTrackRow) {
  return {
    _id: row.id,
    mood: row.mood as Mood,
    display_mood: MOOD_LABELS[row.mood as Mood] ?? row.mood,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function moodRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/patient/get-mood-list',
    {
      schema: {
        tags,
        summary: 'The moods a patient can check in with',
        querystring: pagingQuery(MOODS.length),
        response: { 200: envelope(moodListData) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        commonMessages.ok,
        pageOfList(MOODS, request.query).map((mood) => ({
          mood,
          // PNG for the phone apps, which cannot show SVG; the web takes mood_icon_svg.
          mood_icon: mediaUrl(mediaBase(request), pictureKeys(`mood/${mood}.svg`).image) ?? '',
          mood_icon_svg: mediaUrl(mediaBase(request), `mood/${mood}.svg`),
          display_mood: MOOD_LABELS[mood],
        })),
      ),
  );

  await app.register(patientScope(patientMoodRoutes));
}

async function patientMoodRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post(
    '/patient/add-mood-track',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security: bearer,
        summary: "Records the patient's mood now",
        body: addMoodBody,
        response: { 201: envelope(moodTrackSchema) },
      },
    },
    async (request, reply) => {
      const row = await addMoodTrack(deps.db, signedInPatient(request).id, request.body.mood);
      return ok(reply, moodMessages.saved, presentTrack(row), 201);
    },
  );

  app.get(
    '/patient/mood-history',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The patient's moods of the last 30 days, oldest first (ours: for the profile chart)",
        querystring: pagingQuery(MOOD_HISTORY_PAGE_SIZE),
        response: { 200: envelope(moodHistoryData) },
      },
    },
    async (request, reply) => {
      const since = new Date(deps.clock.now().getTime() - MOOD_HISTORY_DAYS * 86_400_000);
      const { rows, total } = await moodTracksSince(
        deps.db,
        signedInPatient(request).id,
        since,
        pageWindow(request.query),
      );
      return ok(reply, commonMessages.ok, {
        result: rows.map(presentTrack),
        pagination: paginationOf(request.query, total),
      });
    },
  );
}
