import { type BookingStatus, KEPT_STATUSES } from '@care/contracts/booking/lifecycle';
import {
  and,
  asc,
  desc,
  eq,
  getTableName,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import {
  bookingReports,
  bookings,
  callActivities,
  couponRedemptions,
  coupons,
} from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { hoursCover } from '../experts/index.ts';
import { bookingMayBecome } from './lifecycle.ts';

// The only code that reads or writes bookings, their files, coupons and coupon uses (checkout
// moves bookings forward when a payment arrives, through the functions here). Each status move
// takes its condition from the lifecycle (lifecycle.ts). Every decision
// about a slot or a coupon is a constraint or a conditional UPDATE, so it holds across API
// instances.

export type BookingRow = typeof bookings.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type BookingReportRow = typeof bookingReports.$inferSelect;

/** Bookings whose time range overlaps [from, to). */
const overlapping = (from: Date, to: Date) =>
  sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;

/**
 * The expert's bookings between two instants that take a slot at `now`: confirmed ones, and
 * held or pending ones whose hold has not run out; a patient's own can be left out.
 */
export function slotTakingBookings(
  db: Conn,
  q: { expertId: string; from: Date; to: Date; now: Date; exceptPatientId?: string },
) {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.expertId, q.expertId),
        overlapping(q.from, q.to),
        or(
          eq(bookings.status, 'confirmed'),
          and(inArray(bookings.status, ['held', 'pending']), gt(bookings.holdExpiresAt, q.now)),
        ),
        ...(q.exceptPatientId ? [ne(bookings.patientId, q.exceptPatientId)] : []),
      ),
    );
}

/**
 * Held or pending bookings whose hold ran out become 'expired' (their slot is free again) and
 * give back their coupon use. `where` narrows the sweep (one expert's range, or everything).
 */
export async function expireLapsedHolds(
  conn: Conn,
  now: Date,
  where?: { expertId: string; from: Date; to: Date },
) {
  const expired = await conn
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(
        bookingMayBecome('expired'),
        lte(bookings.holdExpiresAt, now),
        ...(where ? [eq(bookings.expertId, where.expertId), overlapping(where.from, where.to)] : []),
      ),
    )
    .returning({ id: bookings.id });
  if (expired.length)
    await releaseCoupons(
      conn,
      expired.map((b) => b.id),
    );
  return expired.length;
}

/**
 * Confirmed appointments that have ended become 'completed' when the patient joined the room,
 * 'no_show' when they never did. One UPDATE, so two instances settle each once.
 */
/**
 * Whether the booking's patient ever joined its room. call_activities belongs to the meeting
 * module; it is read here inside the UPDATEs that settle a booking because each must be a single
 * statement (two instances, or the expert and the sweep, move a booking once), and the meeting
 * module sits above booking, so it cannot be asked.
 */
const patientJoined = sql`exists (select 1 from ${callActivities} where ${callActivities.bookingId} = ${bookings.id} and ${callActivities.party} = 'patient' and ${callActivities.activity} = 'joined')`;

export async function settleEndedAppointments(conn: Conn, now: Date) {
  const joined = patientJoined;
  const settled = await conn
    .update(bookings)
    .set({ status: sql<BookingStatus>`case when ${joined} then 'completed' else 'no_show' end` })
    .where(and(bookingMayBecome('completed'), bookingMayBecome('no_show'), lte(bookings.endsAt, now)))
    .returning({ id: bookings.id });
  return settled.length;
}

/** Gives back the coupon uses of bookings that will not take place (expired or cancelled). */
export async function releaseCoupons(conn: Conn, bookingIds: string[]) {
  const released = await conn
    .delete(couponRedemptions)
    .where(inArray(couponRedemptions.bookingId, bookingIds))
    .returning({ couponId: couponRedemptions.couponId });
  for (const r of released) {
    await conn
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} - 1` })
      .where(and(eq(coupons.id, r.couponId), gt(coupons.redemptions, 0)));
  }
}

export interface SlotClaim {
  patientId: string;
  expertId: string;
  type: string;
  startsAt: Date;
  endsAt: Date;
  now: Date;
  holdMinutes: number;
}

/**
 * Claims on one expert's slots (holds, moves) queue here until the transaction ends, on every
 * instance. The exclusion constraint alone would still refuse every overlap, but under a burst
 * PostgreSQL's exclusion checks can wait on each other in a cycle it does not break (seen with
 * 60 parallel bookings on two pools).
 */
export async function queueSlotClaims(tx: Tx, expertId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`slot:${expertId}`}, 0))`);
}

/**
 * Holds a slot for a patient in one transaction: their other held slots are let go (one hold
 * each, so nobody hoards the calendar), lapsed holds on this slot are expired, then the row is
 * inserted. The exclusion constraint bookings_no_overlap refuses an overlap (23P01), whichever
 * instance or transaction got there first. The same patient asking again gets their hold back.
 * `changed` collects the experts whose slots this changed (for the public answers' caches).
 */
export async function holdSlot(tx: Tx, c: SlotClaim, changed?: Set<string>): Promise<BookingRow> {
  const mine = await findOwnOpenBooking(tx, c, 'held');
  const released = await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(bookings.patientId, c.patientId),
        bookingMayBecome('expired', ['held']),
        ...(mine ? [ne(bookings.id, mine.id)] : []),
      ),
    )
    .returning({ expertId: bookings.expertId });
  for (const r of released) changed?.add(r.expertId);
  if (mine) return mine;
  changed?.add(c.expertId);
  await queueSlotClaims(tx, c.expertId);
  await expireLapsedHolds(tx, c.now, { expertId: c.expertId, from: c.startsAt, to: c.endsAt });
  const [row] = await tx
    .insert(bookings)
    .values({
      patientId: c.patientId,
      expertId: c.expertId,
      type: c.type,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      status: 'held',
      holdExpiresAt: new Date(c.now.getTime() + c.holdMinutes * 60_000),
    })
    .returning();
  return row!;
}

// Qualified by hand: drizzle writes a one-table query's columns bare, which inside the subquery
// could name one of its own columns.
const qualified = (c: { name: string }) =>
  sql`${sql.identifier(getTableName(bookings))}.${sql.identifier(c.name)}`;

/** Bookings that still hold their time: confirmed, or held or pending (a lapsed hold not yet swept too). */
const holdingTime = inArray(bookings.status, ['confirmed', 'held', 'pending']);

/**
 * The expert's bookings starting after `after` that hold their time and overlap [from, to): what
 * leave over those instants would cancel (confirmed) or withdraw (held, pending). Soonest first.
 */
export function expertBookingsBetween(
  conn: Conn,
  q: { expertId: string; from: Date; to: Date; after: Date },
): Promise<BookingRow[]> {
  return conn
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.expertId, q.expertId),
        holdingTime,
        overlapping(q.from, q.to),
        gt(bookings.startsAt, q.after),
      ),
    )
    .orderBy(asc(bookings.startsAt));
}

/**
 * The expert's bookings starting after `after` that hold their time outside the expert's hours as
 * they stand in this transaction (no window of that local date holds them whole: experts'
 * hoursCover). Asked after an availability write, before its commit. Soonest first.
 */
export function expertBookingsOutsideHours(
  conn: Conn,
  q: { expertId: string; after: Date },
): Promise<BookingRow[]> {
  return conn
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.expertId, q.expertId),
        holdingTime,
        gt(bookings.startsAt, q.after),
        sql`not ${hoursCover(qualified(bookings.expertId), qualified(bookings.startsAt), qualified(bookings.endsAt))}`,
      ),
    )
    .orderBy(asc(bookings.startsAt));
}

/**
 * Held and pending bookings whose time the expert withdrew (new hours, leave) become 'expired' at
 * once, whether or not their hold ran out, and give back their coupon use. A payment arriving
 * for one later finds the slot no longer offered and goes back (checkout). Answers the ids moved.
 */
export async function withdrawHolds(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const moved = await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(inArray(bookings.id, ids), bookingMayBecome('expired')))
    .returning({ id: bookings.id });
  if (moved.length)
    await releaseCoupons(
      tx,
      moved.map((b) => b.id),
    );
  return moved.map((b) => b.id);
}

/** The booking form's answers on a held booking, which becomes pending (or confirmed when free). */
export async function fillHeldBooking(
  tx: Tx,
  id: string,
  to: 'pending' | 'confirmed',
  values: Omit<Partial<typeof bookings.$inferInsert>, 'status'>,
) {
  const [row] = await tx
    .update(bookings)
    .set({ ...values, status: to })
    .where(and(eq(bookings.id, id), bookingMayBecome(to, ['held'])))
    .returning();
  return row ?? null;
}

export async function findBooking(conn: Conn, id: string): Promise<BookingRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await conn.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

/** The patient's own held or pending booking of this slot whose hold has not run out, if any. */
export async function findOwnOpenBooking(
  conn: Conn,
  c: Pick<SlotClaim, 'patientId' | 'expertId' | 'startsAt' | 'now'>,
  status: 'held' | 'pending',
): Promise<BookingRow | null> {
  const [row] = await conn
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.patientId, c.patientId),
        eq(bookings.expertId, c.expertId),
        eq(bookings.startsAt, c.startsAt),
        eq(bookings.status, status),
        gt(bookings.holdExpiresAt, c.now),
      ),
    );
  return row ?? null;
}

export async function findCouponByCode(conn: Conn, code: string): Promise<CouponRow | null> {
  const [row] = await conn.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  return row ?? null;
}

export async function findCouponById(conn: Conn, id: string): Promise<CouponRow | null> {
  const [row] = await conn.select().from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

export async function findCouponsByIds(conn: Conn, ids: string[]): Promise<CouponRow[]> {
  if (ids.length === 0) return [];
  return conn.select().from(coupons).where(inArray(coupons.id, ids));
}

/** A new coupon; null when its code is taken (the caller draws another). */
export async function insertCoupon(
  conn: Conn,
  values: typeof coupons.$inferInsert,
): Promise<CouponRow | null> {
  const [row] = await conn.insert(coupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A coupon becomes usable until `expiresAt` (a paid gift's). */
export async function activateCoupon(conn: Conn, id: string, expiresAt: Date) {
  await conn.update(coupons).set({ active: true, expiresAt }).where(eq(coupons.id, id));
}

/** Has this patient already used a once-per-patient coupon? */
export async function patientUsedCoupon(conn: Conn, couponId: string, patientId: string): Promise<boolean> {
  const [row] = await conn
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.onceKey, patientId)));
  return Boolean(row);
}

/**
 * Counts one use of a coupon for a booking: a conditional UPDATE (never past max_redemptions)
 * and a redemption row whose unique index allows one use per patient where the coupon says so.
 * False when the coupon is used up or already used by this patient; the caller rolls back.
 */
export async function redeemCoupon(
  tx: Tx,
  coupon: CouponRow,
  patientId: string,
  bookingId: string,
): Promise<boolean> {
  const counted = await tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        eq(coupons.active, true),
        sql`(${coupons.maxRedemptions} is null or ${coupons.redemptions} < ${coupons.maxRedemptions})`,
      ),
    )
    .returning({ id: coupons.id });
  if (counted.length === 0) return false;
  const inserted = await tx
    .insert(couponRedemptions)
    .values({ couponId: coupon.id, patientId, bookingId, onceKey: coupon.oncePerPatient ? patientId : null })
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.id });
  return inserted.length === 1;
}

export async function attachReports(
  tx: Tx,
  bookingId: string,
  files: { title: string; file_path: string }[],
) {
  if (files.length === 0) return;
  await tx
    .insert(bookingReports)
    .values(files.map((f) => ({ bookingId, reportOf: 'patient', title: f.title, filePath: f.file_path })));
}

/** Claims the confirmation text for a confirmed booking: true once, however many events arrive. */
export async function claimNotification(
  conn: Conn,
  bookingId: string,
  now: Date,
): Promise<BookingRow | null> {
  const [row] = await conn
    .update(bookings)
    .set({ notifiedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed'), isNull(bookings.notifiedAt)))
    .returning();
  return row ?? null;
}

/**
 * Confirmed bookings whose confirmation was never announced (the process stopped between the
 * confirming transaction and the announcing one), confirmed more than a minute ago.
 */
export async function findUnannounced(conn: Conn, before: Date, limit = 50): Promise<{ id: string }[]> {
  return conn
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.status, 'confirmed'), isNull(bookings.notifiedAt), lte(bookings.confirmedAt, before)),
    )
    .limit(limit);
}

/** The booking, locked for the rest of the transaction. */
export async function lockBooking(tx: Tx, id: string): Promise<BookingRow | null> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row ?? null;
}

/** `from` → confirmed, by one conditional UPDATE; null when the booking has moved on meanwhile. */
export async function confirmBooking(
  tx: Tx,
  id: string,
  from: ('held' | 'pending' | 'expired')[],
  now: Date,
): Promise<BookingRow | null> {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(bookings.id, id), bookingMayBecome('confirmed', from)))
    .returning();
  return row ?? null;
}

/** What a patient sees of their bookings: kept ones and, among the past, cancelled ones too. */
const SHOWN: BookingStatus[] = [...KEPT_STATUSES, 'cancelled'];

/**
 * One page of the patient's appointments. Upcoming: confirmed and not yet over, soonest first.
 * Past: over, or cancelled (they will not take place), latest first. `expertId` narrows them to
 * one expert.
 */
export async function patientBookings(
  db: Conn,
  patientId: string,
  now: Date,
  when: 'upcoming' | 'past',
  page: { limit: number; offset: number },
  expertId?: string,
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.patientId, patientId),
        ...(expertId ? [eq(bookings.expertId, expertId)] : []),
        when === 'upcoming'
          ? and(eq(bookings.status, 'confirmed'), gt(bookings.endsAt, now))
          : or(
              and(inArray(bookings.status, [...KEPT_STATUSES]), lte(bookings.endsAt, now)),
              eq(bookings.status, 'cancelled'),
            ),
      ),
    )
    .orderBy(
      when === 'upcoming' ? asc(bookings.startsAt) : desc(bookings.startsAt),
      when === 'upcoming' ? asc(bookings.id) : desc(bookings.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/** One of the patient's appointments (another patient's, or one never confirmed, is null). */
export async function findPatientBooking(
  db: Conn,
  patientId: string,
  id: string,
): Promise<BookingRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.patientId, patientId), inArray(bookings.status, SHOWN)));
  return row ?? null;
}

/** The files attached to these bookings. */
export async function bookingReportsOf(db: Conn, bookingIds: string[]): Promise<BookingReportRow[]> {
  if (bookingIds.length === 0) return [];
  return db.select().from(bookingReports).where(inArray(bookingReports.bookingId, bookingIds));
}

/**
 * Cancels the patient's confirmed appointment if it starts after `from` (the caller passes the
 * instant before the first of the days it may be cancelled for): one conditional UPDATE, so of
 * any number of parallel requests one cancels. The slot is free again at once (the exclusion
 * constraint only covers held, pending and confirmed bookings). Null when nothing was cancelled.
 */
export async function cancelBooking(tx: Tx, patientId: string, id: string, from: Date, now: Date) {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.patientId, patientId),
        bookingMayBecome('cancelled'),
        gt(bookings.startsAt, from),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Moves the patient's confirmed appointment to [startsAt, endsAt) (issue 19): one conditional
 * UPDATE, so of any number of parallel requests one moves it (the rest find `rescheduled_at`
 * set). It moves only a booking never moved before that starts at or after `startsAtOrAfter`
 * (24 hours from now); the old slot is free in the same statement, and the exclusion
 * constraint refuses a new range another open booking takes (23P01). The invite's SEQUENCE moves
 * on, so calendars replace the event of the same UID. Null when nothing was moved.
 */
export async function rescheduleBooking(
  tx: Tx,
  m: { id: string; patientId: string; startsAt: Date; endsAt: Date; startsAtOrAfter: Date; now: Date },
): Promise<BookingRow | null> {
  if (!isUuid(m.id)) return null;
  const [row] = await tx
    .update(bookings)
    .set({
      startsAt: m.startsAt,
      endsAt: m.endsAt,
      rescheduledAt: m.now,
      rescheduledFrom: sql`${bookings.startsAt}`,
      icsSequence: sql`${bookings.icsSequence} + 1`,
    })
    .where(
      and(
        eq(bookings.id, m.id),
        eq(bookings.patientId, m.patientId),
        eq(bookings.status, 'confirmed'),
        isNull(bookings.rescheduledAt),
        gte(bookings.startsAt, m.startsAtOrAfter),
      ),
    )
    .returning();
  return row ?? null;
}

/** Whether a booking lists this file (then it stays in storage for the expert). */
export async function fileAttachedToBooking(db: Conn, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingReports.id })
    .from(bookingReports)
    .where(eq(bookingReports.filePath, key));
  return Boolean(row);
}

/** One page of the experts' files from the patient's consultations, latest consultation first, and how many. */
export async function expertFilesOfPatient(
  db: Conn,
  patientId: string,
  page: { limit: number; offset: number },
) {
  const where = and(eq(bookings.patientId, patientId), eq(bookingReports.reportOf, 'doctor'));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        report: bookingReports,
        appointmentNo: bookings.appointmentNo,
        startsAt: bookings.startsAt,
        expertId: bookings.expertId,
      })
      .from(bookingReports)
      .innerJoin(bookings, eq(bookings.id, bookingReports.bookingId))
      .where(where)
      .orderBy(desc(bookings.startsAt), desc(bookingReports.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(bookingReports)
      .innerJoin(bookings, eq(bookings.id, bookingReports.bookingId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** A file on one of the patient's bookings (theirs or the expert's), or null. */
export async function patientBookingFile(db: Conn, patientId: string, key: string) {
  const [row] = await db
    .select({ title: bookingReports.title, reportOf: bookingReports.reportOf })
    .from(bookingReports)
    .innerJoin(bookings, eq(bookings.id, bookingReports.bookingId))
    .where(and(eq(bookings.patientId, patientId), eq(bookingReports.filePath, key)));
  return row ?? null;
}

/** A person the patient booked for as someone else (the booking form's fields). */
export interface FamilyMemberRow {
  fullName: string;
  gender: string | null;
  dob: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * The distinct people (same name, gender, birth date, phone and e-mail) this patient booked a
 * kept or cancelled consultation for as someone else, the most recently booked first. One query,
 * the patient's own rows only.
 */
export async function familyMembersOf(db: Conn, patientId: string, limit = 20): Promise<FamilyMemberRow[]> {
  const lastBooked = sql`max(${bookings.createdAt})`;
  const rows = await db
    .select({
      fullName: bookings.fullName,
      gender: bookings.gender,
      dob: bookings.dob,
      phone: bookings.phone,
      email: bookings.email,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.patientId, patientId),
        eq(bookings.someOneElse, true),
        inArray(bookings.status, SHOWN),
        sql`${bookings.fullName} is not null`,
      ),
    )
    .groupBy(bookings.fullName, bookings.gender, bookings.dob, bookings.phone, bookings.email)
    .orderBy(desc(lastBooked))
    .limit(limit);
  return rows.map((r) => ({ ...r, fullName: r.fullName ?? '' }));
}

// The expert's side (issue 21): every query names the expert, so another expert's booking or
// file is simply not found.

/** What an expert sees of their bookings: kept ones and cancelled ones (never a hold). */
const EXPERT_SHOWN: BookingStatus[] = [...KEPT_STATUSES, 'cancelled'];

/** The expert's appointments starting in [from, to), soonest first (the console's schedule). */
export async function expertAppointmentsBetween(
  conn: Conn,
  expertId: string,
  from: Date,
  to: Date,
): Promise<BookingRow[]> {
  return conn
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.expertId, expertId),
        inArray(bookings.status, EXPERT_SHOWN),
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, to),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** One of the expert's appointments (another expert's, or one never confirmed, is null). */
export async function findExpertBooking(
  conn: Conn,
  expertId: string,
  id: string,
): Promise<BookingRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await conn
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.expertId, expertId), inArray(bookings.status, EXPERT_SHOWN)));
  return row ?? null;
}

/** A file on one of the expert's appointments, or null. */
export async function findExpertBookingReport(
  conn: Conn,
  expertId: string,
  bookingId: string,
  reportId: string,
): Promise<BookingReportRow | null> {
  if (!isUuid(bookingId) || !isUuid(reportId)) return null;
  const [row] = await conn
    .select({ report: bookingReports })
    .from(bookingReports)
    .innerJoin(bookings, eq(bookings.id, bookingReports.bookingId))
    .where(
      and(
        eq(bookingReports.id, reportId),
        eq(bookings.id, bookingId),
        eq(bookings.expertId, expertId),
        inArray(bookings.status, EXPERT_SHOWN),
      ),
    );
  return row?.report ?? null;
}

/** The expert's report on a booking, shared with its patient at once. */
export async function addDoctorReport(
  conn: Conn,
  r: { bookingId: string; title: string; filePath: string; staffId: string },
): Promise<BookingReportRow> {
  const [row] = await conn
    .insert(bookingReports)
    .values({
      bookingId: r.bookingId,
      reportOf: 'doctor',
      title: r.title,
      filePath: r.filePath,
      addedByStaffId: r.staffId,
    })
    .returning();
  return row!;
}

/**
 * Marks the expert's confirmed appointment a no-show, if it started at or before
 * `startedAtOrBefore` and its patient never joined the room: one conditional UPDATE, so the
 * expert's tap and the lifecycle's sweep move it once between them. Null when nothing moved.
 */
export async function markNoShow(
  conn: Conn,
  m: { id: string; expertId: string; startedAtOrBefore: Date },
): Promise<BookingRow | null> {
  if (!isUuid(m.id)) return null;
  const [row] = await conn
    .update(bookings)
    .set({ status: 'no_show' })
    .where(
      and(
        eq(bookings.id, m.id),
        eq(bookings.expertId, m.expertId),
        bookingMayBecome('no_show'),
        lte(bookings.startsAt, m.startedAtOrBefore),
        sql`not ${patientJoined}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Whether the booking's patient ever joined its room (for the expert's no-show button). */
export async function patientJoinedRoom(conn: Conn, bookingId: string): Promise<boolean> {
  const [row] = await conn
    .select({ joined: sql<boolean>`${patientJoined}` })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return Boolean(row?.joined);
}
