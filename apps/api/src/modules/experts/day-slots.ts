import { type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import { scheduledSlotsOf, takesSlot } from './free-slots.ts';

export interface DaySlot {
  /** HH:mm, Asia/Kolkata. */
  start_time: string;
  end_time: string;
  booked: boolean;
  past: boolean;
}

export interface ExpertDay {
  /** False when no active expert has this id. */
  found: boolean;
  slots: DaySlot[];
  /**
   * The first instant (ms) after `now` at which this answer changes by itself: a slot starts
   * (becomes past) or a hold on one runs out (the slot is free again); Infinity when none.
   */
  validUntil: number;
}

/**
 * An active expert's slots on an Asia/Kolkata date with their booked and past flags at `now`, in
 * one statement: the schedule, days off, bookings and holds of that day together. Whether a slot
 * is taken is booking's rule, written once in free-slots.ts with the expert list's next free slot.
 */
export async function expertDay(db: Conn, expertId: string, date: string, now: Date): Promise<ExpertDay> {
  if (!isUuid(expertId)) return { found: false, slots: [], validUntil: Number.POSITIVE_INFINITY };
  const at = sql`${now.toISOString()}::timestamptz`;
  const id = sql`${expertId}::uuid`;
  const day = sql`${date}::date`;
  const ms = (v: SQL) => sql`(extract(epoch from ${v}) * 1000)::float8`;
  const result = await db.execute(sql`
    select ${ms(sql`t.starts_at`)} as starts_ms,
           to_char(t.starts_at at time zone 'Asia/Kolkata', 'HH24:MI') as start_time,
           to_char(t.ends_at at time zone 'Asia/Kolkata', 'HH24:MI') as end_time,
           exists (
             select 1 from bookings b
             where b.expert_id = e.id and ${takesSlot(sql`t.starts_at`, sql`t.ends_at`, at)}
           ) as booked,
           t.starts_at <= ${at} as past,
           (
             select ${ms(sql`min(b.hold_expires_at)`)} from bookings b
             where b.expert_id = e.id and b.status in ('held', 'pending') and b.hold_expires_at > ${at}
               and b.starts_at < t.ends_at and b.ends_at > t.starts_at
           ) as hold_ends_ms
    from experts e
    left join lateral (
      -- One slot per start time (two windows may both offer it), the longer kept.
      select distinct on (d.starts_at) d.starts_at, d.ends_at
      from ${scheduledSlotsOf(id, day)} as d
      order by d.starts_at, d.ends_at desc
    ) as t on true
    where e.id = ${id} and e.active
    order by t.starts_at
  `);
  const { rows } = result as unknown as {
    rows: {
      starts_ms: number | null;
      start_time: string | null;
      end_time: string | null;
      booked: boolean | null;
      past: boolean | null;
      hold_ends_ms: number | null;
    }[];
  };
  if (rows.length === 0) return { found: false, slots: [], validUntil: Number.POSITIVE_INFINITY };
  let validUntil = Number.POSITIVE_INFINITY;
  const slots: DaySlot[] = [];
  for (const r of rows) {
    if (r.starts_ms === null) continue;
    const startsMs = Number(r.starts_ms);
    if (startsMs > now.getTime()) validUntil = Math.min(validUntil, startsMs);
    if (r.hold_ends_ms !== null) validUntil = Math.min(validUntil, Number(r.hold_ends_ms));
    slots.push({ start_time: r.start_time!, end_time: r.end_time!, booked: r.booked!, past: r.past! });
  }
  return { found: true, slots, validUntil };
}
