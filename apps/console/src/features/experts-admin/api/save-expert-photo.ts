import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expertsQueryKey } from './get-experts';

/** PUT staff/experts/:id/photo: the file itself; the API keeps a square JPEG that patients see at once. */
export async function saveExpertPhoto(input: { id: string; file: File }): Promise<string> {
  const res = await api(`staff/experts/${encodeURIComponent(input.id)}/photo`, {
    method: 'PUT',
    body: input.file,
  });
  return res.message;
}

export function useSaveExpertPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveExpertPhoto,
    onSuccess: () => client.invalidateQueries({ queryKey: expertsQueryKey }),
  });
}
