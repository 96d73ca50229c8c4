import type { StaffIntake } from '@care/contracts/staff/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';

/**
 * GET staff/appointments/:id/intake: the patient's answers. Each read is written to the access
 * log the patient can see, so it is asked once per visit and not refetched behind the expert's back.
 */
export async function getIntake(id: string, signal?: AbortSignal): Promise<StaffIntake> {
  const res = await api(`staff/appointments/${encodeURIComponent(id)}/intake`, {
    signal,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffIntakeData),
  });
  return res.data;
}

export function intakeQueryOptions(id: string) {
  return queryOptions({
    queryKey: appointmentQueryKeys.intake(id),
    queryFn: ({ signal }) => getIntake(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useIntake(id: string, enabled: boolean) {
  return useQuery({ ...intakeQueryOptions(id), enabled });
}
