import type { accessLogEntrySchema } from '@care/contracts/staff/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export interface AccessLogFilter {
  patient_id?: string;
  staff_id?: string;
  page: number;
}

/** GET staff/access-log?patient_id&staff_id&page: staff reads of patients' data, newest first. */
export async function getAccessLog(filter: AccessLogFilter, signal?: AbortSignal): Promise<AccessLogEntry[]> {
  const res = await api('staff/access-log', {
    query: { ...filter },
    signal,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.accessLogListData),
  });
  return res.data;
}

export function useAccessLog(filter: AccessLogFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'access-log', filter],
      queryFn: ({ signal }) => getAccessLog(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
