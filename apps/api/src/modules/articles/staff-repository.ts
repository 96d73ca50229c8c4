import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ArticleRow } from './repository.ts';

// The console's reads and writes of articles (issue 22): drafts and published ones alike.

export type ArticleFieldsRow = Pick<
  ArticleRow,
  | 'title'
  | 'slug'
  | 'type'
  | 'category'
  | 'weekFrom'
  | 'weekTo'
  | 'tribes'
  | 'shortDescription'
  | 'body'
  | 'imagePath'
  | 'audioPath'
  | 'videoPath'
>;

/** Every article, newest change first; `q` finds words of the title. */
export function listForStaff(db: Conn, q: string | null | undefined) {
  const like = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : null;
  return db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      type: articles.type,
      category: articles.category,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(like ? ilike(articles.title, like) : undefined)
    .orderBy(desc(articles.updatedAt), articles.id)
    .limit(500);
}

export async function findArticle(db: Conn, id: string): Promise<ArticleRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ?? null;
}

/** The article locked for this transaction's change (two editors save one after the other). */
export async function lockArticle(tx: Conn, id: string): Promise<ArticleRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  return row ?? null;
}

/** A new draft (published_at null); the slug's uniqueness is the database's to decide. */
export async function insertArticle(tx: Conn, fields: ArticleFieldsRow, now: Date): Promise<ArticleRow> {
  const [row] = await tx
    .insert(articles)
    .values({ ...fields, publishedAt: null, updatedAt: now })
    .returning();
  return row!;
}

export async function updateArticle(
  tx: Conn,
  id: string,
  set: Partial<ArticleFieldsRow> & { publishedAt?: Date | null },
  now: Date,
): Promise<ArticleRow> {
  const [row] = await tx
    .update(articles)
    .set({ ...set, updatedAt: now })
    .where(eq(articles.id, id))
    .returning();
  return row!;
}

/** Whether another article has this slug. */
export async function slugTaken(db: Conn, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      exceptId ? sql`${articles.slug} = ${slug} and ${articles.id} <> ${exceptId}` : eq(articles.slug, slug),
    );
  return Boolean(row);
}
