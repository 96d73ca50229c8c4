import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface VerifyDtrfPatientInput {
  phone: string;
  patientId: string;
  verificationToken: string;
}

/** Links sign-up to a lab patient record (DTRF) and answers with the details to prefill. */
export async function verifyDtrfPatient({ phone, patientId, verificationToken }: VerifyDtrfPatientInput) {
  return api('patient/verify-dtrf-patient', {
    method: 'POST',
    body: { phone, patient_id: patientId },
    bearer: verificationToken,
    schema: () => import('@care/contracts/auth/schemas').then((m) => m.linkedPatientData),
  });
}

export function useVerifyDtrfPatient() {
  return useMutation({ mutationFn: verifyDtrfPatient });
}
