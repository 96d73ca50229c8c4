import type { reportLinkData } from '@care/contracts/staff/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ReportLink = z.infer<typeof reportLinkData>;

/** GET staff/appointments/:id/reports/:reportId/link: a 5-minute link (each is logged for the patient). */
export async function getReportLink(appointmentId: string, reportId: string): Promise<ReportLink> {
  const res = await api(
    `staff/appointments/${encodeURIComponent(appointmentId)}/reports/${encodeURIComponent(reportId)}/link`,
    { schema: () => import('@care/contracts/staff/schemas').then((m) => m.reportLinkData) },
  );
  return res.data;
}

/** Asked when the expert opens a report, never ahead (a link is short-lived and its read is logged). */
export function useReportLink(appointmentId: string) {
  return useMutation({ mutationFn: (reportId: string) => getReportLink(appointmentId, reportId) });
}
