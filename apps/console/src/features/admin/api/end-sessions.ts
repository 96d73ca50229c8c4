import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST staff/accounts/:id/end-sessions: signs the account out everywhere. */
export async function endSessions(id: string): Promise<string> {
  const res = await api(`staff/accounts/${encodeURIComponent(id)}/end-sessions`, {
    method: 'POST',
    body: {},
  });
  return res.message;
}

export function useEndSessions() {
  return useMutation({ mutationFn: endSessions });
}
