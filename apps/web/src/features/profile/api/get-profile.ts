import type { Patient } from '@care/contracts/patient/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getProfile(): Promise<Patient> {
  return (await api<Patient>('patient/profile')).data;
}

export const profileQueryOptions = queryOptions({
  queryKey: ['patient', 'profile'],
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
