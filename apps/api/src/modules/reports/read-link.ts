import { REPORT_READ_SECONDS } from '@care/contracts/reports/constants';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { reportFilename } from './present.ts';

/**
 * A signed address that opens a report file for REPORT_READ_SECONDS: served inline under its
 * title (or saved under it with `attachment`), never cached. `readNote` makes the fetch a
 * recorded read of the patient's own (reads.ts); a staff member's link carries none, its read
 * being recorded in the staff access log when the link is handed out. The local adapter's
 * address is a path: the caller makes it absolute.
 */
export function reportReadLink(
  storage: FileStorage,
  file: { key: string; title: string },
  options: { readNote?: string; attachment?: boolean } = {},
): Promise<string> {
  return storage.presignDownload(file.key, REPORT_READ_SECONDS, {
    filename: reportFilename(file),
    noStore: true,
    ...(options.readNote !== undefined ? { readNote: options.readNote } : {}),
    ...(options.attachment ? { attachment: true } : {}),
  });
}
