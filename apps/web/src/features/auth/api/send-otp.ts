import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends the sign-up code; the returned token must come back with the code at validation. */
export async function sendOtp(phone: string) {
  return api('patient/send-otp', {
    method: 'POST',
    body: { phone },
    auth: false,
    schema: () => import('@care/contracts/auth/schemas').then((m) => m.sendOtpData),
  });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
