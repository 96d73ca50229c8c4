import { addDays } from '@care/contracts/common/dates';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import {
  expertDateOverrides,
  expertDaysOff,
  expertLeave,
  expertSchedules,
  experts,
} from '../../db/schema/index.ts';

// The only code that reads or writes an expert's hours (issue 21): weekly windows, date overrides,
// days off and leave, all in the expert's own zone. The slot rule reads the same tables in SQL
// (free-slots.ts). Writers hold the expert row FOR UPDATE (lockExpert) for their transaction.

export interface HoursWindowRow {
  startTime: string;
  endTime: string;
  slotMinutes: number;
  bufferMinutes: number;
}
export type WeeklyWindowRow = HoursWindowRow & { weekday: number };
export type LeaveRow = typeof expertLeave.$inferSelect;

const windowColumns = {
  startTime: expertSchedules.startTime,
  endTime: expertSchedules.endTime,
  slotMinutes: expertSchedules.slotMinutes,
  bufferMinutes: expertSchedules.bufferMinutes,
};

export async function weeklyWindowsOf(conn: Conn, expertId: string): Promise<WeeklyWindowRow[]> {
  return conn
    .select({ weekday: expertSchedules.weekday, ...windowColumns })
    .from(expertSchedules)
    .where(eq(expertSchedules.expertId, expertId))
    .orderBy(asc(expertSchedules.weekday), asc(expertSchedules.startTime));
}

/**
 * The dates from `from` on with their own hours: override windows, or none for a date the expert
 * does not work (a day off that is not part of a leave), by date.
 */
export async function overridesFrom(conn: Conn, expertId: string, from: string) {
  const [windows, off] = await Promise.all([
    conn
      .select({
        date: expertDateOverrides.date,
        startTime: expertDateOverrides.startTime,
        endTime: expertDateOverrides.endTime,
        slotMinutes: expertDateOverrides.slotMinutes,
        bufferMinutes: expertDateOverrides.bufferMinutes,
      })
      .from(expertDateOverrides)
      .where(and(eq(expertDateOverrides.expertId, expertId), gte(expertDateOverrides.date, from)))
      .orderBy(asc(expertDateOverrides.date), asc(expertDateOverrides.startTime)),
    conn
      .select({ date: expertDaysOff.date })
      .from(expertDaysOff)
      .where(
        and(
          eq(expertDaysOff.expertId, expertId),
          gte(expertDaysOff.date, from),
          isNull(expertDaysOff.leaveId),
        ),
      ),
  ]);
  const byDate = new Map<string, HoursWindowRow[]>();
  for (const { date } of off) byDate.set(date, []);
  for (const { date, ...w } of windows) {
    // A day off wins over windows left on the same date (the slot rule reads it so too).
    if (off.some((o) => o.date === date)) continue;
    byDate.set(date, [...(byDate.get(date) ?? []), w]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, ws]) => ({ date, windows: ws }));
}

/** Leave that has not ended before `from`, soonest first. */
export async function leaveFrom(conn: Conn, expertId: string, from: string): Promise<LeaveRow[]> {
  return conn
    .select()
    .from(expertLeave)
    .where(and(eq(expertLeave.expertId, expertId), gte(expertLeave.endsOn, from)))
    .orderBy(asc(expertLeave.startsOn));
}

/** The expert's zone and weekly windows become these (all of them replaced). */
export async function replaceWeeklyHours(tx: Tx, expertId: string, zone: string, windows: WeeklyWindowRow[]) {
  await tx.update(experts).set({ timeZone: zone }).where(eq(experts.id, expertId));
  await tx.delete(expertSchedules).where(eq(expertSchedules.expertId, expertId));
  if (windows.length) await tx.insert(expertSchedules).values(windows.map((w) => ({ expertId, ...w })));
}

/** The date's own hours are removed: override windows and a day off outside leave. Answers whether there were any. */
export async function removeDateOverride(tx: Tx, expertId: string, date: string): Promise<boolean> {
  const windows = await tx
    .delete(expertDateOverrides)
    .where(and(eq(expertDateOverrides.expertId, expertId), eq(expertDateOverrides.date, date)))
    .returning({ id: expertDateOverrides.id });
  const off = await tx
    .delete(expertDaysOff)
    .where(
      and(eq(expertDaysOff.expertId, expertId), eq(expertDaysOff.date, date), isNull(expertDaysOff.leaveId)),
    )
    .returning({ date: expertDaysOff.date });
  return windows.length + off.length > 0;
}

/** The date's hours become these windows; none makes it a day off. */
export async function replaceDateOverride(tx: Tx, expertId: string, date: string, windows: HoursWindowRow[]) {
  await removeDateOverride(tx, expertId, date);
  if (windows.length === 0) await tx.insert(expertDaysOff).values({ expertId, date, leaveId: null });
  else await tx.insert(expertDateOverrides).values(windows.map((w) => ({ expertId, date, ...w })));
}

/** The expert's leave that shares a day with startsOn..endsOn. */
export async function leaveOverlapping(conn: Conn, expertId: string, startsOn: string, endsOn: string) {
  return conn
    .select()
    .from(expertLeave)
    .where(
      and(
        eq(expertLeave.expertId, expertId),
        lte(expertLeave.startsOn, endsOn),
        gte(expertLeave.endsOn, startsOn),
      ),
    );
}

/**
 * New leave, and each of its days a day off carrying its id. A day already off (an override)
 * stays as it was, so removing the leave gives it back as the expert left it.
 */
export async function insertLeave(
  tx: Tx,
  expertId: string,
  leave: { startsOn: string; endsOn: string; reason: string },
): Promise<LeaveRow> {
  const [row] = await tx
    .insert(expertLeave)
    .values({ expertId, ...leave })
    .returning();
  const days: { expertId: string; date: string; leaveId: string }[] = [];
  for (let d = leave.startsOn; d <= leave.endsOn; d = addDays(d, 1))
    days.push({ expertId, date: d, leaveId: row!.id });
  await tx.insert(expertDaysOff).values(days).onConflictDoNothing();
  return row!;
}

/** Removes the expert's own leave (its days off go with it, by the foreign key's cascade); false when none has this id. */
export async function deleteLeave(tx: Tx, expertId: string, id: string): Promise<boolean> {
  const gone = await tx
    .delete(expertLeave)
    .where(and(eq(expertLeave.id, id), eq(expertLeave.expertId, expertId)))
    .returning({ id: expertLeave.id });
  return gone.length > 0;
}

/**
 * Whether PostgreSQL knows this zone by name (the slot rule converts with it): Intl and the
 * database's zone data can differ by a rename or two, and a zone only one of them knows would make
 * every slot query of the expert fail.
 */
export async function zoneKnown(conn: Conn, zone: string): Promise<boolean> {
  const result = await conn.execute(
    sql`select exists (select 1 from pg_timezone_names where name = ${zone}) as known`,
  );
  return (result as unknown as { rows: { known: boolean }[] }).rows[0]?.known === true;
}

/**
 * The instants a run of the expert's local days covers: from the first day's midnight to the
 * midnight after the last, in `zone`, by the database's zone rules (the slot rule's).
 */
export async function localDaysSpan(conn: Conn, zone: string, firstDay: string, lastDay: string) {
  const iso = (v: ReturnType<typeof sql>) =>
    sql`to_char(${v} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const result = await conn.execute(sql`
    select ${iso(sql`(${firstDay}::date::timestamp at time zone ${zone})`)} as from_at,
           ${iso(sql`((${lastDay}::date + 1)::timestamp at time zone ${zone})`)} as to_at
  `);
  const row = (result as unknown as { rows: { from_at: string; to_at: string }[] }).rows[0]!;
  return { from: new Date(row.from_at), to: new Date(row.to_at) };
}

/** Whether the expert does not work on the local date (their zone) an instant falls on: leave or a day off. */
export async function isDayOffAt(conn: Conn, expertId: string, instant: Date): Promise<boolean> {
  const [row] = await conn
    .select({ date: expertDaysOff.date })
    .from(expertDaysOff)
    .innerJoin(experts, eq(experts.id, expertDaysOff.expertId))
    .where(
      and(
        eq(expertDaysOff.expertId, expertId),
        sql`${expertDaysOff.date} = (${instant.toISOString()}::timestamptz at time zone ${experts.timeZone})::date`,
      ),
    );
  return Boolean(row);
}
