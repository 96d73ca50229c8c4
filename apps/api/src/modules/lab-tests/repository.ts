import type { TestCategory } from '@care/contracts/lab-tests/constants';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { labTestBookings, labTests } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';

/**
 * Active tests, by category and search: every word of the search must appear in the test's
 * text as a substring or, for a typo, by trigram word similarity (pg_trgm's `<%`, threshold
 * 0.45 for this transaction: 'karyotipe' still finds karyotyping); the closest names first.
 */
export async function findTests(
  db: Conn,
  q: { search: string; category?: TestCategory | undefined },
  page: { limit: number; offset: number },
) {
  const words = q.search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const conditions = [eq(labTests.active, true)];
  if (q.category) conditions.push(sql`${q.category} = any(${labTests.categories})`);
  for (const w of words)
    conditions.push(
      sql`(${labTests.searchText} like ${`%${w.replace(/[\\%_]/g, '\\$&')}%`} or ${w} <% ${labTests.searchText})`,
    );
  const closest = words.length
    ? [
        desc(
          sql.join(
            words.map((w) => sql`word_similarity(${w}, ${labTests.name})`),
            sql` + `,
          ),
        ),
      ]
    : [];
  return db.transaction(async (tx) => {
    if (words.length)
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.45', true)`);
    return tx
      .select()
      .from(labTests)
      .where(and(...conditions))
      .orderBy(...closest, asc(labTests.name), asc(labTests.id))
      .limit(page.limit)
      .offset(page.offset);
  });
}

export async function findTest(db: Conn, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(labTests)
    .where(and(eq(labTests.id, id), eq(labTests.active, true)));
  return row ?? null;
}

/**
 * Books a test at its MRP; null when the patient already has an open booking of it (the
 * partial unique index decides, however many requests arrive).
 */
export async function insertTestBooking(db: Conn, patientId: string, test: { id: string; mrp: number }) {
  const [row] = await db
    .insert(labTestBookings)
    .values({ patientId, testId: test.id, mrp: test.mrp })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function patientTestBookings(
  db: Conn,
  patientId: string,
  page: { limit: number; offset: number },
) {
  return db
    .select({ booking: labTestBookings, name: labTests.name })
    .from(labTestBookings)
    .innerJoin(labTests, eq(labTests.id, labTestBookings.testId))
    .where(eq(labTestBookings.patientId, patientId))
    .orderBy(desc(labTestBookings.createdAt), desc(labTestBookings.id))
    .limit(page.limit)
    .offset(page.offset);
}
