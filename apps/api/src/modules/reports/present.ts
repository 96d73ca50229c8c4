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

type TestReportRow = Awaited<ReturnType<typeof patientTestReports>>['rows'][number];

/** Each file of a test report with the title it is shown and saved under. */
export function testReportFiles(row: TestReportRow): { key: string; title: string }[] {
  const r = row.report;
  return r.fileKeys.map((key, i) => ({
    key,
    title: r.fileKeys.length > 1 ? `${r.testName} (${i + 1})` : r.testName,
  }));
}

/**
 * The name a report file is saved under: its title with the key's extension (`Thyroid
 * Profile.pdf`), not twice when the title already ends with it. Content-Disposition makes it
 * safe (lib/content-disposition.ts).
 */
export function reportFilename(file: { key: string; title: string }): string {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(file.key)?.[1]?.toLowerCase();
  if (!ext) return file.title;
  return file.title.toLowerCase().endsWith(`.${ext}`) ? file.title : `${file.title}.${ext}`;
}

/** `locations`: each file's signed address, in the order of testReportFiles. */
export function presentTestReport(row: TestReportRow, locations: string[]): TestReport {
  const r = row.report;
  return {
    _id: r.id,
    patient: [{ name: { firstName: row.firstName, lastName: row.lastName } }],
    test_info: { display_test_name: r.testName },
    institute_name: r.instituteName,
    doctor_info: { doctorName: { label: r.doctorName } },
    status: { status: r.status as RiskStatus },
    report: testReportFiles(row).map((file, i) => ({
      location: locations[i]!,
      title: file.title,
      file_path: file.key,
    })),
    reported_on: r.reportedOn,
  };
}

export function presentDoctorReport(
  row: Awaited<ReturnType<typeof doctorReportsOf>>['rows'][number],
): DoctorReport {
  return {
    _id: row.report.id,
    title: row.report.title,
    file_path: row.report.filePath,
    doctor_name: `${row.salutation} ${row.firstName} ${row.lastName}`,
    appointment_no: row.appointmentNo,
    date: kolkataParts(row.startsAt).date,
  };
}
