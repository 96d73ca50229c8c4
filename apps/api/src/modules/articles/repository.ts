import type { ArticleKind } from '@care/contracts/articles/constants';
import { ARTICLE_TYPE_BY_KIND } from '@care/contracts/articles/constants';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { articleBookmarks, articleLikes, articles } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';

// The only module that reads or writes articles, likes and bookmarks.

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleListRow = Omit<ArticleRow, 'body' | 'updatedAt'>;

export interface ArticleFilter {
  category?: string | undefined;
  week?: number | undefined;
  tribes?: string[] | undefined;
}

/** Articles filed under a category or a week range match that filter; unfiled ones match any. */
function matches(f: ArticleFilter) {
  return and(
    isNotNull(articles.publishedAt),
    f.category ? sql`(${articles.category} = ${f.category} or ${articles.category} is null)` : undefined,
    f.week
      ? sql`(${articles.weekFrom} is null or ${articles.weekFrom} <= ${f.week}) and (${articles.weekTo} is null or ${articles.weekTo} >= ${f.week})`
      : undefined,
    f.tribes?.length ? sql`${articles.tribes} && ${sql.param(f.tribes)}::text[]` : undefined,
  );
}

const listColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  shortDescription: articles.shortDescription,
  type: articles.type,
  category: articles.category,
  weekFrom: articles.weekFrom,
  weekTo: articles.weekTo,
  tribes: articles.tribes,
  imagePath: articles.imagePath,
  audioPath: articles.audioPath,
  videoPath: articles.videoPath,
  videoLink: articles.videoLink,
  views: articles.views,
  likes: articles.likes,
  publishedAt: articles.publishedAt,
};

/** The ids of every article the patient bookmarked (laid over the shared, cached lists). */
export async function bookmarkedIds(db: Conn, patientId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: articleBookmarks.articleId })
    .from(articleBookmarks)
    .where(eq(articleBookmarks.patientId, patientId));
  return new Set(rows.map((r) => r.id));
}

/**
 * Up to `limit` newest articles of each kind after skipping `offset`, and each kind's total,
 * in one query (the home page asks for all three groups at once).
 */
export async function listGroups(
  db: Conn,
  filter: ArticleFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ArticleListRow[]; totals: Record<string, number> }> {
  const ranked = db
    .select({
      ...listColumns,
      rank: sql<number>`row_number() over (partition by ${articles.type} order by ${articles.publishedAt} desc, ${articles.id})`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${articles.type})`.as('total'),
    })
    .from(articles)
    .where(matches(filter))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(and(sql`${ranked.rank} > ${page.offset}`, sql`${ranked.rank} <= ${page.offset + page.limit}`))
    .orderBy(ranked.type, ranked.rank);
  // Totals come with the rows; a kind whose page is empty still needs its total (a later page).
  const totals: Record<string, number> = {};
  for (const r of rows) totals[r.type] = Number(r.total);
  const missing = Object.values(ARTICLE_TYPE_BY_KIND).filter((t) => totals[t] === undefined);
  if (missing.length && page.offset > 0) {
    const counts = await db
      .select({ type: articles.type, n: sql<number>`count(*)` })
      .from(articles)
      .where(matches(filter))
      .groupBy(articles.type);
    for (const c of counts) totals[c.type] ??= Number(c.n);
  }
  return {
    rows: rows.map(({ rank: _rank, total: _total, ...r }) => r),
    totals,
  };
}

export async function listKind(
  db: Conn,
  kind: ArticleKind,
  filter: ArticleFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ArticleListRow[]; total: number }> {
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()` })
    .from(articles)
    .where(and(eq(articles.type, ARTICLE_TYPE_BY_KIND[kind]), matches(filter)))
    .orderBy(desc(articles.publishedAt), articles.id)
    .limit(page.limit)
    .offset(page.offset);
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows.length && page.offset > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)` })
      .from(articles)
      .where(and(eq(articles.type, ARTICLE_TYPE_BY_KIND[kind]), matches(filter)));
    total = Number(c?.n ?? 0);
  }
  return {
    rows: rows.map(({ total: _t, ...r }) => r),
    total,
  };
}

/** A published article: patients see no other (a draft or unpublished one is not there for them). */
export type PublishedArticleRow = ArticleRow & { publishedAt: Date };

/** Reads a published article by slug and counts the view, in one statement. */
export async function openBySlug(db: Conn, slug: string): Promise<PublishedArticleRow | null> {
  const [row] = await db
    .update(articles)
    .set({ views: sql`${articles.views} + 1` })
    .where(and(eq(articles.slug, slug), isNotNull(articles.publishedAt)))
    .returning();
  return (row as PublishedArticleRow | undefined) ?? null;
}

export async function readerState(db: Conn, articleId: string, patientId: string | null) {
  if (!patientId) return { liked: false, bookmarked: false };
  const result = await db.execute(sql`
    select
      exists (select 1 from ${articleLikes} where article_id = ${articleId} and patient_id = ${patientId}) as liked,
      exists (select 1 from ${articleBookmarks} where article_id = ${articleId} and patient_id = ${patientId}) as bookmarked
  `);
  const [row] = (result as unknown as { rows: { liked: boolean; bookmarked: boolean }[] }).rows;
  return { liked: Boolean(row?.liked), bookmarked: Boolean(row?.bookmarked) };
}

export async function articleExists(db: Conn, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, id), isNotNull(articles.publishedAt)));
  return Boolean(row);
}

/**
 * A patient's mark (like or bookmark) on an article: removes it if present, else adds it.
 * Answers whether the article is now marked and by how many the marks changed (a mark added
 * by a parallel request counts once). Runs on the caller's transaction (service.ts).
 */
export async function toggleMark(
  tx: Conn,
  kind: 'like' | 'bookmark',
  articleId: string,
  patientId: string,
): Promise<{ marked: boolean; delta: -1 | 0 | 1 }> {
  const table = kind === 'like' ? articleLikes : articleBookmarks;
  const removed = await tx
    .delete(table)
    .where(and(eq(table.articleId, articleId), eq(table.patientId, patientId)))
    .returning({ a: table.articleId });
  if (removed.length) return { marked: false, delta: -1 };
  const added = await tx
    .insert(table)
    .values({ articleId, patientId })
    .onConflictDoNothing()
    .returning({ a: table.articleId });
  return { marked: true, delta: added.length ? 1 : 0 };
}

/** Moves the article's like count by `delta` (never below 0); answers the new count. */
export async function addToLikeCount(tx: Conn, articleId: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(articles)
    .set({ likes: sql`greatest(${articles.likes} + ${delta}, 0)` })
    .where(eq(articles.id, articleId))
    .returning({ likes: articles.likes });
  return row?.likes ?? 0;
}

/** The patient's bookmarks, most recently saved first. */
export async function listBookmarked(
  db: Conn,
  patientId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ArticleListRow[]; total: number }> {
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()` })
    .from(articleBookmarks)
    .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
    .where(and(eq(articleBookmarks.patientId, patientId), isNotNull(articles.publishedAt)))
    .orderBy(desc(articleBookmarks.createdAt), articles.id)
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: rows.map(({ total: _t, ...r }) => r),
    total: rows[0] ? Number(rows[0].total) : 0,
  };
}
