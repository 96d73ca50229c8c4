import type { Conn } from '../../db/client.ts';
import { ownedFile, recordAccess } from './repository.ts';

// A patient's read of a report file is recorded when the file is fetched through its signed
// link, not when a list or a link is handed out: lists carry links to files nobody opens. The
// link carries, signed, a read note naming the patient it was made for; the storage route
// announces the fetch (event 'storage.read') and this module records it.

const PREFIX = 'report:';

/** The read note for a link made for this patient's own session. */
export function readNoteFor(patientId: string): string {
  return `${PREFIX}${patientId}`;
}

/** Records a fetch of one of the patient's files through a link this module made. */
export async function recordReadThroughLink(e: { conn: Conn; key: string; note: string; now: Date }) {
  if (!e.note.startsWith(PREFIX)) return;
  const patientId = e.note.slice(PREFIX.length);
  // Asked again at read time: what the file is now, and that it is still the patient's.
  const file = await ownedFile(e.conn, patientId, e.key);
  if (file) await recordAccess(e.conn, patientId, file, 'patient', e.now);
}
