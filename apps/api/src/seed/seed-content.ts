import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  articleLikes,
  articles,
  chatNodes,
  moodTracks,
  patients,
  pregnancyWeeks,
  seedRuns,
} from '../db/schema/index.ts';
import { articlesSeed } from './content/articles.ts';
import { pregnancyWeeksSeed } from './content/pregnancy-weeks.ts';
import { demoMoods, demoPatient } from './demo-patients.ts';
import { seedChat } from './seed-chat.ts';

/**
 * Bump when the authored content changes so existing databases get it (see seedContent).
 * v2: the clinical review's corrections (kick counts, anti-D, NT and anomaly scan windows,
 * NIPT, X-linked carriers, warning signs) and the assistant's crisis and emergency answers.
 * v3: the second clinical review: the glucose test for gestational diabetes at the first
 * antenatal visit and again at 24 to 28 weeks (MoHFW 2018 / DIPSI: 75 g, non-fasting, 2-hour
 * value) in the weeks and articles; NIPT reads cell-free DNA mostly from the placenta, not "the
 * baby's DNA"; baby's movements lead with her baby's own pattern and a same-day hospital visit
 * when they slow down, change or stop, with no kick count; every weekly line that sends her for
 * urgent help gives 108, 102 and 112; and the assistant's safety answers (issue 16). The demo
 * experts' credentials and the lab catalogue's texts have their own versions
 * (seed-experts.ts EXPERT_CREDENTIALS_SEED, seed-lab-tests.ts LAB_TESTS_TEXT_SEED).
 */
export const CONTENT_SEED = 'content-v3';

/**
 * Loads the product's authored content (articles, the 40 pregnancy weeks, the assistant's
 * conversation tree) once per CONTENT_SEED name, in one transaction claiming its own seed_runs
 * row. A new name rewrites the authored content of a database that has an older one: articles
 * are matched by slug and weeks by number and their text is overwritten in place (ids stay, so
 * patients' likes, bookmarks and the view and like counters are kept), and the assistant's tree
 * is replaced whole. Mood tips are not in the database: they ship with the web app.
 */
export async function seedContent(db: Db, log: FastifyBaseLogger, opts: { demo: boolean }): Promise<boolean> {
  const loaded = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: CONTENT_SEED })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    const now = Date.now();
    if (articlesSeed.length) {
      await tx
        .insert(articles)
        .values(
          articlesSeed.map((a) => ({
            slug: a.slug,
            title: a.title,
            shortDescription: a.shortDescription,
            body: a.body,
            type: a.type,
            category: a.category,
            weekFrom: a.weekFrom ?? null,
            weekTo: a.weekTo ?? null,
            tribes: [...a.tribes],
            imagePath: a.image,
            audioPath: a.audio ?? null,
            videoPath: a.video ?? null,
            views: a.views,
            publishedAt: new Date(now - a.daysAgo * 86_400_000),
          })),
        )
        .onConflictDoUpdate({
          target: articles.slug,
          // Only what is authored: a reseed keeps views, likes and the publication date.
          set: {
            title: excluded(articles.title),
            shortDescription: excluded(articles.shortDescription),
            body: excluded(articles.body),
            type: excluded(articles.type),
            category: excluded(articles.category),
            weekFrom: excluded(articles.weekFrom),
            weekTo: excluded(articles.weekTo),
            tribes: excluded(articles.tribes),
            imagePath: excluded(articles.imagePath),
            audioPath: excluded(articles.audioPath),
            videoPath: excluded(articles.videoPath),
          },
        });
    }

    // A like count is always the number of patients' likes behind it (a toggle changes both in
    // one transaction); databases seeded before v2 carried authored counts with no rows.
    await tx.update(articles).set({
      likes: sql`(select count(*)::int from ${articleLikes} where ${articleLikes.articleId} = ${articles.id})`,
    });

    if (pregnancyWeeksSeed.length) {
      await tx
        .insert(pregnancyWeeks)
        .values(
          pregnancyWeeksSeed.map((w) => ({
            week: w.week,
            size: w.size,
            heightCm: w.heightCm,
            weightG: w.weightG,
            sizeImagePath: w.sizeImage,
            descriptionForBaby: w.descriptionForBaby,
            descriptionForMom: w.descriptionForMom,
            mom: w.mom,
            baby: w.baby,
          })),
        )
        .onConflictDoUpdate({
          target: pregnancyWeeks.week,
          set: {
            size: excluded(pregnancyWeeks.size),
            heightCm: excluded(pregnancyWeeks.heightCm),
            weightG: excluded(pregnancyWeeks.weightG),
            sizeImagePath: excluded(pregnancyWeeks.sizeImagePath),
            descriptionForBaby: excluded(pregnancyWeeks.descriptionForBaby),
            descriptionForMom: excluded(pregnancyWeeks.descriptionForMom),
            mom: excluded(pregnancyWeeks.mom),
            baby: excluded(pregnancyWeeks.baby),
          },
        });
    }

    // A fortnight of check-ins for the demo patient, so her profile chart has a story; only
    // once, so a later content version does not add a second fortnight.
    const [demo] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.patientCode, demoPatient.patientCode));
    const demoHasMoods =
      demo !== undefined && (await tx.$count(moodTracks, eq(moodTracks.patientId, demo.id))) > 0;
    if (demo && opts.demo && !demoHasMoods) {
      await tx.insert(moodTracks).values(
        demoMoods.map((m) => ({
          patientId: demo.id,
          mood: m.mood,
          createdAt: new Date(now - m.daysAgo * 86_400_000),
        })),
      );
    }
    // The assistant's tree holds authored content only, so it is replaced whole (its topics go
    // with their nodes, on delete cascade). Patients' places in it (chat_sessions) are plain node
    // codes and stay: one whose node is gone is answered from the main menu (modules/chat/engine.ts).
    await tx.delete(chatNodes);
    await seedChat(tx);
    return true;
  });
  if (loaded) log.info('content loaded');
  return loaded;
}

/** In an upsert's SET: the value the seed tried to insert into this column. */
function excluded(column: AnyColumn): SQL {
  return sql`excluded.${sql.identifier(column.name)}`;
}
