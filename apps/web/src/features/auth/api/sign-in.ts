import type { SessionData, SignInBody } from '@care/contracts/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function signIn(body: SignInBody) {
  return api<SessionData>('patient/auth/sign-in', { method: 'POST', body, auth: false });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
