import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends the sign-up code; the returned token must come back with the code at validation. */
export async function sendOtp(phone: string) {
  return api<{ token: string }>('patient/send-otp', { method: 'POST', body: { phone }, auth: false });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
