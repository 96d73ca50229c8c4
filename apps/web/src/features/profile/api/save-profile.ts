import type { ProfileSaveBody } from '@care/contracts/patient/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storePatient } from '@/lib/session';
import { profileQueryKeys } from './query-keys';

/** The wire form: tribe travels as a comma-joined string (spec section 3); the API checks the interests. */
export type ProfileSavePayload = Omit<ProfileSaveBody, 'tribe' | 'interest'> & {
  tribe?: string;
  interest?: string[];
};

export async function saveProfile(body: ProfileSavePayload) {
  return api('patient/profile/save', {
    method: 'POST',
    body,
    schema: () => import('@care/contracts/patient/schemas').then((m) => m.profileSaveData),
  });
}

/** Saves, then keeps the stored session and the profile query in step with the answer. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (res) => {
      storePatient(res.data);
      queryClient.setQueryData(profileQueryKeys.profile, res.data);
    },
  });
}
