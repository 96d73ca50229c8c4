import type { IntakeDetail } from '@care/contracts/intake/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const intakeQueryKeys = {
  detail: (key: string) => ['intake', key] as const,
};

/**
 * `GET book-appointment/get-patient-detail-for-intake-form/{id}`: `key` is the page's path slot,
 * the intake link's capability (issue 18) or a booking's id; the stored token goes too when there
 * is one (with a booking's id, only the booking's own patient gets the form; anyone else gets the
 * masked answer, `masked`). Not found, already submitted and expired are refusals (ApiError 404,
 * 409, 410).
 */
export async function getIntakeDetail(key: string): Promise<IntakeDetail> {
  const res = await api(`book-appointment/get-patient-detail-for-intake-form/${encodeURIComponent(key)}`, {
    schema: () => import('@care/contracts/intake/schemas').then((m) => m.intakeDetailData),
  });
  return res.data;
}

export function useIntakeDetail(key: string) {
  return useQuery({
    queryKey: intakeQueryKeys.detail(key),
    queryFn: () => getIntakeDetail(key),
    retry: false,
    // A form being filled in must not be reset by a refetch when the window regains focus.
    refetchOnWindowFocus: false,
  });
}

export interface IntakeSubmitResult {
  message: string;
  /** The harm question was answered with anything but 'Never' (the expert's room says so). */
  flagged: boolean;
}

/**
 * `POST patient-intake` (its `book_appointment_id` the page's path slot, with the stored token if
 * any): answers the server's message and whether the form flags harm.
 */
export async function submitIntake(form: Record<string, unknown>): Promise<IntakeSubmitResult> {
  const res = await api('patient-intake', {
    body: form,
    schema: () => import('@care/contracts/intake/schemas').then((m) => m.intakeSubmittedData),
  });
  return { message: res.message, flagged: res.data.flagged };
}

export function useSubmitIntake() {
  return useMutation({ mutationFn: submitIntake });
}
