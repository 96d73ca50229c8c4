import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingQueryKeys } from './query-keys';

/** `GET patient/family-members` (ours): the people the patient booked for before, newest first. */
export async function getFamilyMembers() {
  const res = await api('patient/family-members', {
    schema: () => import('@care/contracts/booking/schemas').then((m) => m.familyMembersData),
  });
  return res.data;
}

export function useFamilyMembers(enabled: boolean) {
  return useQuery({
    queryKey: bookingQueryKeys.familyMembers,
    queryFn: getFamilyMembers,
    enabled,
    staleTime: 5 * 60_000,
  });
}
