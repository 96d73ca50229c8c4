import type { ReportAccess } from '@care/contracts/reports/answers';
import type { ReportKind } from '@care/contracts/reports/constants';
import { OWN_READ_TEXT, staffReadText } from '@care/contracts/staff/constants';
import type { reportAccessLog } from '../../db/schema/index.ts';
import type { PatientAccessEntry } from '../staff/index.ts';

/**
 * The patient's access history: their own reads of their files and the staff's reads of their
 * data, newest first. A staff read names no file (the staff log keeps what and its title), so
 * its `file_path` is '' and its `kind` 'patient': the patient's own data, or a file they shared
 * with the consultation. `subject` and `text` tell the two apart.
 */
export function mergeAccessHistory(
  own: (typeof reportAccessLog.$inferSelect)[],
  staff: PatientAccessEntry[],
): ReportAccess[] {
  const entries = [
    ...own.map((r) => ({
      at: r.at,
      entry: {
        file_path: r.fileKey,
        title: r.title,
        kind: r.kind as ReportKind,
        by: r.actor === 'patient' ? 'You' : r.actor,
        at: r.at.toISOString(),
        subject: 'report_file' as const,
        // Only the patient's own session reads this log today (reads.ts); another actor is named.
        text: r.actor === 'patient' ? OWN_READ_TEXT : `${r.actor} opened this report`,
      },
    })),
    ...staff.map((r) => ({
      at: r.at,
      entry: {
        file_path: '',
        title: r.title,
        kind: 'patient' as const,
        by: r.shownName,
        at: r.at.toISOString(),
        subject: r.what,
        text: staffReadText(r.shownName, r.staffRole, r.what),
      },
    })),
  ];
  // Stable: equal instants keep their order (each list is already newest first).
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime()).map((e) => e.entry);
}
