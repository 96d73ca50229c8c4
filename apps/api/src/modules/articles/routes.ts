import {
  ARTICLE_KIND_BY_TYPE,
  type ARTICLE_KINDS,
  type ArticleType,
} from '@care/contracts/articles/constants';
import { articleMessages } from '@care/contracts/articles/messages';
import {
  articleBookmarkData,
  articleDetailSchema,
  articleGroupsData,
  articleIdBody,
  articleKindListData,
  articleKindParam,
  articleLikeData,
  articleListQuery,
  articleSlugQuery,
  bookmarkedData,
} from '@care/contracts/articles/schemas';
import { envelope, type Pagination } from '@care/contracts/common/envelope';
import { commonMessages } from '@care/contracts/common/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { mediaBases } from '../../lib/site-url.ts';
import { openScope, patientOrNull, patientScope, signedInPatient, staffScope } from '../../plugins/caller.ts';
import { ListCache } from './list-cache.ts';
import { contentMediaRoutes } from './media-routes.ts';
import { presentCard, presentDetail } from './present.ts';
import {
  articleExists,
  bookmarkedIds,
  listBookmarked,
  listGroups,
  listKind,
  openBySlug,
  readerState,
} from './repository.ts';
import { toggleBookmark, toggleLike } from './service.ts';
import { staffArticleRoutes } from './staff-routes.ts';

const tags = ['articles'];
const bearer = [{ bearer: [] }];

function pageOf(query: { page: number; records: number }) {
  return { limit: query.records, offset: (query.page - 1) * query.records };
}

function pagination(query: { page: number; records: number }, total: number): Pagination {
  return { current_page: query.page, total_records: total, records: query.records };
}

export async function articleRoutes(app: FastifyInstance) {
  // Public lists answer from a short per-instance cache; a like clears it, a console edit
  // clears it on every instance (list-cache.ts).
  const lists = new ListCache();
  lists.follow(app);
  await app.register(openScope((scope) => readingRoutes(scope, lists)));
  await app.register(patientScope((scope) => readerMarkRoutes(scope, lists)));
  // The console's editing (issue 22): its saves clear `lists`, so patients see them at once.
  await app.register(
    async (staff) => {
      await staff.register(staffScope((scope) => staffArticleRoutes(scope, lists)));
      await staff.register(staffScope(contentMediaRoutes));
    },
    { prefix: '/staff' },
  );
}

/** Lists and articles for everyone; a signed-in patient's bookmarks are laid over them. */
async function readingRoutes(root: FastifyInstance, lists: ListCache) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const savedBy = async (patientId: string | null) => (patientId ? bookmarkedIds(deps.db, patientId) : null);

  app.get(
    '/article/app-list',
    {
      schema: {
        tags,
        summary:
          'Text, audio and video articles for a category and week (data.result.*), or for support tribes (data.*)',
        querystring: articleListQuery,
        response: { 200: envelope(articleGroupsData) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = { category: q.category, week: q.week, tribes: q.support_tribe };
      const page = pageOf(q);
      const [{ rows, totals }, saved] = await Promise.all([
        lists.get(JSON.stringify(['groups', filter, page]), () => listGroups(deps.db, filter, page)),
        savedBy(patientOrNull(request)?.id ?? null),
      ]);
      const groups = { text: [], audio: [], video: [] } as Record<
        (typeof ARTICLE_KINDS)[number],
        ReturnType<typeof presentCard>[]
      >;
      for (const row of rows) {
        groups[ARTICLE_KIND_BY_TYPE[row.type as ArticleType]].push(
          presentCard(row, saved?.has(row.id) ?? false, mediaBases(request)),
        );
      }
      if (q.support_tribe?.length) return ok(reply, commonMessages.ok, groups);
      const most = Math.max(0, ...Object.values(totals));
      return ok(reply, commonMessages.ok, { result: groups, pagination: pagination(q, most) });
    },
  );

  app.get(
    '/article/app-list/:type',
    {
      schema: {
        tags,
        summary: 'Articles of one type (text, audio or video) for a category and week, or for support tribes',
        params: articleKindParam,
        querystring: articleListQuery,
        response: { 200: envelope(articleKindListData) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const kind = request.params.type;
      const filter = { category: q.category, week: q.week, tribes: q.support_tribe };
      const page = pageOf(q);
      const [{ rows, total }, saved] = await Promise.all([
        lists.get(JSON.stringify([kind, filter, page]), () => listKind(deps.db, kind, filter, page)),
        savedBy(patientOrNull(request)?.id ?? null),
      ]);
      const cards = rows.map((row) => presentCard(row, saved?.has(row.id) ?? false, mediaBases(request)));
      if (q.support_tribe?.length)
        return ok(reply, commonMessages.ok, { [kind]: cards } as { text: typeof cards });
      return ok(reply, commonMessages.ok, { result: cards, pagination: pagination(q, total) });
    },
  );

  app.get(
    '/article/get-article-by-slug',
    {
      schema: {
        tags,
        summary: 'One article with its URL-encoded HTML body; counts one view',
        querystring: articleSlugQuery,
        response: { 200: envelope(articleDetailSchema) },
      },
    },
    async (request, reply) => {
      const patientId = patientOrNull(request)?.id ?? null;
      const row = await openBySlug(deps.db, request.query.slug);
      if (!row) throw notFound(articleMessages.notFound);
      const meta = await readerState(deps.db, row.id, patientId);
      return ok(reply, commonMessages.ok, presentDetail(row, meta, mediaBases(request)));
    },
  );
}

/** A patient's likes and bookmarks. */
async function readerMarkRoutes(root: FastifyInstance, lists: ListCache) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post(
    '/article/like',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Like or unlike an article (toggles)',
        body: articleIdBody,
        response: { 200: envelope(articleLikeData) },
      },
    },
    async (request, reply) => {
      const id = request.body.article_id;
      if (!(await articleExists(deps.db, id))) throw notFound(articleMessages.notFound);
      const result = await toggleLike(deps.db, id, signedInPatient(request).id);
      lists.clear();
      return ok(reply, result.liked ? articleMessages.liked : articleMessages.unliked, result);
    },
  );

  app.post(
    '/article/bookmark',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Bookmark or unbookmark an article (toggles)',
        body: articleIdBody,
        response: { 200: envelope(articleBookmarkData) },
      },
    },
    async (request, reply) => {
      const id = request.body.article_id;
      if (!(await articleExists(deps.db, id))) throw notFound(articleMessages.notFound);
      const result = await toggleBookmark(deps.db, id, signedInPatient(request).id);
      return ok(reply, result.bookmarked ? articleMessages.bookmarked : articleMessages.unbookmarked, result);
    },
  );

  app.get(
    '/article/bookmarked',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The patient's bookmarked articles (data.data.result)",
        querystring: articleListQuery.pick({ page: true, records: true }),
        response: { 200: envelope(bookmarkedData) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listBookmarked(deps.db, signedInPatient(request).id, pageOf(q));
      const result = rows.map((row) => presentCard(row, true, mediaBases(request)));
      return ok(reply, commonMessages.ok, { data: { result, pagination: pagination(q, total) } });
    },
  );
}
