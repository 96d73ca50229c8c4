import type { linkedPatientData } from '@care/contracts/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type LinkedPatient = z.infer<typeof linkedPatientData>;

export interface VerifyDtrfPatientInput {
  phone: string;
  patientId: string;
  verificationToken: string;
}

/** Links sign-up to a lab patient record (DTRF) and answers with the details to prefill. */
export async function verifyDtrfPatient({ phone, patientId, verificationToken }: VerifyDtrfPatientInput) {
  return api<LinkedPatient>('patient/verify-dtrf-patient', {
    method: 'POST',
    body: { phone, patient_id: patientId },
    bearer: verificationToken,
  });
}

export function useVerifyDtrfPatient() {
  return useMutation({ mutationFn: verifyDtrfPatient });
}
