import { profileMessages } from '@care/contracts/patient/messages';
import type { Patient } from '@care/contracts/patient/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { storePatient } from '@/lib/session';
import { profileQueryOptions } from './get-profile';

/** Any failure reads as the spec's one message, whatever the server said. */
export async function removeProfilePic() {
  try {
    return await api<Patient>('patient/remove-profile-pic', { method: 'POST', body: {} });
  } catch (e) {
    throw new ApiError(profileMessages.picDeleteFailed, e instanceof ApiError ? e.statusCode : 0, null);
  }
}

export function useRemoveProfilePic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePic,
    onSuccess: (res) => {
      storePatient(res.data);
      queryClient.setQueryData(profileQueryOptions.queryKey, res.data);
    },
  });
}
