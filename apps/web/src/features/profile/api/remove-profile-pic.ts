import { ApiError } from '@care/api-client/api-client';
import { profileMessages } from '@care/contracts/patient/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storePatient } from '@/lib/session';
import { profileQueryKeys } from './query-keys';

/** Any failure reads as the spec's one message, whatever the server said. */
export async function removeProfilePic() {
  try {
    return await api('patient/remove-profile-pic', {
      method: 'POST',
      body: {},
      schema: () => import('@care/contracts/patient/schemas').then((m) => m.patientSchema),
    });
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
      queryClient.setQueryData(profileQueryKeys.profile, res.data);
    },
  });
}
