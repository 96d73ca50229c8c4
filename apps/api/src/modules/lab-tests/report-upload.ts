import { randomUUID } from 'node:crypto';
import { todayIso } from '@care/contracts/common/dates';
import { TEST_BOOKING_STATUS_LABELS } from '@care/contracts/lab-tests/constants';
import { labStaffMessages as m } from '@care/contracts/lab-tests/staff-messages';
import type { RiskStatus } from '@care/contracts/reports/constants';
import type { FastifyBaseLogger } from 'fastify';
import { matchesContentType } from '../../adapters/storage/file-storage.ts';
import type { Deps } from '../../deps.ts';
import { type AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { StaffCaller } from '../../plugins/caller.ts';
import { storeServerFile } from '../files/index.ts';
import { deliverNow, enqueueMessages, textMessage } from '../outbox/index.ts';
import { findPatientById } from '../patient/index.ts';
import { addTestReport } from '../reports/index.ts';
import { recordStaffChange } from '../staff/index.ts';
import { auditedBooking } from './staff-present.ts';
import {
  findLabBooking,
  findTestAnyState,
  type LabBookingRow,
  lockLabBooking,
  moveLabBooking,
} from './staff-repository.ts';

// The lab's report for a booking (issue 22): operations upload the PDF with its risk status; it
// becomes the patient's Test Report (a test_reports row whose file is an arrived upload of the
// patient's in the test-report folder, so report/file-url serves it to them alone), the booking
// moves sample collected → report ready, and the patient is texted that a report is ready.

type UploadDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'storage' | 'sms' | 'email'>;

const FOLDER = 'test-report';
const PDF = 'application/pdf';

/** Why a report cannot be added to this booking (null when it can). */
function refusal(b: LabBookingRow): AppError | null {
  if (b.status === 'sample_collected') return null;
  if (b.status === 'booked') return conflict(m.reportNotCollected);
  if (b.status === 'report_ready') return conflict(m.alreadyReportReady);
  return conflict(m.alreadyCancelled);
}

export async function uploadLabReport(
  deps: UploadDeps,
  log: FastifyBaseLogger,
  staff: StaffCaller,
  id: string,
  report: { status: RiskStatus; doctorName: string; instituteName: string | null },
  bytes: Buffer,
) {
  // Checked before the file is stored, and again under the row's lock below.
  const first = await findLabBooking(deps.db, id);
  if (!first) throw notFound(m.bookingNotFound);
  const refused = refusal(first);
  if (refused) throw refused;
  if (bytes.length === 0) throw badRequest(m.reportEmpty);
  if (!matchesContentType(bytes.subarray(0, 8), PDF)) throw badRequest(m.reportNotPdf);

  const now = deps.clock.now();
  // The bytes first (storeServerFile): a row never names a file that is not there. A key the
  // server chooses, naming the booking.
  const key = `${FOLDER}/${first.id}/${randomUUID()}.pdf`;
  try {
    const done = await deps.db.transaction(async (tx) => {
      const before = await lockLabBooking(tx, first.id);
      if (!before) throw notFound(m.bookingNotFound);
      const again = refusal(before);
      if (again) throw again;
      await storeServerFile(deps.storage, tx, {
        key,
        patientId: before.patientId,
        folder: FOLDER,
        contentType: PDF,
        bytes,
        now,
      });
      const test = await findTestAnyState(tx, before.testId);
      const row = await addTestReport(tx, {
        patientId: before.patientId,
        testName: test?.name ?? 'Lab test',
        instituteName: report.instituteName ?? deps.config.PROVIDER_LEGAL_NAME ?? deps.config.BRAND_NAME,
        doctorName: report.doctorName,
        status: report.status,
        fileKeys: [key],
        reportedOn: todayIso(now),
      });
      const after = await moveLabBooking(tx, before.id, 'sample_collected', {
        status: 'report_ready',
        reportId: row.id,
        reportReadyAt: now,
        updatedAt: now,
      });
      if (!after) throw conflict(m.alreadyReportReady);
      await recordStaffChange(tx, {
        staff,
        action: 'lab_booking.report',
        subject: 'lab_booking',
        subjectId: after.id,
        summary: `${after.bookingNo}: ${TEST_BOOKING_STATUS_LABELS.sample_collected} → ${TEST_BOOKING_STATUS_LABELS.report_ready} (report uploaded, ${report.status})`,
        before: auditedBooking(before),
        after: { ...auditedBooking(after), report_status: report.status, file_key: key },
        now,
      });
      // No test name, result or health word: a text can be read on a locked screen.
      const patient = await findPatientById(tx, after.patientId);
      const text = `${deps.config.BRAND_NAME}: your lab report is ready. Open the app to see it.`;
      const queued = patient?.phone
        ? await enqueueMessages(
            tx,
            [textMessage(patient.phone, text, 'lab.report_ready', `lab-report:${after.id}`)],
            now,
          )
        : [];
      return { booking: after, reportId: row.id, queued };
    });
    await deliverNow(deps, log, done.queued);
    return done;
  } catch (err) {
    // The transaction did not keep the file: remove it (an orphan at worst if this fails too).
    await deps.storage.remove(key).catch(() => {});
    throw err;
  }
}
