import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { articles, moodTracks, patients, pregnancyWeeks, seedRuns } from '../db/schema.ts';
import { articlesSeed } from './content/articles.ts';
import { pregnancyWeeksSeed } from './content/pregnancy-weeks.ts';
import { demoMoods, demoPatient } from './demo-patients.ts';
import { seedChat } from './seed-chat.ts';

/** Bump when the authored content changes so existing databases get it (see seedContent). */
export const CONTENT_SEED = 'content-v1';

/**
 * Loads the product's authored content (articles, the 40 pregnancy weeks, the assistant's
 * conversation tree) once, in one transaction claiming its own seed_runs row: databases
 * created before this content existed get it on their next start.
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
            likes: a.likes,
            publishedAt: new Date(now - a.daysAgo * 86_400_000),
          })),
        )
        .onConflictDoNothing();
    }

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
        .onConflictDoNothing();
    }

    // A fortnight of check-ins for the demo patient, so her profile chart has a story.
    const [demo] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.patientCode, demoPatient.patientCode));
    if (demo && opts.demo) {
      await tx.insert(moodTracks).values(
        demoMoods.map((m) => ({
          patientId: demo.id,
          mood: m.mood,
          createdAt: new Date(now - m.daysAgo * 86_400_000),
        })),
      );
    }
    await seedChat(tx);
    return true;
  });
  if (loaded) log.info('content loaded');
  return loaded;
}
