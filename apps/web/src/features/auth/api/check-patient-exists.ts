import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CheckPatientExistsInput {
  phone: string;
  email: string;
  verificationToken: string;
}

/** Resolves with 'New Patient.' when the phone and e-mail are free; a 409 carries the reason. */
export async function checkPatientExists({ phone, email, verificationToken }: CheckPatientExistsInput) {
  return api('patient/check-patient-exists', {
    method: 'POST',
    body: { phone, email },
    bearer: verificationToken,
  });
}

export function useCheckPatientExists() {
  return useMutation({ mutationFn: checkPatientExists });
}
