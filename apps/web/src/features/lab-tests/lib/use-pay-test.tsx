import { formatRupees } from '@care/contracts/common/money';
import type { TestBooking } from '@care/contracts/lab-tests/answers';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { type PaymentEnd, useCheckout } from '@/features/booking';
import { useSession } from '@/lib/use-session';
import { startTestPayment } from '../api/book-test';
import { labTestQueryKeys } from '../api/query-keys';

/**
 * Pays a lab booking online through the same checkout as consultations and gifts (Razorpay, or
 * the offline sandbox dialog): the booking's order from the API, then the checkout and verify.
 * Render `element` once where the hook is used.
 */
export function usePayTest(): { pay: (b: TestBooking) => Promise<PaymentEnd>; element: ReactNode } {
  const checkout = useCheckout();
  const patient = useSession();
  const queryClient = useQueryClient();
  const { pay: payOrder } = checkout;
  const pay = useCallback(
    async (b: TestBooking): Promise<PaymentEnd> => {
      let order: Awaited<ReturnType<typeof startTestPayment>>;
      try {
        order = await startTestPayment(b._id);
      } catch {
        return { kind: 'failed' };
      }
      const end = await payOrder({
        orderId: order.id,
        amount: order.amount,
        keyId: order.key_id,
        description: `${b.display_test_name}, ${formatRupees(b.mrp)}`,
        prefill: patient
          ? {
              name: `${patient.name.firstName} ${patient.name.lastName}`,
              email: patient.email ?? undefined,
              contact: patient.phone,
            }
          : undefined,
      });
      await queryClient.invalidateQueries({ queryKey: labTestQueryKeys.bookings });
      return end;
    },
    [payOrder, patient, queryClient],
  );
  return { pay, element: checkout.element };
}

/** How a lab payment ended, in a sentence. */
export function paymentEndText(end: PaymentEnd): string {
  switch (end.kind) {
    case 'confirmed':
      return 'Your payment was successful.';
    case 'processing':
      return 'Payment received. It shows as paid as soon as the bank confirms it.';
    case 'refunded':
      return end.message;
    case 'offline':
      return 'The payment could not start: are you online? You can pay from My test bookings.';
    default:
      return 'The payment was not completed. You can pay from My test bookings, or choose to pay at collection.';
  }
}
