import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Conn } from '../../db/client.ts';
import { insertArrivedUpload } from './repository.ts';

/**
 * A file the server makes itself (a doctor report typed in the console, rendered to a PDF)
 * stored under `key` and recorded as an arrived upload of the patient it belongs to, so it is
 * served and read as the patient's own uploads are. The bytes go first: a row never names a file
 * that is not there (a file whose row is never written is only an orphan in storage).
 */
export async function storeServerFile(
  storage: FileStorage,
  db: Conn,
  f: { key: string; patientId: string; folder: string; contentType: string; bytes: Uint8Array; now: Date },
) {
  await storage.put(f.key, f.bytes, f.contentType);
  await insertArrivedUpload(db, {
    key: f.key,
    patientId: f.patientId,
    folder: f.folder,
    contentType: f.contentType,
    size: f.bytes.length,
    now: f.now,
  });
}
