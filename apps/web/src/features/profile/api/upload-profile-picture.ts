import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storePatient } from '@/lib/session';
import { getSignedUrl } from './get-signed-url';
import { putSignedFile } from './put-signed-file';
import { profileQueryKeys } from './query-keys';
import { saveProfile } from './save-profile';

export interface UploadProfilePictureInput {
  file: File;
  /** profile/save always needs the name; the other fields are left as they are. */
  name: string;
}

function extensionOf(file: File): string {
  if (file.type === 'image/png') return 'png';
  return 'jpg';
}

/** Signed URL, then PUT the file, then save its path as the profile picture. */
export async function uploadProfilePicture({ file, name }: UploadProfilePictureInput) {
  const ext = extensionOf(file);
  const base = file.name.replace(/\.[^.]*$/, '') || 'profile';
  const signed = (await getSignedUrl(base, ext)).data;
  await putSignedFile(signed.url, file);
  return saveProfile({ name, profile_pic: signed.file_path });
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
