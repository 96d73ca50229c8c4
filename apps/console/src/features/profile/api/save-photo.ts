import type { StaffProfile } from '@care/contracts/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

const profileSchema = () => import('@care/contracts/staff/schemas').then((m) => m.staffProfileData);

export interface PhotoOutcome {
  message: string;
  profile: StaffProfile;
}

/** PUT staff/profile/photo: the file itself; the API keeps a square JPEG of it that patients see at once. */
export async function savePhoto(file: File): Promise<PhotoOutcome> {
  const res = await api('staff/profile/photo', { method: 'PUT', body: file, schema: profileSchema });
  return { message: res.message, profile: res.data };
}

/** DELETE staff/profile/photo: no picture (patients see the avatar with the expert's initials). */
export async function removePhoto(): Promise<PhotoOutcome> {
  const res = await api('staff/profile/photo', { method: 'DELETE', schema: profileSchema });
  return { message: res.message, profile: res.data };
}

/** Either call; the profile it answers replaces the one on screen. */
function usePhotoChange<T>(change: (input: T) => Promise<PhotoOutcome>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ profile }) => client.setQueryData(profileQueryKey, profile),
  });
}

export const useSavePhoto = () => usePhotoChange(savePhoto);
export const useRemovePhoto = () => usePhotoChange(removePhoto);
