import type { SocialProvider } from '@care/contracts/auth/constants';
import type { RegisterBody } from '@care/contracts/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface RegisterInput {
  body: RegisterBody;
  verificationToken: string;
  /** Set for social sign-up; the body then carries `provider` instead of a password. */
  socialType?: SocialProvider;
}

export async function register({ body, verificationToken, socialType }: RegisterInput) {
  return api('patient/auth/register', {
    method: 'POST',
    query: { type: socialType },
    body,
    bearer: verificationToken,
    schema: () => import('@care/contracts/auth/schemas').then((m) => m.sessionData),
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
