import { kolkataParts } from '@care/contracts/common/clock-time';
import type { RiskStatus } from '@care/contracts/reports/constants';
import type { DoctorReport, Report, TestReport } from '@care/contracts/reports/schemas';
import type { patientReports } from '../../db/schema/index.ts';
import type { doctorReportsOf, patientTestReports } from './repository.ts';

export function presentReport(r: typeof patientReports.$inferSelect): Report {
  return {
    _id: r.id,
    title: r.title,
    file_path: r.fileKey,
    content_type: r.contentType,
    createdAt: r.createdAt.toISOString(),
  };
}

export function presentTestReport(row: Awaited<ReturnType<typeof patientTestReports>>[number]): TestReport {
  const r = row.report;
  return {
    _id: r.id,
    patient: [{ name: { firstName: row.firstName, lastName: row.lastName } }],
    test_info: { display_test_name: r.testName },
    institute_name: r.instituteName,
    doctor_info: { doctorName: { label: r.doctorName } },
    status: { status: r.status as RiskStatus },
    // `location` is the file's key; the page asks report/file-url for a short-lived link to it.
    report: r.fileKeys.map((key, i) => ({
      location: key,
      title: r.fileKeys.length > 1 ? `${r.testName} (${i + 1})` : r.testName,
    })),
    reported_on: r.reportedOn,
  };
}

export function presentDoctorReport(row: Awaited<ReturnType<typeof doctorReportsOf>>[number]): DoctorReport {
  return {
    _id: row.report.id,
    title: row.report.title,
    file_path: row.report.filePath,
    doctor_name: `${row.salutation} ${row.firstName} ${row.lastName}`,
    appointment_no: row.appointmentNo,
    date: kolkataParts(row.startsAt).date,
  };
}
