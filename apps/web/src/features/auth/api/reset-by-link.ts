import type { ResetByLinkBody } from '@care/contracts/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sets a new password with the e-mailed reset link's token (ours; no session needed). */
export async function resetByLink(body: ResetByLinkBody) {
  return api('patient/auth/password/reset-by-link', { method: 'POST', body, auth: false });
}

export function useResetByLink() {
  return useMutation({ mutationFn: resetByLink });
}
