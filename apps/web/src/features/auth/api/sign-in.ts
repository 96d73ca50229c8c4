import type { SignInBody } from '@care/contracts/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function signIn(body: SignInBody) {
  return api('patient/auth/sign-in', {
    method: 'POST',
    body,
    auth: false,
    schema: () => import('@care/contracts/auth/schemas').then((m) => m.sessionData),
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
