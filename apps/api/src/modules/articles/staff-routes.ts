import { createHash } from 'node:crypto';
import { envelope } from '@care/contracts/common/envelope';
import { CONTENT_UPLOAD_KEY_PATTERN } from '@care/contracts/content/constants';
import { contentMessages as m } from '@care/contracts/content/messages';
import {
  type ArticleCreateBody,
  articleCreateBody,
  articleUpdateBody,
  type StaffArticle,
  type StaffArticleSummary,
  staffArticle,
  staffArticleListData,
  staffArticleListQuery,
  staffIdParam,
} from '@care/contracts/content/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Conn, Db, Tx } from '../../db/client.ts';
import { pgCode, UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { mediaUrlOf } from '../../lib/media-url.ts';
import { ok } from '../../lib/reply.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { mediaBases } from '../../lib/site-url.ts';
import { type StaffCaller, signedInStaff } from '../../plugins/caller.ts';
import { recordStaffChange } from '../staff/index.ts';
import { announceArticleListChange, type ListCache } from './list-cache.ts';
import type { ArticleRow } from './repository.ts';
import {
  type ArticleFieldsRow,
  findArticle,
  insertArticle,
  listForStaff,
  lockArticle,
  slugTaken,
  updateArticle,
} from './staff-repository.ts';

const tags = ['staff'];
const config = { permission: 'content.edit' } as const;

/** Which file types each media field takes. */
const MEDIA_EXTENSIONS = { image: /\.(?:jpg|png|webp)$/, audio: /\.(?:mp3|m4a)$/, video: /\.mp4$/ } as const;

function presentSummary(
  row: Pick<ArticleRow, 'id' | 'title' | 'slug' | 'type' | 'category' | 'publishedAt' | 'updatedAt'>,
): StaffArticleSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    type: row.type,
    category: row.category,
    published: row.publishedAt !== null,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

function presentArticle(row: ArticleRow, request: FastifyRequest): StaffArticle {
  const bases = mediaBases(request);
  return {
    ...presentSummary(row),
    short_description: row.shortDescription,
    body: row.body,
    week_from: row.weekFrom,
    week_to: row.weekTo,
    tribes: row.tribes,
    image_key: row.imagePath,
    audio_key: row.audioPath,
    video_key: row.videoPath,
    image_url: mediaUrlOf(bases, row.imagePath),
    audio_url: mediaUrlOf(bases, row.audioPath),
    video_url: mediaUrlOf(bases, row.videoPath),
  };
}

/**
 * What the audit log keeps of an article: every field, the body as its length and SHA-256 (a body
 * can be long; the hash says whether two versions differ).
 */
function audited(row: ArticleRow) {
  return {
    title: row.title,
    slug: row.slug,
    type: row.type,
    category: row.category,
    week_from: row.weekFrom,
    week_to: row.weekTo,
    tribes: row.tribes,
    short_description: row.shortDescription,
    body_length: row.body.length,
    body_sha256: createHash('sha256').update(row.body).digest('hex'),
    image_key: row.imagePath,
    audio_key: row.audioPath,
    video_key: row.videoPath,
    published_at: row.publishedAt,
  };
}

/** The names of the audited fields that differ. */
function changedFields(before: ReturnType<typeof audited>, after: ReturnType<typeof audited>) {
  return Object.keys(after).filter(
    (k) =>
      JSON.stringify(before[k as keyof typeof before]) !== JSON.stringify(after[k as keyof typeof after]),
  );
}

/**
 * The request's fields as stored: the body sanitised with the shared allow-list, and each media
 * key either the one the article already has (the seed's own media) or an upload of the right
 * kind that is in the file storage.
 */
async function storedFields(
  request: FastifyRequest,
  body: ArticleCreateBody,
  current: ArticleRow | null,
): Promise<ArticleFieldsRow> {
  const storage = request.server.deps.storage;
  const media = async (kind: keyof typeof MEDIA_EXTENSIONS, key: string | null, kept: string | null) => {
    if (!key || key === kept) return key;
    if (!CONTENT_UPLOAD_KEY_PATTERN.test(key) || !MEDIA_EXTENSIONS[kind].test(key))
      throw badRequest(m.mediaKeyInvalid);
    if ((await storage.sizeOf(key)) === null) throw badRequest(m.mediaKeyInvalid);
    return key;
  };
  return {
    title: body.title,
    slug: body.slug,
    type: body.type,
    category: body.category,
    weekFrom: body.week_from,
    weekTo: body.week_to,
    tribes: body.tribes,
    shortDescription: body.short_description,
    body: await sanitizeHtml(body.body),
    imagePath: await media('image', body.image_key, current?.imagePath ?? null),
    audioPath: await media('audio', body.audio_key, current?.audioPath ?? null),
    videoPath: await media('video', body.video_key, current?.videoPath ?? null),
  };
}

/** Runs a change in a transaction; a slug another article took meanwhile is the clear 409. */
async function slugSafe<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } catch (err) {
    if (pgCode(err) === UNIQUE_VIOLATION) throw conflict(m.slugTaken);
    throw err;
  }
}

/**
 * The console's articles (issue 22, operations: content.edit): drafts and published ones, edited
 * with sanitised HTML, published and unpublished; every change is audited in its transaction and
 * clears this instance's list cache once committed and every other's on hearing the commit
 * (list-cache.ts), so patients see it at once.
 */
export async function staffArticleRoutes(root: FastifyInstance, lists: ListCache) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  const audit = (
    tx: Conn,
    staff: StaffCaller,
    action: string,
    row: ArticleRow,
    before: ArticleRow | null,
    summary: string,
  ) => {
    const after = audited(row);
    const was = before ? audited(before) : null;
    return recordStaffChange(tx, {
      staff,
      action,
      subject: 'article',
      subjectId: row.id,
      summary: was ? `${summary} (${changedFields(was, after).join(', ') || 'no field changed'})` : summary,
      before: was,
      after,
      now: deps.clock.now(),
    });
  };

  app.get(
    '/articles',
    {
      config,
      schema: {
        tags,
        summary: 'Every article, drafts and published, newest change first; q finds words of the title',
        querystring: staffArticleListQuery,
        response: { 200: envelope(staffArticleListData) },
      },
    },
    async (request, reply) => {
      const rows = await listForStaff(deps.db, request.query.q);
      return ok(reply, m.articles, rows.map(presentSummary));
    },
  );

  app.get(
    '/articles/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One article with its HTML body (as stored: sanitised) and its media keys and addresses',
        params: staffIdParam,
        response: { 200: envelope(staffArticle) },
      },
    },
    async (request, reply) => {
      const row = await findArticle(deps.db, request.params.id);
      if (!row) throw notFound(m.articleNotFound);
      return ok(reply, m.article, presentArticle(row, request));
    },
  );

  app.post(
    '/articles',
    {
      config,
      schema: {
        tags,
        summary:
          'Creates an article as a draft (patients see it once published). The body is sanitised with the shared allow-list; a slug in use is 409',
        body: articleCreateBody,
        response: { 201: envelope(staffArticle) },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const fields = await storedFields(request, request.body, null);
      if (await slugTaken(deps.db, fields.slug, null)) throw conflict(m.slugTaken);
      const row = await slugSafe(deps.db, async (tx) => {
        const created = await insertArticle(tx, fields, deps.clock.now());
        await audit(tx, staff, 'article.create', created, null, `Created the draft "${created.title}"`);
        return created;
      });
      return ok(reply, m.articleCreated, presentArticle(row, request), 201);
    },
  );

  app.put(
    '/articles/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Saves the whole article (the editor sends every field). The body is sanitised with the shared allow-list; a published article changes for patients at once',
        params: staffIdParam,
        body: articleUpdateBody,
        response: { 200: envelope(staffArticle) },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const current = await findArticle(deps.db, request.params.id);
      if (!current) throw notFound(m.articleNotFound);
      const fields = await storedFields(request, request.body, current);
      if (await slugTaken(deps.db, fields.slug, current.id)) throw conflict(m.slugTaken);
      const row = await slugSafe(deps.db, async (tx) => {
        const before = await lockArticle(tx, current.id);
        if (!before) throw notFound(m.articleNotFound);
        const saved = await updateArticle(tx, before.id, fields, deps.clock.now());
        await audit(tx, staff, 'article.edit', saved, before, `Edited "${saved.title}"`);
        await announceArticleListChange(tx);
        return saved;
      });
      lists.clear();
      return ok(reply, m.articleSaved, presentArticle(row, request));
    },
  );

  for (const publish of [true, false]) {
    app.post(
      `/articles/:id/${publish ? 'publish' : 'unpublish'}`,
      {
        config,
        schema: {
          tags,
          summary: publish
            ? 'Publishes the article: patients see it at once, dated now (publishing a published one changes nothing)'
            : 'Unpublishes the article: it leaves the patients’ lists and its page answers 404 at once',
          params: staffIdParam,
          response: { 200: envelope(staffArticle) },
        },
      },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const row = await deps.db.transaction(async (tx) => {
          const before = await lockArticle(tx, request.params.id);
          if (!before) throw notFound(m.articleNotFound);
          if ((before.publishedAt !== null) === publish) return before;
          const saved = await updateArticle(
            tx,
            before.id,
            { publishedAt: publish ? deps.clock.now() : null },
            deps.clock.now(),
          );
          await audit(
            tx,
            staff,
            publish ? 'article.publish' : 'article.unpublish',
            saved,
            before,
            `${publish ? 'Published' : 'Unpublished'} "${saved.title}"`,
          );
          await announceArticleListChange(tx);
          return saved;
        });
        lists.clear();
        return ok(reply, publish ? m.articlePublished : m.articleUnpublished, presentArticle(row, request));
      },
    );
  }
}
