import type { DoctorReport } from '@care/contracts/reports/answers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportQueryKeys } from './query-keys';

/** `GET report/list-by-doctor`: the experts' reports from the patient's consultations. */
export async function getDoctorReports(): Promise<DoctorReport[]> {
  const res = await api('report/list-by-doctor', {
    schema: () => import('@care/contracts/reports/answers').then((m) => m.doctorReportListData),
  });
  return res.data.result;
}

export function useDoctorReports() {
  return useQuery({ queryKey: reportQueryKeys.doctor, queryFn: getDoctorReports });
}
