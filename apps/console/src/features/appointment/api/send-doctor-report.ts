import type { DoctorReportBody } from '@care/contracts/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';

/** POST staff/appointments/:id/doctor-report: typed text (the API makes the PDF) shared with the patient. */
export async function sendDoctorReport(id: string, body: DoctorReportBody): Promise<string> {
  const res = await api(`staff/appointments/${encodeURIComponent(id)}/doctor-report`, { body });
  return res.message;
}

export function useSendDoctorReport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DoctorReportBody) => sendDoctorReport(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentQueryKeys.detail(id) }),
  });
}
