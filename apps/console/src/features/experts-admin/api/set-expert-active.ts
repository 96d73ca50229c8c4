import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expertsQueryKey } from './get-experts';

/** POST staff/experts/:id/deactivate or /reactivate: answers the API's message. */
export async function setExpertActive(input: { id: string; active: boolean }): Promise<string> {
  const res = await api(
    `staff/experts/${encodeURIComponent(input.id)}/${input.active ? 'reactivate' : 'deactivate'}`,
    { method: 'POST', body: {} },
  );
  return res.message;
}

export function useSetExpertActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setExpertActive,
    onSuccess: () => client.invalidateQueries({ queryKey: expertsQueryKey }),
  });
}
