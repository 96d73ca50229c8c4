import type { StaffSession, StaffSignInBody } from '@care/contracts/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/get-me';
import { storeConsoleToken } from '@/lib/session';

/** POST staff/sign-in: e-mail, password and the authenticator's code. */
export async function signIn(body: StaffSignInBody): Promise<StaffSession> {
  const res = await api('staff/sign-in', {
    body,
    auth: false,
    schema: () => import('@care/contracts/staff/schemas').then((m) => m.staffSessionData),
  });
  return res.data;
}

/** Signs in and keeps the console's token; the staff member is known at once. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      client.clear();
      storeConsoleToken(session.token);
      client.setQueryData(meQueryKey, session.staff);
    },
  });
}
