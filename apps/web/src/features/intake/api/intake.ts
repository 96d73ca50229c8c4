import type { IntakeDetail } from '@care/contracts/intake/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const intakeQueryKeys = {
  detail: (bookingId: string) => ['intake', bookingId] as const,
};

/**
 * `GET book-appointment/get-patient-detail-for-intake-form/{id}` (no token: the link is the
 * permission). Not found, already submitted and expired are refusals (ApiError 404, 409, 410).
 */
export async function getIntakeDetail(bookingId: string): Promise<IntakeDetail> {
  const res = await api(
    `book-appointment/get-patient-detail-for-intake-form/${encodeURIComponent(bookingId)}`,
    {
      auth: false,
      schema: () => import('@care/contracts/intake/schemas').then((m) => m.intakeDetailData),
    },
  );
  return res.data;
}

export function useIntakeDetail(bookingId: string) {
  return useQuery({
    queryKey: intakeQueryKeys.detail(bookingId),
    queryFn: () => getIntakeDetail(bookingId),
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

/** `POST patient-intake` (no token): answers the server's message and whether the form flags harm. */
export async function submitIntake(form: Record<string, unknown>): Promise<IntakeSubmitResult> {
  const res = await api('patient-intake', {
    auth: false,
    body: form,
    schema: () => import('@care/contracts/intake/schemas').then((m) => m.intakeSubmittedData),
  });
  return { message: res.message, flagged: res.data.flagged };
}

export function useSubmitIntake() {
  return useMutation({ mutationFn: submitIntake });
}
