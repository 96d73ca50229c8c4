import { type SQL, sql } from 'drizzle-orm';

// The rule that makes a slot free, written once, in SQL: the expert list's next free slot
// (list-extras.ts) and an expert's day of slots (day-slots.ts) are both built from these two
// pieces, so they cannot disagree (apps/api/test/expert-finding.test.ts still checks it).
// - the expert's weekly windows on the Asia/Kolkata weekday, none on a day off, cut into
//   back-to-back slots of slot_minutes, a slot running past the window's end left out;
// - taken by a confirmed booking overlapping it, or a held or pending one whose hold has not run out.
// (A slot is offered only if it starts after now: each caller compares starts_at with its clock.)

/**
 * The rows (starts_at, ends_at timestamptz) of the expert's scheduled slots on `day` (an SQL
 * date, Asia/Kolkata), none on a day off. `expertId` is an SQL expression (a column of the
 * outer query or a parameter).
 */
export function scheduledSlotsOf(expertId: SQL, day: SQL): SQL {
  return sql`(
    select x.starts_at, x.starts_at + make_interval(mins => x.slot_minutes) as ends_at
    from (
      select ((${day} + s.start_time + make_interval(mins => k.i * s.slot_minutes)) at time zone 'Asia/Kolkata') as starts_at,
             s.slot_minutes
      from expert_schedules s
      cross join lateral generate_series(
        0, floor((extract(epoch from s.end_time - s.start_time) / 60 - s.slot_minutes) / s.slot_minutes)::int
      ) as k(i)
      where s.expert_id = ${expertId} and s.slot_minutes > 0
        and s.weekday = extract(dow from ${day})::int
        and not exists (select 1 from expert_days_off o where o.expert_id = ${expertId} and o.date = ${day})
    ) as x
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
