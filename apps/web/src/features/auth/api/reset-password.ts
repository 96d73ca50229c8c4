import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ResetPasswordInput {
  phone: string;
  otp: string;
  password: string;
}

/** Payload per spec section 3: username (phone) and otp travel as numbers. */
export async function resetPassword({ phone, otp, password }: ResetPasswordInput) {
  return api('patient/auth/password/reset', {
    method: 'POST',
    body: { username: Number(phone), otp: Number(otp), password },
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
