import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { labTests, seedRuns } from '../db/schema/index.ts';
import { labTestSearchText } from '../modules/lab-tests/search-text.ts';
import { labTestsSeed } from './content/lab-tests.ts';

const SEED_NAME = 'lab-tests-v1';

/** The demo lab catalogue (content/lab-tests.ts), loaded once per database. */
export async function seedLabTests(db: Db, log: FastifyBaseLogger): Promise<void> {
  const loaded = await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await tx
      .insert(labTests)
      .values(labTestsSeed.map((t) => ({ ...t, searchText: labTestSearchText(t) })))
      .onConflictDoNothing();
    return true;
  });
  if (loaded) log.info({ tests: labTestsSeed.length }, 'demo lab catalogue loaded');
}
