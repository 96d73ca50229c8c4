import { type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';

// The one slot rule, written once, in SQL: an expert's day of slots for patients (day-slots.ts),
// the expert list's next free slot (list-extras.ts) and booking's check of a requested slot
// (isSlotOffered, before and again inside the claiming transaction) are all built from
// scheduledSlotsOf, so what is listed is exactly what can be booked
// (apps/api/test/expert-finding.test.ts and availability.test.ts check it).
//
// An expert's hours are written in their own IANA zone (experts.time_zone, issue 21); patients
// see Asia/Kolkata dates and times. For a patient's date D the slots come from the expert's local
// dates D-1, D and D+1 (any zone's local day overlaps D only there):
// - a day off (expert_days_off: a "not working" override or a day of leave) gives nothing;
// - else that date's override rows (expert_date_overrides), if it has any, are its windows;
// - else the weekly windows of its local weekday (expert_schedules);
// - each window is cut into slots of slot_minutes starting every slot_minutes + buffer_minutes,
//   a slot that would end after the window's end left out;
// - a slot's instant is (local date + time) AT TIME ZONE the expert's zone, and a local time that
//   does not exist (the hour skipped when clocks go forward) gives no slot; in the hour repeated
//   when clocks go back, PostgreSQL reads a time as its later (standard-time) instant;
// - the slots whose Asia/Kolkata date is D are kept.
// An expert in Asia/Kolkata (most) needs only D itself. Whether a slot is taken is takesSlot.

/**
 * The rows (starts_at, ends_at timestamptz) of the expert's scheduled slots on `day` (an SQL
 * date, Asia/Kolkata). `expertId` is an SQL expression (a column of the outer query or a
 * parameter). One start may come twice only if two windows of one date overlap, which the
 * availability routes refuse.
 */
export function scheduledSlotsOf(expertId: SQL, day: SQL): SQL {
  return sql`(
    select (ls.local_start at time zone ez.time_zone) as starts_at,
           (ls.local_start at time zone ez.time_zone) + make_interval(mins => w.slot_minutes) as ends_at
    from experts ez
    cross join lateral (
      select ((${day}) + g.i)::date as d from generate_series(-1, 1) as g(i)
      where g.i = 0 or ez.time_zone <> 'Asia/Kolkata'
    ) as ld
    cross join lateral (
      select o.start_time, o.end_time, o.slot_minutes, o.buffer_minutes
      from expert_date_overrides o
      where o.expert_id = ez.id and o.date = ld.d
      union all
      select s.start_time, s.end_time, s.slot_minutes, s.buffer_minutes
      from expert_schedules s
      where s.expert_id = ez.id and s.weekday = extract(dow from ld.d)::int
        and not exists (select 1 from expert_date_overrides o where o.expert_id = ez.id and o.date = ld.d)
    ) as w
    cross join lateral generate_series(
      0,
      floor(
        (extract(epoch from w.end_time - w.start_time) / 60 - w.slot_minutes)
        / (w.slot_minutes + w.buffer_minutes)
      )::int
    ) as k(i)
    cross join lateral (
      select ld.d + w.start_time + make_interval(mins => k.i * (w.slot_minutes + w.buffer_minutes)) as local_start
    ) as ls
    where ez.id = ${expertId} and w.slot_minutes > 0
      and not exists (select 1 from expert_days_off o where o.expert_id = ez.id and o.date = ld.d)
      and ((ls.local_start at time zone ez.time_zone) at time zone ez.time_zone) = ls.local_start
      and (ls.local_start at time zone ez.time_zone) >= ((${day})::timestamp at time zone 'Asia/Kolkata')
      and (ls.local_start at time zone ez.time_zone) < (((${day}) + 1)::timestamp at time zone 'Asia/Kolkata')
  )`;
}

/**
 * Whether booking row `b` (an alias of bookings, of the same expert) takes the slot
 * [startsAt, endsAt) at instant `at`.
 */
export function takesSlot(startsAt: SQL, endsAt: SQL, at: SQL): SQL {
  return sql`(b.starts_at < ${endsAt} and b.ends_at > ${startsAt}
    and (b.status = 'confirmed' or (b.status in ('held', 'pending') and b.hold_expires_at > ${at})))`;
}

/** The Asia/Kolkata date of an instant, in SQL. */
const kolkataDateOf = (instant: Date) =>
  sql`(${instant.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date`;

/**
 * Whether the expert's hours offer exactly the slot [startsAt, endsAt) (an active expert's;
 * bookings and the clock aside). Booking asks it when a patient picks a slot, and again inside
 * the claiming transaction once it holds the expert row FOR SHARE (an availability write holds it
 * FOR UPDATE), so a slot the expert withdrew meanwhile is refused rather than booked.
 */
export async function isSlotOffered(conn: Conn, expertId: string, startsAt: Date, endsAt: Date) {
  const result = await conn.execute(sql`
    select exists (
      select 1 from ${scheduledSlotsOf(sql`${expertId}::uuid`, kolkataDateOf(startsAt))} as t
      where t.starts_at = ${startsAt.toISOString()}::timestamptz
        and t.ends_at = ${endsAt.toISOString()}::timestamptz
    ) and exists (select 1 from experts e where e.id = ${expertId}::uuid and e.active) as offered
  `);
  const rows = (result as unknown as { rows: { offered: boolean }[] }).rows;
  return rows[0]?.offered === true;
}

/**
 * Whether the expert's hours (as they stand in this transaction) cover [startsAt, endsAt), two
 * SQL timestamptz expressions: some window of the local date it starts on holds it whole, whatever
 * the slot grid. A confirmed appointment stays when hours change as long as this holds for it.
 */
export function hoursCover(expertId: SQL, startsAt: SQL, endsAt: SQL): SQL {
  return sql`exists (
    select 1
    from experts ez
    cross join lateral (select ((${startsAt}) at time zone ez.time_zone)::date as d) as ld
    cross join lateral (
      select o.start_time, o.end_time from expert_date_overrides o
      where o.expert_id = ez.id and o.date = ld.d
      union all
      select s.start_time, s.end_time from expert_schedules s
      where s.expert_id = ez.id and s.weekday = extract(dow from ld.d)::int
        and not exists (select 1 from expert_date_overrides o where o.expert_id = ez.id and o.date = ld.d)
    ) as w
    where ez.id = ${expertId}
      and not exists (select 1 from expert_days_off o where o.expert_id = ez.id and o.date = ld.d)
      and ((ld.d + w.start_time) at time zone ez.time_zone) <= (${startsAt})
      and ((ld.d + w.end_time) at time zone ez.time_zone) >= (${endsAt})
  )`;
}
