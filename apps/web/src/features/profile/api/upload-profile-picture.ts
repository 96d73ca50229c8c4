import { profileMessages } from '@care/contracts/patient/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storePatient } from '@/lib/session';
import { uploadFile } from '@/lib/signed-upload';
import { profileQueryKeys } from './query-keys';
import { saveProfile } from './save-profile';

export interface UploadProfilePictureInput {
  file: File;
  /** profile/save always needs the name; the other fields are left as they are. */
  name: string;
}

/** Signed URL, then PUT the file, then save its path as the profile picture. */
export async function uploadProfilePicture({ file, name }: UploadProfilePictureInput) {
  const filePath = await uploadFile('patient', file, profileMessages.picNotUploaded);
  return saveProfile({ name, profile_pic: filePath });
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: (res) => {
      storePatient(res.data);
      queryClient.setQueryData(profileQueryKeys.profile, res.data);
    },
  });
}
