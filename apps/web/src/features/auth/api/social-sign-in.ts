import type { SocialSignInBody } from '@care/contracts/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `id` is the Google ID token or the Facebook access token; the API checks it with the provider. */
export async function socialSignIn(body: SocialSignInBody) {
  return api('patient/auth/sign-in', {
    method: 'POST',
    query: { type: 'social' },
    body,
    auth: false,
    schema: () => import('@care/contracts/auth/schemas').then((m) => m.sessionData),
  });
}

export function useSocialSignIn() {
  return useMutation({ mutationFn: socialSignIn });
}
