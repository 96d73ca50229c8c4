import { envelope } from '@care/contracts/common/envelope';
import { consultationMessages as cm } from '@care/contracts/staff/messages';
import { staffProfileBody, staffProfileData } from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBases } from '../../lib/site-url.ts';
import { findExpertsByIds, ownProfileRefusal, saveOwnProfile } from '../experts/index.ts';
import { signedInExpert } from './expert-caller.ts';
import { presentProfile } from './present.ts';

const tags = ['staff'];

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
      return ok(reply, cm.profile, presentProfile(expert, mediaBases(request), deps.clock.now()));
    },
  );

  app.put(
    '/profile',
    {
      config: { permission: 'profile.edit_own' },
      schema: {
        tags,
        summary:
          "Saves the expert's bio, one-line introduction, languages, approaches and concerns (common-master values); patients see them at once. Not the photo (PUT staff/profile/photo) nor the fees",
        body: staffProfileBody,
        response: { 200: envelope(staffProfileData) },
      },
    },
    async (request, reply) => {
      const { expertId } = signedInExpert(request);
      const expert = await ownExpert(expertId);
      const body = request.body;
      // The photo has its own upload, which checks and re-encodes it: here the picture may only be
      // sent back as it is (its key, or the address GET answered), never pointed somewhere else.
      const current = presentProfile(expert, mediaBases(request), deps.clock.now()).profile_picture;
      if (
        body.profile_picture &&
        body.profile_picture !== expert.profilePicture &&
        body.profile_picture !== current
      )
        throw badRequest(cm.photoByUpload);
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
      return ok(reply, cm.profileSaved, presentProfile(saved, mediaBases(request), deps.clock.now()));
    },
  );
}
