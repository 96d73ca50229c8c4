import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleBookmarks,
  articleLikes,
  articles,
  chatNodes,
  chatSessions,
  chatTopics,
  moodTracks,
  pregnancyWeeks,
  seedRuns,
} from '../src/db/schema/index.ts';
import { articlesSeed } from '../src/seed/content/articles.ts';
import { chatNodesSeed, chatTopicsSeed } from '../src/seed/content/chat-tree.ts';
import { HELP_NUMBERS, pregnancyWeeksSeed } from '../src/seed/content/pregnancy-weeks.ts';
import { CONTENT_SEED, seedContent } from '../src/seed/seed-content.ts';
import { patientUuid } from './helpers/content-fixtures.ts';
import { bearer, createTestApp, DEMO, type TestApp } from './helpers/test-app.ts';

// A database that was seeded with the first content version must get the corrected content when
// the app starts with a newer CONTENT_SEED, without losing anything a patient did with it.

const NT_SLUG = 'nt-scan-explained';
const GDM_SLUG = 'gestational-diabetes-explained';

describe('content reseed over an older content version', () => {
  let t: TestApp;
  let db: TestApp['app']['deps']['db'];
  const log = { info: () => {} } as unknown as Parameters<typeof seedContent>[1];

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.deps.db;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Puts the database back to how the first content version left it, with a patient's marks on it. */
  async function loadVersionOneContent() {
    await db.delete(seedRuns).where(eq(seedRuns.name, CONTENT_SEED));
    await db.insert(seedRuns).values({ name: 'content-v1' }).onConflictDoNothing();
    // The texts the clinical review corrected, as v1 had them.
    await db
      .update(articles)
      .set({
        title: 'The NT Scan Explained',
        body: '<p>Between 11 and 14 weeks of pregnancy most doctors offer an <strong>NT scan</strong>.</p>',
        views: 1234,
        likes: 77,
      })
      .where(eq(articles.slug, NT_SLUG));
    // v2's glucose test (24 to 28 weeks only, "whether to come fasting") and movements count.
    await db
      .update(articles)
      .set({
        body: '<p>You drink a glucose drink at 24 to 28 weeks. Your doctor will tell you whether to come fasting.</p>',
      })
      .where(eq(articles.slug, GDM_SLUG));
    await db
      .update(articles)
      .set({ body: '<p>From 28 weeks many women feel about 10 movements within 2 hours.</p>' })
      .where(eq(articles.slug, 'your-babys-movements'));
    const [week24] = await db.select().from(pregnancyWeeks).where(eq(pregnancyWeeks.week, 24));
    await db
      .update(pregnancyWeeks)
      .set({
        descriptionForMom:
          'Between 24 and 28 weeks your doctor will test you for gestational diabetes, a type of diabetes that starts in pregnancy.',
        mom: {
          ...week24!.mom,
          precautions: [
            'Follow the laboratory’s instructions; some tests are done fasting and some are not.',
          ],
        },
      })
      .where(eq(pregnancyWeeks.week, 24));
    const [week28] = await db.select().from(pregnancyWeeks).where(eq(pregnancyWeeks.week, 28));
    await db
      .update(pregnancyWeeks)
      .set({
        mom: {
          ...week28!.mom,
          precautions: [
            'Fluid leaking from the vagina, even a small trickle, needs a hospital check the same day.',
          ],
        },
      })
      .where(eq(pregnancyWeeks.week, 28));
    // v1's tree: no baby-harm or emergency answers, a node since removed, its own topics.
    await db.delete(chatTopics);
    await db
      .delete(chatNodes)
      .where(sql`${chatNodes.code} in ('baby_harm', 'emergency', 'emergency_breathing')`);
    await db
      .update(chatNodes)
      .set({ message: 'v1: 11 to 14 weeks: the dating and NT scan' })
      .where(eq(chatNodes.code, 'scans'));
    await db.insert(chatNodes).values({ code: 'v1_only_node', message: 'old', question: null, options: [] });
    await db.insert(chatTopics).values([
      // (v1 also flagged this topic crisis; migration 0013 dropped that column.)
      { keywords: ['suicide'], nodeCode: 'crisis', sort: 0 },
      { keywords: ['old words'], nodeCode: 'v1_only_node', sort: 5 },
    ]);
  }

  it('rewrites the corrected content and keeps likes, bookmarks, counters and chat positions', async () => {
    await loadVersionOneContent();

    const patientId = await patientUuid(t, DEMO.patientCode);
    const [nt] = await db.select().from(articles).where(eq(articles.slug, NT_SLUG));
    await db.insert(articleLikes).values({ articleId: nt!.id, patientId }).onConflictDoNothing();
    await db.insert(articleBookmarks).values({ articleId: nt!.id, patientId }).onConflictDoNothing();
    await db
      .insert(chatSessions)
      .values({ patientId, nodeCode: 'v1_only_node', messageCount: 5 })
      .onConflictDoUpdate({
        target: chatSessions.patientId,
        set: { nodeCode: 'v1_only_node', messageCount: 5 },
      });
    const moodsBefore = await db.$count(moodTracks, eq(moodTracks.patientId, patientId));

    expect(await seedContent(db, log, { demo: true })).toBe(true);

    // Corrected article, same row: id, counters and the patient's marks are untouched.
    const [after] = await db.select().from(articles).where(eq(articles.slug, NT_SLUG));
    expect(after!.id).toBe(nt!.id);
    expect(after!.body).toBe(articlesSeed.find((a) => a.slug === NT_SLUG)!.body);
    expect(after!.body).toContain('11+0 to 13+6 weeks');
    expect(after!.body).not.toContain('11 and 14 weeks');
    // Views are kept; the like count becomes the likes behind it (v1's 77 had no rows, one
    // patient's like is the only one).
    expect({ views: after!.views, likes: after!.likes }).toEqual({ views: 1234, likes: 1 });
    const marks = (table: typeof articleLikes) =>
      db.$count(table, and(eq(table.articleId, nt!.id), eq(table.patientId, patientId)));
    expect(await marks(articleLikes)).toBe(1);
    expect(await marks(articleBookmarks)).toBe(1);

    // Corrected weeks: v2's leaking-fluid line, now with the numbers that get her there (v3),
    // and v3's glucose test at the first visit and again at 24 to 28 weeks, without fasting.
    const [week28] = await db.select().from(pregnancyWeeks).where(eq(pregnancyWeeks.week, 28));
    expect(week28!.mom.precautions.join(' ')).toMatch(/go to hospital now/);
    expect(week28!.mom.precautions.join(' ')).not.toMatch(/check the same day/);
    expect(week28!.mom.precautions.join(' ')).toContain(HELP_NUMBERS);
    const [week24] = await db.select().from(pregnancyWeeks).where(eq(pregnancyWeeks.week, 24));
    expect(week24!.descriptionForMom).toBe(pregnancyWeeksSeed[23]!.descriptionForMom);
    expect(week24!.descriptionForMom).toMatch(/first test was at your first antenatal visit/);
    expect(week24!.mom.precautions.join(' ')).toMatch(/do not need to fast/);
    expect(week24!.mom.precautions.join(' ')).not.toMatch(/some tests are done fasting/);
    const [gdm] = await db.select().from(articles).where(eq(articles.slug, GDM_SLUG));
    expect(gdm!.body).toBe(articlesSeed.find((a) => a.slug === GDM_SLUG)!.body);
    expect(gdm!.body).toMatch(/first antenatal visit/);
    expect(gdm!.body).not.toMatch(/whether to come fasting/);
    const [movements] = await db.select().from(articles).where(eq(articles.slug, 'your-babys-movements'));
    expect(movements!.body).toMatch(/^<p><strong>Know your baby’s usual pattern of movements/);
    expect(movements!.body).not.toMatch(/10 movements/);

    // The assistant's tree is the new one, and only the new one.
    const nodes = await db.select({ code: chatNodes.code, message: chatNodes.message }).from(chatNodes);
    expect(nodes.map((n) => n.code).sort()).toEqual(chatNodesSeed.map((n) => n.code).sort());
    expect(nodes.find((n) => n.code === 'scans')!.message).toContain('11+0 to 13+6 weeks');
    expect(await db.$count(chatTopics)).toBe(chatTopicsSeed.length);

    // The demo fortnight of moods is not added twice.
    expect(await db.$count(moodTracks, eq(moodTracks.patientId, patientId))).toBe(moodsBefore);

    // The chat position is kept; the removed node reads as the main menu, so she can carry on.
    const [session] = await db.select().from(chatSessions).where(eq(chatSessions.patientId, patientId));
    expect(session).toMatchObject({ nodeCode: 'v1_only_node', messageCount: 5 });
    const token = await t.signIn();
    const res = await t.inject({
      method: 'POST',
      url: '/api/chat-with-sehej',
      payload: { answer: 'I want to hurt the baby' },
      headers: bearer(token),
      remoteAddress: t.nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ crisis: true });
    expect(res.json().data.response_for_previous_question).toMatch(/somewhere safe/);

    // The bookmark is still listed for her through the API.
    const bookmarks = await t.inject({
      method: 'GET',
      url: '/api/article/bookmarked?records=100',
      headers: bearer(token),
      remoteAddress: t.nextIp(),
    });
    expect(bookmarks.statusCode, bookmarks.body).toBe(200);
    expect(bookmarks.body).toContain(NT_SLUG);
  });

  it('runs once per content version', async () => {
    expect(await seedContent(db, log, { demo: true })).toBe(false);
  });

  it("gives every article a like count that is the number of patients' likes behind it", async () => {
    const mismatched = await db.execute(sql`
      select a.slug, a.likes, (select count(*)::int from ${articleLikes} l where l.article_id = a.id) as rows
      from ${articles} a
      where a.likes <> (select count(*)::int from ${articleLikes} l where l.article_id = a.id)`);
    expect((mismatched as { rows: unknown[] }).rows).toEqual([]);
    expect(await db.$count(articles)).toBeGreaterThan(30);
  });
});
