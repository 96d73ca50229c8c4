import { addDays } from '@care/contracts/common/dates';
import { dateInZone } from '@care/contracts/staff/availability-rules';
import { LEAVE_DAYS_AHEAD_MAX } from '@care/contracts/staff/constants';
import { availabilityMessages as am, staffAuthMessages } from '@care/contracts/staff/messages';
import type { LeaveBody, LeavePreviewBody } from '@care/contracts/staff/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { cancelForExpertLeave } from '../appointments/index.ts';
import { type BookingRow, expertBookingsBetween, withdrawHolds } from '../booking/index.ts';
import {
  deleteLeave,
  findExpertsByIds,
  insertLeave,
  leaveOverlapping,
  localDaysSpan,
} from '../experts/index.ts';
import { refundNow } from '../payments/index.ts';
import { changingHours } from './hours-change.ts';
import { presentAffected, presentLeave } from './present.ts';

// Leave: whole days in the expert's zone, each a day off, so the slot rule offers nothing on
// them. Leave over booked time is saved only once the expert has seen what it cancels
// (cancel_booked): then, in the one transaction that saves it under the expert row's lock, every
// confirmed appointment in it is cancelled as a patient's cancellation is (appointments'
// cancelForExpertLeave: refund written once with it, the patient told through the reminders'
// messages and the outbox), and held or pending bookings in it are withdrawn (expired). The
// provider is asked for the refunds after the commit; the refund job retries them.

type LeaveDeps = Pick<Deps, 'db' | 'database' | 'clock' | 'events' | 'payments'>;

/** The leave's days are from the expert's today on, end on or after the start, and within a year. */
function checkDays(days: LeavePreviewBody, today: string) {
  if (days.ends_on < days.starts_on) throw badRequest(am.leaveEndBeforeStart);
  if (days.starts_on < today) throw badRequest(am.leaveInPast);
  if (days.ends_on > addDays(today, LEAVE_DAYS_AHEAD_MAX)) throw badRequest(am.leaveTooFar);
}

/**
 * The expert's bookings ahead in those days that hold their time: confirmed appointments, and held
 * or pending bookings (lapsed holds not yet swept too, which a late payment could still confirm).
 * `shown` leaves out the lapsed ones: nobody is booking them any more.
 */
async function bookingsInDays(conn: Conn, expertId: string, zone: string, days: LeavePreviewBody, now: Date) {
  const span = await localDaysSpan(conn, zone, days.starts_on, days.ends_on);
  const holding = await expertBookingsBetween(conn, { expertId, ...span, after: now });
  const shown = holding.filter((b) => b.status === 'confirmed' || b.holdExpiresAt.getTime() > now.getTime());
  return { holding, shown };
}

/** What leave over these days would cancel now (it changes nothing). */
export async function previewLeave(
  deps: Pick<Deps, 'db' | 'clock'>,
  expertId: string,
  days: LeavePreviewBody,
) {
  const now = deps.clock.now();
  const [expert] = await findExpertsByIds(deps.db, [expertId]);
  if (!expert) throw new AppError(403, staffAuthMessages.forbidden);
  checkDays(days, dateInZone(now, expert.timeZone));
  const { shown } = await bookingsInDays(deps.db, expertId, expert.timeZone, days, now);
  return { affected: await presentAffected(deps.db, shown) };
}

/**
 * Saves leave: 400 for days in the past, ending before they start or too far ahead; 409 when it
 * shares a day with other leave; 409 with the affected appointments when patients are booked in
 * it and cancel_booked is not set. Answers the leave and what it cancelled or withdrew.
 */
export async function saveLeave(deps: LeaveDeps, log: FastifyBaseLogger, expertId: string, body: LeaveBody) {
  const done = await changingHours(deps, expertId, async (tx, expert) => {
    checkDays(body, expert.today);
    if ((await leaveOverlapping(tx, expertId, body.starts_on, body.ends_on)).length)
      throw conflict(am.leaveOverlap);
    const { holding, shown } = await bookingsInDays(tx, expertId, expert.timeZone, body, expert.now);
    if (shown.length && !body.cancel_booked)
      throw conflict(am.leaveHasAppointments, { affected: await presentAffected(tx, shown) });

    const leave = await insertLeave(tx, expertId, {
      startsOn: body.starts_on,
      endsOn: body.ends_on,
      reason: body.reason ?? '',
    });
    const cancelled: BookingRow[] = [];
    const refundIds: string[] = [];
    for (const b of holding.filter((x) => x.status === 'confirmed')) {
      const c = await cancelForExpertLeave(deps, tx, b, expert.now);
      if (!c) continue;
      cancelled.push(c.booking);
      refundIds.push(...c.refundIds);
    }
    const holds = holding.filter((b) => b.status !== 'confirmed');
    const withdrawn = new Set(
      await withdrawHolds(
        tx,
        holds.map((b) => b.id),
      ),
    );
    const expired = holds
      .filter((b) => withdrawn.has(b.id) && shown.includes(b))
      .map((b) => ({ ...b, status: 'expired' as const }));
    const gone = [...cancelled, ...expired].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    return { leave, affected: await presentAffected(tx, gone), refundIds };
  });
  await refundNow(deps, log, done.refundIds);
  return { leave: presentLeave(done.leave), cancelled: done.affected };
}

/** Removes the expert's own leave; its days follow the hours again. 404 for anyone else's or none. */
export async function removeLeave(
  deps: Pick<Deps, 'db' | 'database' | 'clock'>,
  expertId: string,
  id: string,
) {
  await changingHours(deps, expertId, async (tx) => {
    if (!(await deleteLeave(tx, expertId, id))) throw notFound(am.leaveNotFound);
  });
}
