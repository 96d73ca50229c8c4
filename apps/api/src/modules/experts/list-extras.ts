import { kolkataParts } from '@care/contracts/common/clock-time';
import { NEXT_AVAILABLE_DAYS } from '@care/contracts/experts/constants';
import { getTableName, sql } from 'drizzle-orm';
import { experts } from '../../db/schema/index.ts';
import { scheduledSlotsOf, takesSlot } from './free-slots.ts';
import type { ExpertRow } from './repository.ts';

// What the expert list and an expert's page add to each expert (issue 19), as correlated
// subqueries of the one query that lists the page: PostgreSQL evaluates them after the sort and
// limit, so for the page's rows only, unless the page is sorted by next_available.
//
// The first free slot is built from the one free-slot rule of free-slots.ts, which the slot list
// (day-slots.ts) uses too; apps/api/test/expert-finding.test.ts checks that the two agree.

export interface ListedExpertRow {
  expert: ExpertRow;
  /** ISO instant ('2026-11-26T11:15:00.000Z') of the first free slot, or null. */
  nextAvailable: string | null;
  /** Approved reviews' average, one decimal, or null when there are none. */
  ratingAverage: number | null;
  ratingCount: number;
  /** The most common slot length of the expert's weekly windows, or null with none. */
  sessionMinutes: number | null;
}

// Qualified by hand: drizzle writes a one-table query's columns bare ("id"), which inside these
// subqueries would name the subquery's own table's id.
const expertId = sql`${sql.identifier(getTableName(experts))}.${sql.identifier(experts.id.name)}`;

export function expertExtras(now: Date) {
  const at = now.toISOString();
  const today = kolkataParts(now).date;
  const day = (i: string) => sql`(${today}::date + ${sql.raw(i)})`;
  // Day by day from today (a recursive walk that stops at the first day with a free slot: most
  // experts have one within a day or two, and each day costs the planner and the database).
  const nextAvailable = sql<string | null>`(
    with recursive walk(i, found) as (
      select -1, null::timestamptz
      union all
      select w.i + 1, (
        select min(t.starts_at) from ${scheduledSlotsOf(expertId, day('w.i + 1'))} as t
        where t.starts_at > ${at}::timestamptz
          and not exists (
            select 1 from bookings b
            where b.expert_id = ${expertId}
              -- A range of bookings_expert_idx (expert_id, starts_at), not all the expert's
              -- history: no slot is a day long, and none starts after the window's last day.
              and b.starts_at > ${at}::timestamptz - interval '1 day'
              and b.starts_at < ${at}::timestamptz + make_interval(days => ${NEXT_AVAILABLE_DAYS + 1}::int)
              and ${takesSlot(sql`t.starts_at`, sql`t.ends_at`, sql`${at}::timestamptz`)}
          )
      )
      from walk w
      where w.found is null and w.i < ${NEXT_AVAILABLE_DAYS - 1}::int
    )
    select to_char(max(found) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from walk
  )`.as('next_available');
  // Approved reviews only (partial index reviews_expert_approved_idx of migration 0018).
  const ratingAverage = sql<number | null>`(
    select round(avg(r.rating)::numeric, 1)::float8 from reviews r
    where r.expert_id = ${expertId} and r.status = 'approved'
  )`
    .mapWith((v) => (v === null ? null : Number(v)))
    .as('rating_average');
  const ratingCount = sql<number>`(
    select count(*)::int from reviews r
    where r.expert_id = ${expertId} and r.status = 'approved'
  )`
    .mapWith(Number)
    .as('rating_count');
  // The length most of the expert's weekly windows are cut into; a tie goes to the shorter
  // (mode() would choose "arbitrarily"). A few rows by expert_schedules_expert_idx.
  const sessionMinutes = sql<number | null>`(
    select s.slot_minutes from expert_schedules s
    where s.expert_id = ${expertId} and s.slot_minutes > 0
    group by s.slot_minutes order by count(*) desc, s.slot_minutes limit 1
  )`
    .mapWith((v) => (v === null ? null : Number(v)))
    .as('session_minutes');
  return { nextAvailable, ratingAverage, ratingCount, sessionMinutes };
}
