import type { BookingResult } from '@care/contracts/booking/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST book-appointment?type=`: saves the booking; the answer is under data.data (spec section 7). */
export async function bookAppointment(body: Record<string, unknown> & { type: 'gc' | 'mhc' }) {
  const res = await api('book-appointment', {
    query: { type: body.type },
    body,
    schema: () => import('@care/contracts/booking/schemas').then((m) => m.bookingResultData),
  });
  return res.data.data satisfies BookingResult;
}

export function useBookAppointment() {
  return useMutation({ mutationFn: bookAppointment });
}
