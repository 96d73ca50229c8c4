import type { AppointmentPayment, OrderResult } from '@care/contracts/booking/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingQueryKeys } from './query-keys';

/** `GET appointment-payment/{id}` (no token: the link is the permission). Refusals throw ApiError. */
export async function getAppointmentPayment(bookingId: string): Promise<AppointmentPayment> {
  const res = await api(`appointment-payment/${encodeURIComponent(bookingId)}`, {
    auth: false,
    schema: () => import('@care/contracts/booking/schemas').then((m) => m.appointmentPaymentData),
  });
  return res.data;
}

export function useAppointmentPayment(bookingId: string) {
  return useQuery({
    queryKey: bookingQueryKeys.payment(bookingId),
    queryFn: () => getAppointmentPayment(bookingId),
    // A refusal (not found, expired, paid) is an answer, not a hiccup: no retries.
    retry: false,
  });
}

/** `POST appointment-payment/razorpay/create-order`: an order at the booking's own price. */
export async function createOrder(bookingId: string): Promise<OrderResult> {
  const res = await api('appointment-payment/razorpay/create-order', {
    auth: false,
    body: { book_appointment_id: bookingId },
    schema: () => import('@care/contracts/booking/schemas').then((m) => m.orderData),
  });
  return res.data.result;
}
