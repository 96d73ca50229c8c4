import { staffAuthMessages } from '@care/contracts/staff/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearConsoleSession } from '@/lib/session';

/** POST staff/sign-out: ends this session on the server. */
export async function signOut(): Promise<void> {
  await api('staff/sign-out', { method: 'POST', body: {} });
}

/**
 * Signs out here whatever the server answers (a session the server already ended is still ended
 * here), and forgets every answer of the session.
 */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => signOut().catch(() => undefined),
    onSettled: () => {
      clearConsoleSession(staffAuthMessages.signedOut);
      client.clear();
    },
  });
}
