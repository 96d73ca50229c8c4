import { putSignedFile } from '@care/api-client/put-signed-file';
import { api } from '@/lib/api-client';

/**
 * A PDF for a doctor report: POST staff/uploads answers a short-lived address tied to this
 * appointment, the file goes there, and the answered file_path is what doctor-report takes.
 */
export async function uploadReportPdf(appointmentId: string, file: File): Promise<string> {
  const res = await api('staff/uploads', {
    body: {
      appointment_id: appointmentId,
      filename: file.name.replace(/\.[^.]*$/, '').slice(0, 150) || 'report',
      ext: 'pdf',
    },
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffUploadData),
  });
  await putSignedFile(
    res.data.url,
    file,
    'The PDF could not be uploaded. Check the connection and try again.',
  );
  return res.data.file_path;
}
