import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST patient/appointment-intake-link` (ours): a fresh capability link to the appointment's intake form. */
export async function getIntakeLink(bookingId: string): Promise<string> {
  const res = await api('patient/appointment-intake-link', {
    body: { book_appointment_id: bookingId },
    schema: () => import('@care/contracts/booking/schemas').then((m) => m.intakeLinkData),
  });
  return res.data.intake_link;
}

export function useIntakeLink() {
  return useMutation({ mutationFn: getIntakeLink });
}
