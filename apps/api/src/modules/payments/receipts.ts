import { eq, inArray, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { receiptCounter, receipts } from '../../db/schema/index.ts';

// Receipts (issue 19): one per paid booking, numbered in one unbroken series. The number comes
// from the single row of receipt_counter, taken by an UPDATE in the transaction that inserts the
// receipt, so a rolled-back attempt gives its number back (a sequence would skip it).

export type ReceiptRow = typeof receipts.$inferSelect;

/** RCPT-000042: the number a patient and an accountant quote. */
export const receiptNumber = (serialNo: number) => `RCPT-${String(serialNo).padStart(6, '0')}`;

/** Thrown inside the issuing transaction when another one issued the receipt first: rolls back. */
export class ReceiptIssuedMeanwhile extends Error {}

/** The receipts of these bookings (at most one each). */
export function receiptsOfBookings(conn: Conn, bookingIds: string[]): Promise<ReceiptRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return conn.select().from(receipts).where(inArray(receipts.bookingId, bookingIds));
}

/**
 * The booking's receipt, issued now if it has none. Call it in a transaction that holds the
 * booking's row lock (SELECT … FOR UPDATE), so two downloads of one booking queue and the second
 * finds the first's receipt before it takes a number. Should one get past (a caller without the
 * lock), the unique booking_id refuses its row and ReceiptIssuedMeanwhile rolls its transaction
 * back, number included: the caller reads the receipt that won.
 */
export async function issueReceipt(
  tx: Tx,
  r: { bookingId: string; amount: number; now: Date },
): Promise<ReceiptRow> {
  const [existing] = await receiptsOfBookings(tx, [r.bookingId]);
  if (existing) return existing;
  const [counter] = await tx
    .update(receiptCounter)
    .set({ lastNo: sql`${receiptCounter.lastNo} + 1` })
    .where(eq(receiptCounter.id, 1))
    .returning({ lastNo: receiptCounter.lastNo });
  if (!counter) throw new Error('receipt_counter has no row 1 (migration 0018 inserts it)');
  const [row] = await tx
    .insert(receipts)
    .values({ bookingId: r.bookingId, serialNo: counter.lastNo, amount: r.amount, issuedAt: r.now })
    .onConflictDoNothing({ target: receipts.bookingId })
    .returning();
  if (!row) throw new ReceiptIssuedMeanwhile();
  return row;
}
