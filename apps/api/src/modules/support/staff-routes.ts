import { createHash } from 'node:crypto';
import { envelope } from '@care/contracts/common/envelope';
import { contentMessages as m } from '@care/contracts/content/messages';
import {
  quickSupportAnswerBody,
  quickSupportAnswerUpdate,
  type StaffQuickSupportQuestion,
  staffIdParam,
  staffQuickSupportData,
  staffQuickSupportQuestion,
} from '@care/contracts/content/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Conn } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { type StaffCaller, signedInStaff } from '../../plugins/caller.ts';
import { recordStaffChange } from '../staff/index.ts';
import {
  allQuickSupport,
  categoryExists,
  insertQuestion,
  lockQuestion,
  type QuestionRow,
  updateQuestion,
} from './staff-repository.ts';

const tags = ['staff'];
const config = { permission: 'content.edit' } as const;

function present(row: QuestionRow): StaffQuickSupportQuestion {
  return {
    id: row.id,
    category_id: row.categoryId,
    question: row.question,
    answer: row.answer,
    published: row.publishedAt !== null,
    sort: row.sort,
  };
}

/** What the audit log keeps of an answer: the answer HTML as its length and SHA-256. */
function audited(row: QuestionRow) {
  return {
    category_id: row.categoryId,
    question: row.question,
    answer_length: row.answer.length,
    answer_sha256: createHash('sha256').update(row.answer).digest('hex'),
    published_at: row.publishedAt,
  };
}

/**
 * The console's quick-support FAQ (issue 22, operations: content.edit): the categories with their
 * questions, answers added and edited (HTML sanitised with the shared allow-list), published and
 * unpublished. The patients' FAQ reads the table on every request, so a change shows at once.
 */
export async function staffQuickSupportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  const audit = (
    tx: Conn,
    staff: StaffCaller,
    action: string,
    row: QuestionRow,
    before: QuestionRow | null,
    summary: string,
  ) =>
    recordStaffChange(tx, {
      staff,
      action,
      subject: 'quick_support',
      subjectId: row.id,
      summary,
      before: before ? audited(before) : null,
      after: audited(row),
      now: deps.clock.now(),
    });

  app.get(
    '/quick-support',
    {
      config,
      schema: {
        tags,
        summary: 'Every quick-support category (all audiences) with its questions, published and unpublished',
        response: { 200: envelope(staffQuickSupportData) },
      },
    },
    async (_request, reply) => {
      const { categories, questions } = await allQuickSupport(deps.db);
      return ok(reply, m.quickSupport, {
        categories: categories.map((c) => ({
          id: c.id,
          parent_id: c.parentId,
          name: c.name,
          audience: c.audience,
          questions: questions.filter((q) => q.categoryId === c.id).map(present),
        })),
      });
    },
  );

  app.post(
    '/quick-support/questions',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a question and its answer (HTML, sanitised) to a category, published',
        body: quickSupportAnswerBody,
        response: { 201: envelope(staffQuickSupportQuestion) },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const body = request.body;
      if (!(await categoryExists(deps.db, body.category_id))) throw badRequest(m.categoryNotFound);
      const answer = await sanitizeHtml(body.answer);
      const row = await deps.db.transaction(async (tx) => {
        const created = await insertQuestion(tx, {
          categoryId: body.category_id,
          question: body.question,
          answer,
          now: deps.clock.now(),
        });
        await audit(tx, staff, 'quick_support.create', created, null, `Added "${created.question}"`);
        return created;
      });
      return ok(reply, m.answerCreated, present(row), 201);
    },
  );

  app.put(
    '/quick-support/questions/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Saves a question and its answer (HTML, sanitised); patients see it at once',
        params: staffIdParam,
        body: quickSupportAnswerUpdate,
        response: { 200: envelope(staffQuickSupportQuestion) },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const body = request.body;
      if (!(await categoryExists(deps.db, body.category_id))) throw badRequest(m.categoryNotFound);
      const answer = await sanitizeHtml(body.answer);
      const row = await deps.db.transaction(async (tx) => {
        const before = await lockQuestion(tx, request.params.id);
        if (!before) throw notFound(m.questionNotFound);
        const saved = await updateQuestion(tx, before.id, {
          categoryId: body.category_id,
          question: body.question,
          answer,
        });
        await audit(tx, staff, 'quick_support.edit', saved, before, `Edited "${saved.question}"`);
        return saved;
      });
      return ok(reply, m.answerSaved, present(row));
    },
  );

  for (const publish of [true, false]) {
    app.post(
      `/quick-support/questions/:id/${publish ? 'publish' : 'unpublish'}`,
      {
        config,
        schema: {
          tags,
          summary: publish
            ? 'Publishes the answer: patients see it at once'
            : 'Unpublishes the answer: it leaves the patients’ FAQ at once',
          params: staffIdParam,
          response: { 200: envelope(staffQuickSupportQuestion) },
        },
      },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const row = await deps.db.transaction(async (tx) => {
          const before = await lockQuestion(tx, request.params.id);
          if (!before) throw notFound(m.questionNotFound);
          if ((before.publishedAt !== null) === publish) return before;
          const saved = await updateQuestion(tx, before.id, {
            publishedAt: publish ? deps.clock.now() : null,
          });
          await audit(
            tx,
            staff,
            publish ? 'quick_support.publish' : 'quick_support.unpublish',
            saved,
            before,
            `${publish ? 'Published' : 'Unpublished'} "${saved.question}"`,
          );
          return saved;
        });
        return ok(reply, publish ? m.answerPublished : m.answerUnpublished, present(row));
      },
    );
  }
}
