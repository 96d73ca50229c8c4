import type { Patient } from '@care/contracts/patient/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKeys } from './query-keys';

export async function getProfile(): Promise<Patient> {
  const res = await api('patient/profile', {
    schema: () => import('@care/contracts/patient/schemas').then((m) => m.patientSchema),
  });
  return res.data;
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKeys.profile,
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
