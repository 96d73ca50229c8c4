import { todayIso } from '@care/contracts/common/dates';
import { envelope } from '@care/contracts/common/envelope';
import { commonMessages } from '@care/contracts/common/messages';
import { pregnancyMessages } from '@care/contracts/pregnancy/messages';
import {
  cmToInches,
  daysLeftForDelivery,
  pregnancyWeekData,
  pregnancyWeekQuery,
} from '@care/contracts/pregnancy/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { pictureKeys } from '../../lib/raster-media.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBase } from '../../lib/site-url.ts';
import { openScope, patientOrNull } from '../../plugins/caller.ts';
import { findPregnancyWeek } from './repository.ts';

export const pregnancyRoutes = openScope(async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/pregnancy-highlights/app-list',
    {
      schema: {
        tags: ['pregnancy'],
        summary: "A pregnancy week's mom and baby highlights, size and days left (an array of one)",
        querystring: pregnancyWeekQuery,
        response: { 200: envelope(pregnancyWeekData) },
      },
    },
    async (request, reply) => {
      const { week } = request.query;
      const row = await findPregnancyWeek(deps.db, week);
      if (!row) throw notFound(pregnancyMessages.notFound);
      // Signed-in patients get days left counted from their own LMP for their current week.
      const lmp = patientOrNull(request)?.lmp ?? null;
      return ok(reply, commonMessages.ok, [
        {
          week: row.week,
          mom: {
            highlights_of_the_week: row.mom.highlights,
            precautions: row.mom.precautions,
            recommendation_for_you: row.mom.recommendations,
          },
          baby: {
            highlights_of_the_week: row.baby.highlights,
            precautions: row.baby.precautions,
            recommendation_for_you: row.baby.recommendations,
          },
          height: cmToInches(row.heightCm),
          weight: Math.round(row.weightG),
          days_left_for_delivery: daysLeftForDelivery(week, todayIso(deps.clock.now()), lmp),
          size: row.size,
          // PNG for the phone apps, which cannot show SVG; the web takes size_image_svg.
          size_image_path: mediaUrl(mediaBase(request), pictureKeys(row.sizeImagePath).image) ?? '',
          size_image_svg: mediaUrl(mediaBase(request), pictureKeys(row.sizeImagePath).svg),
          lmp,
          description_for_baby: row.descriptionForBaby,
          description_for_mom: row.descriptionForMom,
        },
      ]);
    },
  );
});
