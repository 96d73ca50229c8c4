import { toPaise } from '@care/contracts/common/money';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { labTests, seedRuns } from '../../db/schema/index.ts';
import { labTestsSeed } from '../../seed/content/lab-tests.ts';
import { labTestSearchText } from './search-text.ts';

const SEED_NAME = 'lab-tests-v1';

/**
 * Bump when the catalogue's authored texts change, so a database seeded by an older version gets
 * them (see updateLabTestTexts); the first load (SEED_NAME) already writes the current ones.
 * v2: the clinical review: NIPT reads cell-free DNA that comes mostly from the placenta (not "the
 * baby's DNA"), and the pregnancy glucose test follows MoHFW 2018 / DIPSI (75 g, 2-hour value,
 * non-fasting, at the first antenatal visit and again at 24 to 28 weeks).
 * v3 (issue 22): each test's preparation advice, and whether it can be collected at home.
 */
export const LAB_TESTS_TEXT_SEED = 'lab-tests-text-v3';

/** The demo lab catalogue (content/lab-tests.ts), loaded once per database. */
export async function seedLabTests(db: Db, log: FastifyBaseLogger): Promise<void> {
  const loaded = await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await tx
      .insert(labTests)
      .values(labTestsSeed.map((t) => ({ ...t, mrp: toPaise(t.mrp), searchText: labTestSearchText(t) })))
      .onConflictDoNothing();
    return true;
  });
  if (loaded) log.info({ tests: labTestsSeed.length }, 'demo lab catalogue loaded');
  await updateLabTestTexts(db, log);
}

/**
 * Rewrites the catalogue's authored texts (name, description, preparation and whether it can be
 * collected at home, and the search text made from them) once per LAB_TESTS_TEXT_SEED name, in one transaction claiming its own seed_runs row.
 * Tests are matched by the seed's fixed ids; prices, categories, whether a test is offered, and
 * patients' bookings (which keep the price they were booked at) stay as they are.
 */
export async function updateLabTestTexts(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  const updated = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: LAB_TESTS_TEXT_SEED })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    for (const t of labTestsSeed) {
      await tx
        .update(labTests)
        .set({
          name: t.name,
          description: t.description,
          preparation: t.preparation,
          homeCollection: t.homeCollection,
          searchText: labTestSearchText(t),
        })
        .where(eq(labTests.id, t.id));
    }
    return true;
  });
  if (updated) log.info('demo lab catalogue texts updated');
  return updated;
}
