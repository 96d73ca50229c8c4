import { randomUUID } from 'node:crypto';
import { kolkataParts, longDate } from '@care/contracts/common/clock-time';
import { consultationMessages as cm, scheduleMessages as sm } from '@care/contracts/staff/messages';
import type { DoctorReportBody } from '@care/contracts/staff/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { type AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { StaffCaller } from '../../plugins/caller.ts';
import {
  addDoctorReport,
  type BookingRow,
  fileAttachedToBooking,
  findExpertBooking,
} from '../booking/index.ts';
import { findExpertsByIds } from '../experts/index.ts';
import { arrivedUploadsOf, createUpload, storeServerFile } from '../files/index.ts';
import { deliverNow, enqueueMessages, textMessage } from '../outbox/index.ts';
import { findPatientById } from '../patient/index.ts';
import { doctorReportPdf } from '../reports/index.ts';

// The expert's report to the patient (the patient's Doctor Report tab and the appointment's
// shared files): typed in the console and printed on the provider's letterhead, or an uploaded
// PDF. Either way it is a booking_reports row (report_of 'doctor', added_by_staff_id) and the
// file is an arrived upload of the patient's in the doctor-report folder, so the patient's
// file links serve and record it as any of their files.

type ReportDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'storage' | 'sms' | 'email'>;

const FOLDER = 'doctor-report';
const PDF = 'application/pdf';
/** The same ceiling as a patient's report upload. */
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Where an appointment's report files are kept: a key the server chooses, never the client. */
const newReportKey = (bookingId: string) => `${FOLDER}/${bookingId}/${randomUUID()}.pdf`;

/**
 * Why a report cannot be added to this appointment now, or null: once it has started (the
 * consultation is under way or over, including a no-show, whose report may say so), never for a
 * cancelled one.
 */
function refusal(b: BookingRow, now: Date): AppError | null {
  if (b.status === 'cancelled') return conflict(cm.doctorReportCancelled);
  if (now.getTime() < b.startsAt.getTime()) return conflict(cm.doctorReportNotAllowed);
  return null;
}

/** Whether a report may be added to this appointment at `now` (the console's can_write_report). */
export function reportAllowed(b: BookingRow, now: Date): boolean {
  return refusal(b, now) === null;
}

/** The expert's appointment, or 404; refused (409) when a report may not be added now. */
async function reportableBooking(deps: ReportDeps, expertId: string, bookingId: string) {
  const booking = await findExpertBooking(deps.db, expertId, bookingId);
  if (!booking) throw notFound(sm.appointmentNotFound);
  const refused = refusal(booking, deps.clock.now());
  if (refused) throw refused;
  return booking;
}

/**
 * A signed link to upload one PDF for one of the expert's appointments. The upload is recorded
 * as the patient's (uploads.patient_id: the report is theirs once shared), in the doctor-report
 * folder, under a key naming the appointment, so doctor-report takes it for that appointment
 * only. Answers the key and what the storage adapter signed.
 */
export async function issueReportUpload(
  deps: ReportDeps,
  expertId: string,
  bookingId: string,
  presignUpload: (
    key: string,
    contentType: string,
    maxBytes: number,
  ) => Promise<{ url: string; expiresAt: Date }>,
) {
  const booking = await reportableBooking(deps, expertId, bookingId);
  const key = newReportKey(booking.id);
  await createUpload(deps.db, {
    key,
    patientId: booking.patientId,
    folder: FOLDER,
    contentType: PDF,
    maxBytes: UPLOAD_MAX_BYTES,
  });
  return { key, ...(await presignUpload(key, PDF, UPLOAD_MAX_BYTES)) };
}

/** The typed report as a PDF on the letterhead, stored as the patient's file; answers its key. */
async function storeTypedReport(deps: ReportDeps, booking: BookingRow, title: string, text: string) {
  const [expert] = await findExpertsByIds(deps.db, [booking.expertId]);
  const pdf = await doctorReportPdf({
    provider: {
      name: deps.config.PROVIDER_LEGAL_NAME ?? deps.config.BRAND_NAME,
      address: deps.config.PROVIDER_ADDRESS ?? deps.config.BRAND_ADDRESS,
    },
    title,
    expert: expert ? `${expert.salutation} ${expert.firstName} ${expert.lastName}`.trim() : '',
    patient: booking.fullName?.trim() ?? '',
    appointmentNo: booking.appointmentNo,
    date: longDate(kolkataParts(booking.startsAt).date),
    text: text.trim(),
  });
  const key = newReportKey(booking.id);
  await storeServerFile(deps.storage, deps.db, {
    key,
    patientId: booking.patientId,
    folder: FOLDER,
    contentType: PDF,
    bytes: pdf,
    now: deps.clock.now(),
  });
  return key;
}

/** An uploaded PDF's key, checked: this appointment's upload, arrived, a PDF, not yet shared. */
async function checkedUpload(deps: ReportDeps, booking: BookingRow, key: string) {
  const [upload] = key.startsWith(`${FOLDER}/${booking.id}/`)
    ? await arrivedUploadsOf(deps.db, booking.patientId, FOLDER, [key])
    : [];
  if (!upload) throw notFound(cm.doctorReportFileNotFound);
  if (upload.contentType !== PDF) throw badRequest(cm.doctorReportNotPdf);
  if (await fileAttachedToBooking(deps.db, key)) throw conflict(cm.doctorReportFileShared);
  return key;
}

/**
 * Shares the expert's report with the patient: the file (typed → PDF, or the upload), then in
 * one transaction its booking_reports row and the text telling the patient a report is ready,
 * written to the outbox. The text names the appointment and nothing about anyone's health (a
 * text can be read on a locked screen): no test, condition or kind of counselling.
 */
export async function writeDoctorReport(
  deps: ReportDeps,
  log: FastifyBaseLogger,
  staff: StaffCaller,
  expertId: string,
  bookingId: string,
  body: DoctorReportBody,
) {
  const booking = await reportableBooking(deps, expertId, bookingId);
  const filePath = body.file_path
    ? await checkedUpload(deps, booking, body.file_path)
    : await storeTypedReport(deps, booking, body.title, body.text ?? '');
  const now = deps.clock.now();
  const queued = await deps.db.transaction(async (tx) => {
    const report = await addDoctorReport(tx, {
      bookingId: booking.id,
      title: body.title,
      filePath,
      staffId: staff.id,
    });
    const patient = await findPatientById(tx, booking.patientId);
    if (!patient?.phone) return [];
    const text = `${deps.config.BRAND_NAME}: a new report from your consultation ${booking.appointmentNo} is ready. Open My Reports in the app to read it.`;
    return enqueueMessages(
      tx,
      [textMessage(patient.phone, text, 'consultation.report_ready', `doctor-report:${report.id}`)],
      now,
    );
  });
  await deliverNow(deps, log, queued);
}
