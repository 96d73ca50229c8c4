import type { AppointmentPayment, OrderResult } from '@care/contracts/booking/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingQueryKeys } from './query-keys';

/**
 * `GET appointment-payment/{id}`: `key` is the page's path slot, the payment link's capability
 * (issue 18) or a booking's id, with the stored token if any (`can_pay` says whether this caller
 * may pay). Refusals throw ApiError.
 */
export async function getAppointmentPayment(key: string): Promise<AppointmentPayment> {
  const res = await api(`appointment-payment/${encodeURIComponent(key)}`, {
    schema: () => import('@care/contracts/booking/schemas').then((m) => m.appointmentPaymentData),
  });
  return res.data;
}

export function useAppointmentPayment(key: string) {
  return useQuery({
    queryKey: bookingQueryKeys.payment(key),
    queryFn: () => getAppointmentPayment(key),
    // A refusal (not found, expired, paid) is an answer, not a hiccup: no retries.
    retry: false,
  });
}

/** `POST appointment-payment/razorpay/create-order` by the page's path slot: an order at the booking's own price. */
export async function createOrder(key: string): Promise<OrderResult> {
  const res = await api('appointment-payment/razorpay/create-order', {
    body: { book_appointment_id: key },
    schema: () => import('@care/contracts/booking/schemas').then((m) => m.orderData),
  });
  return res.data.result;
}
