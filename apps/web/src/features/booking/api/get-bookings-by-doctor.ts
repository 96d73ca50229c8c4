import type { Appointment } from '@care/contracts/appointments/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingQueryKeys } from './query-keys';

/** `GET patient/upcoming-bookings-by-doctor` or `patient/past-bookings-by-doctor`. */
export async function getBookingsByDoctor(doctorId: string, isHistory: boolean): Promise<Appointment[]> {
  const res = await api(`patient/${isHistory ? 'past' : 'upcoming'}-bookings-by-doctor`, {
    query: { doctor_id: doctorId },
    schema: () => import('@care/contracts/appointments/schemas').then((m) => m.appointmentListData),
  });
  return res.data;
}

export function useBookingsByDoctor(doctorId: string, isHistory: boolean) {
  return useQuery({
    queryKey: bookingQueryKeys.byDoctor(doctorId, isHistory),
    queryFn: () => getBookingsByDoctor(doctorId, isHistory),
    enabled: doctorId !== '',
  });
}
