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
 * availability routes refuse. Its aliases start fs_ so that none hides a name the caller's
 * expressions use (list-extras' day is `w.i + 1` of its own walk `w`).
 */
export function scheduledSlotsOf(expertId: SQL, day: SQL): SQL {
  return sql`(
    select (fs_l.local_start at time zone fs_e.time_zone) as starts_at,
           (fs_l.local_start at time zone fs_e.time_zone) + make_interval(mins => fs_w.slot_minutes) as ends_at
    from experts fs_e
    cross join lateral (
      select ((${day}) + fs_g.i)::date as d from generate_series(-1, 1) as fs_g(i)
      where fs_g.i = 0 or fs_e.time_zone <> 'Asia/Kolkata'
    ) as fs_d
    cross join lateral (
      select fs_o.start_time, fs_o.end_time, fs_o.slot_minutes, fs_o.buffer_minutes
      from expert_date_overrides fs_o
      where fs_o.expert_id = fs_e.id and fs_o.date = fs_d.d
      union all
      select fs_s.start_time, fs_s.end_time, fs_s.slot_minutes, fs_s.buffer_minutes
      from expert_schedules fs_s
      where fs_s.expert_id = fs_e.id and fs_s.weekday = extract(dow from fs_d.d)::int
        and not exists (select 1 from expert_date_overrides fs_o where fs_o.expert_id = fs_e.id and fs_o.date = fs_d.d)
    ) as fs_w
    cross join lateral generate_series(
      0,
      floor(
        (extract(epoch from fs_w.end_time - fs_w.start_time) / 60 - fs_w.slot_minutes)
        / (fs_w.slot_minutes + fs_w.buffer_minutes)
      )::int
    ) as fs_k(i)
    cross join lateral (
      select fs_d.d + fs_w.start_time + make_interval(mins => fs_k.i * (fs_w.slot_minutes + fs_w.buffer_minutes)) as local_start
    ) as fs_l
    where fs_e.id = ${expertId} and fs_w.slot_minutes > 0
      and not exists (select 1 from expert_days_off fs_o where fs_o.expert_id = fs_e.id and fs_o.date = fs_d.d)
      and ((fs_l.local_start at time zone fs_e.time_zone) at time zone fs_e.time_zone) = fs_l.local_start
      and (fs_l.local_start at time zone fs_e.time_zone) >= ((${day})::timestamp at time zone 'Asia/Kolkata')
      and (fs_l.local_start at time zone fs_e.time_zone) < (((${day}) + 1)::timestamp at time zone 'Asia/Kolkata')
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
    from experts fs_e
    cross join lateral (select ((${startsAt}) at time zone fs_e.time_zone)::date as d) as fs_d
    cross join lateral (
      select fs_o.start_time, fs_o.end_time from expert_date_overrides fs_o
      where fs_o.expert_id = fs_e.id and fs_o.date = fs_d.d
      union all
      select fs_s.start_time, fs_s.end_time from expert_schedules fs_s
      where fs_s.expert_id = fs_e.id and fs_s.weekday = extract(dow from fs_d.d)::int
        and not exists (select 1 from expert_date_overrides fs_o where fs_o.expert_id = fs_e.id and fs_o.date = fs_d.d)
    ) as fs_w
    where fs_e.id = ${expertId}
      and not exists (select 1 from expert_days_off fs_o where fs_o.expert_id = fs_e.id and fs_o.date = fs_d.d)
      and ((fs_d.d + fs_w.start_time) at time zone fs_e.time_zone) <= (${startsAt})
      and ((fs_d.d + fs_w.end_time) at time zone fs_e.time_zone) >= (${endsAt})
  )`;
}
