import type { CollectionMode, TestBookingStatus } from '@care/contracts/lab-tests/constants';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { labTestBookings, labTests } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { findPatientsByIds } from '../patient/index.ts';

// The lab bookings as operations read and move them (staff-routes.ts, booking-moves.ts,
// report-upload.ts). The patient's side is repository.ts.

export type LabBookingRow = typeof labTestBookings.$inferSelect;

export interface ListedLabBooking {
  booking: LabBookingRow;
  testName: string;
  patientName: string;
  phone: string;
}

/** The bookings with their tests' names and their patients' names and phones (the patient module's). */
async function withNames(db: Conn, rows: { booking: LabBookingRow; testName: string }[]) {
  const people = new Map(
    (await findPatientsByIds(db, [...new Set(rows.map((r) => r.booking.patientId))])).map((p) => [p.id, p]),
  );
  return rows.map((r): ListedLabBooking => {
    const p = people.get(r.booking.patientId);
    return {
      ...r,
      patientName: [p?.firstName, p?.lastName].filter(Boolean).join(' '),
      phone: p?.phone ?? '',
    };
  });
}

/**
 * One date's bookings, ordered by window (a booking without a window last), then booking number;
 * or, with `date` null, the open bookings that have no date yet (oldest first).
 */
export async function labBookingsOn(
  db: Conn,
  f: { date: string | null; status?: TestBookingStatus | null; mode?: CollectionMode | null },
): Promise<ListedLabBooking[]> {
  const b = labTestBookings;
  const rows = await db
    .select({ booking: b, testName: labTests.name })
    .from(b)
    .innerJoin(labTests, eq(labTests.id, b.testId))
    .where(
      and(
        f.date === null
          ? and(isNull(b.collectionDate), inArray(b.status, ['booked', 'sample_collected']))
          : eq(b.collectionDate, f.date),
        f.status ? eq(b.status, f.status) : undefined,
        f.mode ? eq(b.collectionMode, f.mode) : undefined,
      ),
    )
    .orderBy(f.date === null ? asc(b.createdAt) : sql`${b.collectionWindow} asc nulls last`, asc(b.bookingNo))
    .limit(500);
  return withNames(db, rows);
}

/** A booking with its test's name and patient, for an answer after a change. */
export async function listedLabBooking(db: Conn, id: string): Promise<ListedLabBooking | null> {
  const rows = await db
    .select({ booking: labTestBookings, testName: labTests.name })
    .from(labTestBookings)
    .innerJoin(labTests, eq(labTests.id, labTestBookings.testId))
    .where(eq(labTestBookings.id, id));
  return (await withNames(db, rows))[0] ?? null;
}

/** The booking, locked for this transaction (a second operator's move waits, then sees the first's). */
export async function lockLabBooking(tx: Tx, id: string): Promise<LabBookingRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(labTestBookings).where(eq(labTestBookings.id, id)).for('update');
  return row ?? null;
}

export async function findLabBooking(db: Conn, id: string): Promise<LabBookingRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(labTestBookings).where(eq(labTestBookings.id, id));
  return row ?? null;
}

/**
 * Moves a booking from `from` with `set`, only if it is still `from` (the row lock already
 * orders two operators; the condition keeps the move forward-only whatever calls it).
 */
export async function moveLabBooking(
  tx: Tx,
  id: string,
  from: TestBookingStatus,
  set: Partial<typeof labTestBookings.$inferInsert>,
): Promise<LabBookingRow | null> {
  const [row] = await tx
    .update(labTestBookings)
    .set(set)
    .where(and(eq(labTestBookings.id, id), eq(labTestBookings.status, from)))
    .returning();
  return row ?? null;
}

// ---------- The catalogue ----------

export type LabTestRow = typeof labTests.$inferSelect;

/** Every test, active or not, by name. */
export function allLabTests(db: Conn): Promise<LabTestRow[]> {
  return db.select().from(labTests).orderBy(asc(labTests.name), asc(labTests.id));
}

export async function lockLabTest(tx: Tx, id: string): Promise<LabTestRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(labTests).where(eq(labTests.id, id)).for('update');
  return row ?? null;
}

export async function insertLabTest(tx: Tx, values: typeof labTests.$inferInsert): Promise<LabTestRow> {
  const [row] = await tx.insert(labTests).values(values).returning();
  return row!;
}

export async function updateLabTest(
  tx: Tx,
  id: string,
  set: Partial<typeof labTests.$inferInsert>,
): Promise<LabTestRow> {
  const [row] = await tx.update(labTests).set(set).where(eq(labTests.id, id)).returning();
  return row!;
}

/** A test whether or not it is still offered (a booking names the test it was made for). */
export async function findTestAnyState(db: Conn, id: string): Promise<LabTestRow | null> {
  const [row] = await db.select().from(labTests).where(eq(labTests.id, id));
  return row ?? null;
}
