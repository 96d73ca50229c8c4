import { envelope } from '@care/contracts/common/envelope';
import { caseless } from '@care/contracts/common/fields';
import { commonMessages } from '@care/contracts/common/messages';
import { pageOfList, paginationOf, pagingQuery } from '@care/contracts/common/paging';
import { PAGE_SLUGS, QUICK_SUPPORT_PAGE_SIZE } from '@care/contracts/support/constants';
import { contactMessages } from '@care/contracts/support/messages';
import {
  commonMasterData,
  commonMasterQuery,
  contactEnquiryBody,
  pageData,
  type QuickSupportCategory,
  quickSupportData,
  termsQuery,
} from '@care/contracts/support/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { openScope, patientOrNull, staffScope } from '../../plugins/caller.ts';
import { addContactEnquiry, commonMasterRows, findPage, quickSupportFor } from './repository.ts';
import { staffQuickSupportRoutes } from './staff-routes.ts';

const tags = ['support'];

export async function supportRoutes(app: FastifyInstance) {
  await app.register(openScope(publicSupportRoutes));
  // The console's editing of the FAQ (issue 22).
  await app.register(
    async (staff) => {
      await staff.register(staffScope(staffQuickSupportRoutes));
    },
    { prefix: '/staff' },
  );
}

const publicSupportRoutes = async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Dependencies are read per request: the database may still be opening while routes register.
  const deps = app.deps;

  app.post(
    '/patient/add-contact-us-enquiry',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a Contact Us enquiry',
        body: contactEnquiryBody,
        response: { 201: envelope(z.object({ _id: z.string() })) },
      },
    },
    async (request, reply) => {
      // Signed-in senders are linked to their account; visitors may write too.
      const id = await addContactEnquiry(deps.db, {
        ...request.body,
        patientId: patientOrNull(request)?.id ?? null,
      });
      return ok(reply, contactMessages.sent, { _id: id }, 201);
    },
  );

  app.get(
    '/quick-support/question-answer/:audience',
    {
      schema: {
        tags,
        summary:
          'The quick-support FAQ as a nested tree (answers are URL-encoded HTML), paged by top-level category',
        params: z.object({ audience: caseless(z.enum(['Patient'])) }),
        querystring: pagingQuery(QUICK_SUPPORT_PAGE_SIZE),
        response: { 200: envelope(quickSupportData) },
      },
    },
    async (request, reply) => {
      const { categories, questions } = await quickSupportFor(deps.db, request.params.audience);
      const nodes = new Map<string, QuickSupportCategory>(
        categories.map((c) => [
          c.id,
          { _id: c.id, name: c.name, children: [], quick_support_question_answer: [] },
        ]),
      );
      for (const q of questions) {
        nodes.get(q.categoryId)?.quick_support_question_answer.push({
          _id: q.id,
          question: q.question,
          answer: encodeURIComponent(q.answer),
        });
      }
      const result: QuickSupportCategory[] = [];
      for (const c of categories) {
        const node = nodes.get(c.id)!;
        const parent = c.parentId ? nodes.get(c.parentId) : undefined;
        (parent ? parent.children : result).push(node);
      }
      return ok(reply, commonMessages.ok, {
        result: pageOfList(result, request.query),
        pagination: paginationOf(request.query, result.length),
      });
    },
  );

  async function page(slug: string) {
    const row = await findPage(deps.db, slug);
    if (!row) throw notFound(commonMessages.notFound);
    return { data: { _id: row.id, slug: row.slug, title: row.title, description: row.description } };
  }

  app.get(
    '/page/tnc',
    {
      schema: {
        tags,
        summary: 'Terms and conditions for gc or mhc',
        querystring: termsQuery,
        response: { 200: envelope(pageData) },
      },
    },
    async (request, reply) => ok(reply, commonMessages.ok, await page(`tnc-${request.query.type}`)),
  );

  app.get(
    '/page/:slug',
    {
      schema: {
        tags,
        summary: 'A static page: about-us, privacy-policy, cookie-policy',
        params: z.object({ slug: z.enum(PAGE_SLUGS) }),
        response: { 200: envelope(pageData) },
      },
    },
    async (request, reply) => ok(reply, commonMessages.ok, await page(request.params.slug)),
  );

  app.get(
    '/common-master',
    {
      schema: {
        tags,
        summary:
          'Reference lists by slug (comma-joined): concerns, expert-approaches, expert-type, language, consultation-type',
        querystring: commonMasterQuery,
        response: { 200: envelope(commonMasterData) },
      },
    },
    async (request, reply) => {
      const slugs = request.query.slug;
      const rows = await commonMasterRows(deps.db, slugs);
      const data: Record<string, { _id: string; value: string; label: string }[]> = {};
      for (const slug of slugs ?? []) data[slug] = [];
      for (const r of rows) {
        data[r.slug] = [...(data[r.slug] ?? []), { _id: r.id, value: r.value, label: r.label }];
      }
      return ok(reply, commonMessages.ok, data);
    },
  );
};
