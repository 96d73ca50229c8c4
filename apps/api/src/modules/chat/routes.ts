import { CHAT_BODY_MAX_BYTES } from '@care/contracts/chat/constants';
import { chatBody, chatReplySchema } from '@care/contracts/chat/schemas';
import { envelope } from '@care/contracts/common/envelope';
import { commonMessages } from '@care/contracts/common/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { patientScope, signedInPatient } from '../../plugins/caller.ts';
import { chatStep } from './engine.ts';
import { takeChatTurn } from './repository.ts';

const tags = ['assistant'];

export const chatRoutes = patientScope(async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  app.post(
    '/chat-with-sehej',
    {
      // Text has no length rule (it is read whole for danger first); the body limit is the bound.
      bodyLimit: CHAT_BODY_MAX_BYTES,
      schema: {
        tags,
        summary:
          'The guided assistant: {start_new_chat:true} begins, {answer} picks an option code, {text} is free text',
        security: [{ bearer: [] }],
        body: chatBody,
        response: { 200: envelope(chatReplySchema) },
      },
    },
    async (request, reply) => {
      const step = await takeChatTurn(
        deps.db,
        signedInPatient(request),
        (context) => chatStep({ ...context, body: request.body, assistantName: deps.config.ASSISTANT_NAME }),
        deps.clock.now(),
      );
      if (!step.ok) throw badRequest(step.message);
      return ok(reply, commonMessages.ok, step.reply);
    },
  );
});
