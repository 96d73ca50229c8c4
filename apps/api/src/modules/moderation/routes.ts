import { envelope } from '@care/contracts/common/envelope';
import { enquiryMessages as em, reviewModerationMessages as rm } from '@care/contracts/moderation/messages';
import {
  enquiryHandleBody,
  enquiryListData,
  enquiryListQuery,
  enquirySchema,
  moderatedReviewSchema,
  reviewListData,
  reviewListQuery,
} from '@care/contracts/moderation/schemas';
import { idParams } from '@care/contracts/staff/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { signedInStaff } from '../../plugins/caller.ts';
import { reviewsByStatus } from '../appointments/index.ts';
import { findExpertsByIds } from '../experts/index.ts';
import { listEnquiries } from '../support/index.ts';
import { presentEnquiries, presentReview } from './present.ts';
import { handleEnquiry, moderate, reopen } from './service.ts';

const tags = ['staff'];
const PAGE_SIZE = 50;
const reviewsConfig = { permission: 'reviews.moderate' } as const;
const enquiriesConfig = { permission: 'enquiries.handle' } as const;

/** Reviews (reviews.moderate) and contact enquiries (enquiries.handle), in staffScope. */
export async function moderationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/reviews',
    {
      config: reviewsConfig,
      schema: {
        tags,
        summary:
          "Reviews in a state (pending by default), oldest first, 50 a page: expert, rating, words, date and the patient's first name only",
        querystring: reviewListQuery,
        response: { 200: envelope(reviewListData) },
      },
    },
    async (request, reply) => {
      const { status, page } = request.query;
      const rows = await reviewsByStatus(deps.db, status, {
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      return ok(reply, rm.list, rows.map(presentReview));
    },
  );

  for (const [verb, to, message] of [
    ['approve', 'approved', rm.approved],
    ['reject', 'rejected', rm.rejected],
  ] as const) {
    app.post(
      `/reviews/:id/${verb}`,
      {
        config: reviewsConfig,
        schema: {
          tags,
          summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a pending review${verb === 'approve' ? ' (it counts in the expert’s rating at once)' : ''}; 409 when already moderated`,
          params: idParams,
          response: { 200: envelope(moderatedReviewSchema) },
        },
      },
      async (request, reply) => {
        const review = await moderate(deps, signedInStaff(request), request.params.id, to);
        const [expert] = await findExpertsByIds(deps.db, [review.expertId]);
        // The first name is not needed again: the moderator has the list.
        return ok(reply, message, presentReview({ review, expert: expert ?? null, patientFirstName: '' }));
      },
    );
  }

  app.get(
    '/enquiries',
    {
      config: enquiriesConfig,
      schema: {
        tags,
        summary:
          'Contact enquiries waiting (handled=false, the default) or handled, oldest first by default (order=newest), 50 a page',
        querystring: enquiryListQuery,
        response: { 200: envelope(enquiryListData) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await listEnquiries(deps.db, {
        handled: q.handled,
        order: q.order,
        limit: PAGE_SIZE,
        offset: (q.page - 1) * PAGE_SIZE,
      });
      return ok(reply, em.list, await presentEnquiries(deps.db, rows));
    },
  );

  app.post(
    '/enquiries/:id/handle',
    {
      config: enquiriesConfig,
      schema: {
        tags,
        summary:
          'Mark an enquiry handled, with an optional note (who and when are kept); 409 when already handled',
        params: idParams,
        body: enquiryHandleBody,
        response: { 200: envelope(enquirySchema) },
      },
    },
    async (request, reply) => {
      const row = await handleEnquiry(deps, signedInStaff(request), request.params.id, request.body.note);
      const [answer] = await presentEnquiries(deps.db, [row]);
      return ok(reply, em.handled, answer!);
    },
  );

  app.post(
    '/enquiries/:id/reopen',
    {
      config: enquiriesConfig,
      schema: {
        tags,
        summary: 'Put a handled enquiry back in the waiting list; 409 when it is not handled',
        params: idParams,
        response: { 200: envelope(enquirySchema) },
      },
    },
    async (request, reply) => {
      const row = await reopen(deps, signedInStaff(request), request.params.id);
      const [answer] = await presentEnquiries(deps.db, [row]);
      return ok(reply, em.reopened, answer!);
    },
  );
}
