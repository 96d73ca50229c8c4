import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { articles, moodTracks, patients, pregnancyWeeks } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

// Content rows written straight into the test database. The authored seed changes as content is
// written, so tests insert their own rows with distinctive slugs and assert properties, never
// seeded row counts.

export type ArticleInsert = typeof articles.$inferInsert;
export type ArticleRow = typeof articles.$inferSelect;

let published = 0;

/**
 * An article published in the future (a day ahead, one minute apart in insertion order), so the
 * fixtures are the newest rows whatever the seed holds and come first on page one.
 */
export async function insertArticle(t: TestApp, over: Partial<ArticleInsert> = {}): Promise<ArticleRow> {
  published += 1;
  const slug = over.slug ?? `fixture-${randomBytes(5).toString('hex')}`;
  const [row] = await t.app.deps.db
    .insert(articles)
    .values({
      slug,
      title: `Fixture ${slug}`,
      shortDescription: `Short description of ${slug}.`,
      body: `<p>Body of <strong>${slug}</strong> &amp; more: 100% “quoted”.</p>`,
      type: 'Text Article',
      category: null,
      imagePath: `article/${slug}.svg`,
      publishedAt: new Date(Date.now() + 86_400_000 + published * 60_000),
      ...over,
    })
    .returning();
  if (!row) throw new Error(`could not insert article ${slug}`);
  return row;
}

export async function articleRow(t: TestApp, id: string): Promise<ArticleRow> {
  const [row] = await t.app.deps.db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new Error(`no article ${id}`);
  return row;
}

/** A pregnancy week row: the seeded one when present, else a fixture with these values. */
export async function ensurePregnancyWeek(
  t: TestApp,
  week: number,
  over: Partial<typeof pregnancyWeeks.$inferInsert> = {},
): Promise<typeof pregnancyWeeks.$inferSelect> {
  const db = t.app.deps.db;
  await db
    .insert(pregnancyWeeks)
    .values({
      week,
      size: `fixture size ${week}`,
      heightCm: 1.234 * week,
      weightG: 12.6 * week,
      sizeImagePath: `pregnancy-data/week-${String(week).padStart(2, '0')}.svg`,
      descriptionForBaby: `Baby at week ${week}.`,
      descriptionForMom: `Mom at week ${week}.`,
      mom: { highlights: [`mom ${week}`], precautions: ['rest'], recommendations: ['water'] },
      baby: { highlights: ['{{patient_name}}, your baby grows'], precautions: [], recommendations: [] },
      ...over,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(pregnancyWeeks).where(eq(pregnancyWeeks.week, week));
  if (!row) throw new Error(`no pregnancy week ${week}`);
  return row;
}

/** A mood check-in at a chosen moment (the API only records "now"). */
export async function insertMood(t: TestApp, patientId: string, mood: string, daysAgo: number) {
  const [row] = await t.app.deps.db
    .insert(moodTracks)
    .values({ patientId, mood, createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .returning();
  if (!row) throw new Error('could not insert a mood');
  return row;
}

/** The account's internal id for its patient code (P-100000), for rows written directly. */
export async function patientUuid(t: TestApp, patientCode: string): Promise<string> {
  const [row] = await t.app.deps.db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.patientCode, patientCode));
  if (!row) throw new Error(`no patient ${patientCode}`);
  return row.id;
}
