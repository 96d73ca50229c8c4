import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { consultationNotes } from '../../db/schema/index.ts';

// The only code that reads and writes consultation_notes: an expert's private notes, one row per
// booking. Every query names the expert as well as the booking, and the caller has found the
// booking among that expert's own first (booking's findExpertBooking). No patient route reads
// this table.

/** The expert's private notes on these bookings, by booking id ('' when none). */
export async function notesOf(
  db: Conn,
  expertId: string,
  bookingIds: string[],
): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: consultationNotes.bookingId, notes: consultationNotes.privateNotes })
    .from(consultationNotes)
    .where(and(eq(consultationNotes.expertId, expertId), inArray(consultationNotes.bookingId, bookingIds)));
  return new Map(rows.map((r) => [r.bookingId, r.notes]));
}

/**
 * Saves the expert's notes on the booking (one statement: the first save inserts, later ones
 * replace). A row another expert wrote is never replaced (the booking is the caller's expert's,
 * so none exists; the WHERE keeps it so). Answers the notes as saved, or null.
 */
export async function saveNotes(
  db: Conn,
  n: { bookingId: string; expertId: string; privateNotes: string; now: Date },
): Promise<string | null> {
  const [row] = await db
    .insert(consultationNotes)
    .values({ bookingId: n.bookingId, expertId: n.expertId, privateNotes: n.privateNotes, updatedAt: n.now })
    .onConflictDoUpdate({
      target: consultationNotes.bookingId,
      set: { privateNotes: n.privateNotes, updatedAt: n.now },
      setWhere: sql`${consultationNotes.expertId} = ${n.expertId}`,
    })
    .returning({ notes: consultationNotes.privateNotes });
  return row?.notes ?? null;
}
