import type { StaffProfileBody } from '@care/contracts/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/** PUT staff/profile: what patients read about the expert (seen by them at once). */
export async function saveProfile(body: StaffProfileBody): Promise<string> {
  const res = await api('staff/profile', { method: 'PUT', body });
  return res.message;
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
