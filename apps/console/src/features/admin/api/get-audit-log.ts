import type { AuditSubject } from '@care/contracts/staff/constants';
import type { AuditEntry } from '@care/contracts/staff/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AuditFilter {
  staff_id?: string;
  subject?: AuditSubject;
  q?: string;
  page: number;
}

/** GET staff/audit?staff_id&subject&q&page: staff changes with before and after, newest first. */
export async function getAuditLog(filter: AuditFilter, signal?: AbortSignal): Promise<AuditEntry[]> {
  const res = await api('staff/audit', {
    query: { ...filter },
    signal,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.auditListData),
  });
  return res.data;
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'audit', filter],
      queryFn: ({ signal }) => getAuditLog(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
