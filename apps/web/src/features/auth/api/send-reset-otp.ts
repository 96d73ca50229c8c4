import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The spec sends the phone as a number. */
export async function sendResetOtp(phone: string) {
  return api('patient/auth/password/send-reset-otp', {
    method: 'POST',
    body: { username: Number(phone) },
    auth: false,
  });
}

export function useSendResetOtp() {
  return useMutation({ mutationFn: sendResetOtp });
}
