import { envelope } from '@care/contracts/common/envelope';
import { pageWindow } from '@care/contracts/common/paging';
import { giftMessages as g } from '@care/contracts/gifts/messages';
import {
  giftCreatedData,
  giftCreateSchema,
  giftListData,
  giftListQuery,
} from '@care/contracts/gifts/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { patientScope, signedInPatient } from '../../plugins/caller.ts';
import { presentGift } from './present.ts';
import { purchasedGifts } from './repository.ts';
import { createGift } from './service.ts';

const tags = ['gifts'];
const security = [{ bearer: [] }];

/** Gift a session: buying a gift coupon and the buyer's Coupon History (spec sections 2 to 5). */
export async function giftRoutes(root: FastifyInstance) {
  await root.register(patientScope(routes));
}

async function routes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post(
    '/coupon',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Buys a gift session: a one-use coupon, usable once its payment is captured, for a year',
        security,
        body: giftCreateSchema,
        response: { 201: envelope(giftCreatedData) },
      },
    },
    async (request, reply) => {
      const created = await createGift(deps, signedInPatient(request).id, request.body);
      return ok(reply, g.created, created, 201);
    },
  );

  app.get(
    '/coupon',
    {
      schema: {
        tags,
        summary: "The signed-in patient's paid gift coupons, newest first",
        security,
        querystring: giftListQuery,
        response: { 200: envelope(giftListData) },
      },
    },
    async (request, reply) => {
      const now = deps.clock.now();
      const rows = await purchasedGifts(deps.db, signedInPatient(request).id, pageWindow(request.query));
      return ok(
        reply,
        g.list,
        rows.map((r) => presentGift(r, now)),
      );
    },
  );
}
