import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enquiriesQueryKey } from './get-enquiries';

/** POST staff/enquiries/:id/handle (with an optional note) or /reopen: answers the API's message. */
export async function changeEnquiry(input: {
  id: string;
  action: 'handle' | 'reopen';
  note?: string | null;
}): Promise<string> {
  const res = await api(`staff/enquiries/${encodeURIComponent(input.id)}/${input.action}`, {
    method: 'POST',
    body: input.action === 'handle' ? { note: input.note || null } : {},
  });
  return res.message;
}

export function useChangeEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeEnquiry,
    onSettled: () => client.invalidateQueries({ queryKey: enquiriesQueryKey }),
  });
}
