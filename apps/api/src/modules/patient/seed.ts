import { todayIso } from '@care/contracts/common/dates';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  commonMaster,
  pages,
  patients,
  quickSupportCategories,
  quickSupportQuestions,
  seedRuns,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { commonMasterSeed } from '../../seed/content/common-master.ts';
import { pagesSeed } from '../../seed/content/pages.ts';
import { quickSupportSeed, type SeedQaCategory } from '../../seed/content/quick-support.ts';
import { demoPatient, labPatient } from '../../seed/demo-patients.ts';

const SEED_NAME = 'demo-v1';

/**
 * Loads the demo and reference data once. The whole load is one transaction that first
 * claims its seed_runs row, so two instances starting together cannot load it twice and a
 * failed load leaves nothing behind.
 */
export async function seedDatabase(db: Db, log: FastifyBaseLogger, now: Date): Promise<boolean> {
  const loaded = await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;

    const { password, lmp, ...demo } = demoPatient;
    const today = todayIso(now);
    const lmpDate = lmp(today);
    await tx
      .insert(patients)
      .values([
        {
          ...demo,
          interest: [...demo.interest],
          tribe: [...demo.tribe],
          passwordHash: await hashPassword(password),
          lmp: lmpDate,
          lmpAsOf: today,
          registeredAt: now,
        },
        { ...labPatient, registeredAt: null },
      ])
      .onConflictDoNothing();

    await tx.insert(pages).values(pagesSeed).onConflictDoNothing();

    const masterRows = Object.entries(commonMasterSeed).flatMap(([slug, items]) =>
      items.map((item, sort) => ({ slug, value: item.value, label: item.label, sort })),
    );
    await tx.insert(commonMaster).values(masterRows).onConflictDoNothing();

    const insertCategory = async (category: SeedQaCategory, parentId: string | null, sort: number) => {
      const [row] = await tx
        .insert(quickSupportCategories)
        .values({ name: category.name, parentId, sort, audience: 'Patient' })
        .returning({ id: quickSupportCategories.id });
      const id = row!.id;
      if (category.questions.length) {
        await tx.insert(quickSupportQuestions).values(
          category.questions.map((q, i) => ({
            categoryId: id,
            question: q.question,
            answer: q.answer,
            sort: i,
          })),
        );
      }
      for (const [i, child] of category.children.entries()) await insertCategory(child, id, i);
    };
    for (const [i, category] of quickSupportSeed.entries()) await insertCategory(category, null, i);
    await tx.execute(sql`select 1`);
    return true;
  });
  if (loaded) log.info('demo data loaded');
  return loaded;
}
