import { MHC_FREE_TEXT } from '@care/contracts/intake/clinical-flags';
import { intakeItems } from '@care/contracts/intake/questions';
import { REPORT_READ_SECONDS } from '@care/contracts/reports/constants';
import { INTAKE_FORM_TITLE } from '@care/contracts/staff/constants';
import { consultationMessages as cm, scheduleMessages as sm } from '@care/contracts/staff/messages';
import type { StaffIntake } from '@care/contracts/staff/schemas';
import { CONTENT_TYPES } from '../../adapters/storage/file-storage.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { StaffCaller } from '../../plugins/caller.ts';
import { findIntakeForm } from '../appointments/index.ts';
import { findExpertBooking, findExpertBookingReport } from '../booking/index.ts';
import { assessSafety, type UrgentLabel } from '../chat/index.ts';
import { findUpload } from '../files/index.ts';
import { reportReadLink } from '../reports/index.ts';
import { recordStaffRead } from '../staff/index.ts';

/** The mental-health dangers the assistant answers at once (issue 16), flagged in free text too. */
const FLAGGED_DANGERS = new Set<UrgentLabel>([
  'suicide_selfharm',
  'overdose_poison',
  'baby_harm',
  'postpartum_psychosis',
  'domestic_violence',
]);

/**
 * Whether a free-text MHC answer speaks of a danger as the assistant reads it (its rules and
 * classifier, measured on held-out sets in test/chat-eval), beside the intake's own harm words:
 * one detector of a patient's own words of danger, not two that drift apart.
 */
export function speaksOfDanger(field: string, answer: unknown): boolean {
  if (!MHC_FREE_TEXT.has(field) || typeof answer !== 'string' || answer.trim() === '') return false;
  return assessSafety(answer).urgent.some((label) => FLAGGED_DANGERS.has(label));
}

// The expert's reads of a patient's clinical data: the intake form and a file shared with the
// consultation. Each is found among the expert's own appointments (another expert's reads as
// not found, and nothing is logged), and its access-log row is written in the transaction that
// reads it: a read that cannot be recorded is not answered.

type ReadDeps = Pick<Deps, 'db' | 'clock' | 'storage'>;

const reasonOf = (appointmentNo: string) => `Consultation ${appointmentNo}`;

/**
 * The intake form of one of the expert's appointments, as question and answer pairs with the
 * clinical flags. Not filled yet is a 404 (intakeNotFilled), not an empty form: there is nothing
 * to show or to log, and the console says so in words.
 */
export async function readIntake(
  deps: ReadDeps,
  staff: StaffCaller,
  expertId: string,
  bookingId: string,
): Promise<StaffIntake> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const booking = await findExpertBooking(tx, expertId, bookingId);
    if (!booking) throw notFound(sm.appointmentNotFound);
    const form = await findIntakeForm(tx, booking.id);
    if (!form) throw notFound(cm.intakeNotFilled);
    await recordStaffRead(tx, {
      staff,
      patientId: booking.patientId,
      bookingId: booking.id,
      what: 'intake_form',
      title: INTAKE_FORM_TITLE,
      reason: reasonOf(booking.appointmentNo),
      now,
    });
    const type = form.consultationType === 'gc' ? 'gc' : 'mhc';
    return {
      consultation_type: type,
      filled_at: form.createdAt.toISOString(),
      items: intakeItems(
        type,
        (form.answers ?? {}) as Record<string, unknown>,
        type === 'mhc' ? speaksOfDanger : undefined,
      ),
    };
  });
}

/**
 * A 5-minute link to a file shared with one of the expert's appointments (the patient's, or a
 * doctor report). The read is logged when the link is handed out (the link carries no read
 * note, so fetching it records nothing more). The address is the adapter's: the route makes a
 * local one absolute.
 */
export async function reportLink(
  deps: ReadDeps,
  staff: StaffCaller,
  expertId: string,
  bookingId: string,
  reportId: string,
): Promise<{ url: string; expires_at: string; content_type: string }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const booking = await findExpertBooking(tx, expertId, bookingId);
    if (!booking) throw notFound(sm.appointmentNotFound);
    const report = await findExpertBookingReport(tx, expertId, booking.id, reportId);
    if (!report) throw notFound(cm.reportNotFound);
    const upload = await findUpload(tx, report.filePath);
    const ext = report.filePath.split('.').pop()?.toLowerCase() ?? '';
    await recordStaffRead(tx, {
      staff,
      patientId: booking.patientId,
      bookingId: booking.id,
      what: 'report_file',
      title: report.title,
      reason: reasonOf(booking.appointmentNo),
      now,
    });
    return {
      url: await reportReadLink(deps.storage, { key: report.filePath, title: report.title }),
      expires_at: new Date(now.getTime() + REPORT_READ_SECONDS * 1000).toISOString(),
      content_type: upload?.contentType ?? CONTENT_TYPES[ext] ?? 'application/octet-stream',
    };
  });
}
