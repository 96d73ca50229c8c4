import type { DoctorReportBody } from '@care/contracts/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';
import { uploadReportPdf } from './upload-report-pdf';

/**
 * POST staff/appointments/:id/doctor-report: typed text (the API sets it as a PDF on the
 * letterhead) or an uploaded PDF's file_path, shared with the patient, who is told.
 */
export async function sendDoctorReport(id: string, body: DoctorReportBody): Promise<string> {
  const res = await api(`staff/appointments/${encodeURIComponent(id)}/doctor-report`, { body });
  return res.message;
}

export type DoctorReportDraft = { title: string } & ({ text: string } | { file: File });

export function useSendDoctorReport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (draft: DoctorReportDraft) =>
      sendDoctorReport(
        id,
        'file' in draft
          ? { title: draft.title, text: null, file_path: await uploadReportPdf(id, draft.file) }
          : { title: draft.title, text: draft.text, file_path: null },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentQueryKeys.detail(id) }),
  });
}
