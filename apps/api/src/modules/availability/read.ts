import { dateInZone } from '@care/contracts/staff/availability-rules';
import { staffAuthMessages } from '@care/contracts/staff/messages';
import type { Availability } from '@care/contracts/staff/schemas';
import type { Conn } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findExpertsByIds, leaveFrom, overridesFrom, weeklyWindowsOf } from '../experts/index.ts';
import { presentAvailability } from './present.ts';

/** The expert's zone, weekly windows, and the overrides and leave from their local today on. */
export async function availabilityOf(conn: Conn, expertId: string, now: Date): Promise<Availability> {
  const [expert] = await findExpertsByIds(conn, [expertId]);
  // A console account always acts for an existing expert (a foreign key); kept as a clear 403.
  if (!expert) throw new AppError(403, staffAuthMessages.forbidden);
  const today = dateInZone(now, expert.timeZone);
  const [weekly, overrides, leave] = await Promise.all([
    weeklyWindowsOf(conn, expertId),
    overridesFrom(conn, expertId, today),
    leaveFrom(conn, expertId, today),
  ]);
  return presentAvailability(expert.timeZone, weekly, overrides, leave);
}
