import { todayIso } from '@care/contracts/common/dates';
import { envelope } from '@care/contracts/common/envelope';
import { consultationMessages as cm } from '@care/contracts/staff/messages';
import { type StaffProfile, staffProfileBody, staffProfileData } from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBase } from '../../lib/site-url.ts';
import {
  type ExpertRow,
  findExpertsByIds,
  ownProfileRefusal,
  presentDoctor,
  saveOwnProfile,
} from '../experts/index.ts';
import { signedInExpert } from './expert-caller.ts';

const tags = ['staff'];

/** The expert profile as its expert edits it; the picture as patients see it. */
function presentProfile(e: ExpertRow, base: string, now: Date): StaffProfile {
  return {
    id: e.id,
    name: `${e.salutation} ${e.firstName} ${e.lastName}`.trim(),
    type: e.type,
    profile_picture: presentDoctor(e, base, todayIso(now)).profile_picture,
    short_description: e.shortDescription,
    description: e.description,
    languages: e.languages,
    approaches: e.approaches,
    concerns: e.concerns,
  };
}

/** The expert's own profile: their words and lists (fees and registration are the provider's). */
export async function profileRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  async function ownExpert(expertId: string) {
    const [expert] = await findExpertsByIds(deps.db, [expertId]);
    if (!expert) throw new AppError(403, cm.noExpertProfile);
    return expert;
  }

  app.get(
    '/profile',
    {
      config: { permission: 'profile.edit_own' },
      schema: {
        tags,
        summary: "The signed-in expert's profile as patients see it",
        response: { 200: envelope(staffProfileData) },
      },
    },
    async (request, reply) => {
      const { expertId } = signedInExpert(request);
      const expert = await ownExpert(expertId);
      return ok(reply, cm.profile, presentProfile(expert, mediaBase(request), deps.clock.now()));
    },
  );

  app.put(
    '/profile',
    {
      config: { permission: 'profile.edit_own' },
      schema: {
        tags,
        summary:
          "Saves the expert's bio, one-line introduction, languages, approaches and concerns (common-master values); patients see them at once. Fees are not changed here",
        body: staffProfileBody,
        response: { 200: envelope(staffProfileData) },
      },
    },
    async (request, reply) => {
      const { expertId } = signedInExpert(request);
      const expert = await ownExpert(expertId);
      const body = request.body;
      // A photo needs an upload a staff member owns, which the uploads table cannot record yet
      // (its patient_id is required): until then the photo is kept, and a new one is refused in
      // words rather than dropped.
      if (body.profile_picture && body.profile_picture !== expert.profilePicture)
        throw badRequest(cm.photoNotYet);
      const fields = {
        description: body.description,
        shortDescription: body.short_description,
        languages: [...new Set(body.languages)],
        approaches: [...new Set(body.approaches)],
        concerns: [...new Set(body.concerns)],
      };
      const refused = ownProfileRefusal(expert.type, fields);
      if (refused) throw badRequest(refused);
      const saved = await saveOwnProfile(deps, expertId, fields);
      if (!saved) throw new AppError(403, cm.noExpertProfile);
      return ok(reply, cm.profileSaved, presentProfile(saved, mediaBase(request), deps.clock.now()));
    },
  );
}
