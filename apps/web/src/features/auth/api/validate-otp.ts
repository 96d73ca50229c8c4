import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ValidateOtpInput {
  phone: string;
  otp: string;
  /** The token send-otp answered with. */
  token: string;
}

/** Answers with the verification token used as the bearer for the rest of sign-up. */
export async function validateOtp({ phone, otp, token }: ValidateOtpInput) {
  // The spec sends the send-otp token in a header named `token` (not as a bearer).
  return api('patient/validate-otp', {
    method: 'POST',
    body: { phone, otp, token },
    headers: { token },
    auth: false,
    schema: () => import('@care/contracts/auth/schemas').then((m) => m.validateOtpData),
  });
}

export function useValidateOtp() {
  return useMutation({ mutationFn: validateOtp });
}
