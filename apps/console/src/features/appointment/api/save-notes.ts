import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentQueryKeys } from './query-keys';

/** PUT staff/appointments/:id/notes: the expert's private notes (never shown to the patient). */
export async function saveNotes(id: string, privateNotes: string): Promise<string> {
  const res = await api(`staff/appointments/${encodeURIComponent(id)}/notes`, {
    method: 'PUT',
    body: { private_notes: privateNotes },
  });
  return res.message;
}

export function useSaveNotes(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (privateNotes: string) => saveNotes(id, privateNotes),
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentQueryKeys.detail(id) }),
  });
}
