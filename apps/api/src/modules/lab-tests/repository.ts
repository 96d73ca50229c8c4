import type { TestCategory } from '@care/contracts/lab-tests/constants';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
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

/** What a booking row carries besides the test and the price: the collection details (issue 22). */
export type BookingDetails = Partial<
  Pick<
    typeof labTestBookings.$inferInsert,
    'collectionMode' | 'addressId' | 'addressText' | 'collectionDate' | 'collectionWindow' | 'paymentMode'
  >
>;

/**
 * Books a test at its MRP with whatever details were chosen; null when the patient already has
 * an open booking of it (the partial unique index decides, however many requests arrive).
 */
export async function insertTestBooking(
  db: Conn,
  patientId: string,
  test: { id: string; mrp: number },
  details: BookingDetails = {},
) {
  const [row] = await db
    .insert(labTestBookings)
    .values({ patientId, testId: test.id, mrp: test.mrp, ...details })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

const bookingWithTest = {
  booking: labTestBookings,
  name: labTests.name,
  preparation: labTests.preparation,
  homeCollection: labTests.homeCollection,
};
export type BookingWithTest = {
  booking: typeof labTestBookings.$inferSelect;
  name: string;
  preparation: string;
  homeCollection: boolean;
};

export async function patientTestBookings(
  db: Conn,
  patientId: string,
  page: { limit: number; offset: number },
): Promise<BookingWithTest[]> {
  return db
    .select(bookingWithTest)
    .from(labTestBookings)
    .innerJoin(labTests, eq(labTests.id, labTestBookings.testId))
    .where(eq(labTestBookings.patientId, patientId))
    .orderBy(desc(labTestBookings.createdAt), desc(labTestBookings.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One of the patient's bookings with its test (another patient's reads as unknown). */
export async function findPatientTestBooking(
  db: Conn,
  patientId: string,
  id: string,
  lock = false,
): Promise<BookingWithTest | null> {
  if (!isUuid(id)) return null;
  const q = db
    .select(bookingWithTest)
    .from(labTestBookings)
    .innerJoin(labTests, eq(labTests.id, labTestBookings.testId))
    .where(and(eq(labTestBookings.id, id), eq(labTestBookings.patientId, patientId)));
  const [row] = lock ? await q.for('update', { of: labTestBookings }) : await q;
  return row ?? null;
}

/**
 * Sets the details of a booking still 'booked' and not collected (a conditional UPDATE: a
 * cancellation or a collection committed first leaves nothing to change, and null answers).
 * Changing how it is paid also needs it unpaid.
 */
export async function updateTestBookingDetails(
  tx: Tx,
  id: string,
  details: BookingDetails,
  now: Date,
  opts: { mustBeUnpaid: boolean },
) {
  const [row] = await tx
    .update(labTestBookings)
    .set({ ...details, updatedAt: now })
    .where(
      and(
        eq(labTestBookings.id, id),
        eq(labTestBookings.status, 'booked'),
        isNull(labTestBookings.collectedAt),
        ...(opts.mustBeUnpaid ? [eq(labTestBookings.paymentState, 'unpaid')] : []),
      ),
    )
    .returning();
  return row ?? null;
}

// For checkout (a lab booking's payment order captured).

export type LabBookingRow = typeof labTestBookings.$inferSelect;

/** The lab booking, locked for the rest of the transaction. */
export async function lockLabBooking(tx: Tx, id: string): Promise<LabBookingRow | null> {
  const [row] = await tx.select().from(labTestBookings).where(eq(labTestBookings.id, id)).for('update');
  return row ?? null;
}

/** unpaid → paid, once (a conditional UPDATE); null when it was not unpaid. */
export async function markLabBookingPaid(tx: Tx, id: string, now: Date): Promise<LabBookingRow | null> {
  const [row] = await tx
    .update(labTestBookings)
    .set({ paymentState: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(labTestBookings.id, id), eq(labTestBookings.paymentState, 'unpaid')))
    .returning();
  return row ?? null;
}
