import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { configQueryOptions } from '@/lib/public-config';
import type { CheckoutEnd, CheckoutOrder } from './checkout-types';

/**
 * How a payment ended, from the patient's side. 'confirmed': the server verified the signature
 * and the booking is booked. 'processing': the payment went through but the confirmation has
 * not come back (network, or the webhook will settle it). 'refunded': the payment goes back,
 * `message` being the server's words for why (the slot was sold, the booking was paid already,
 * it was cancelled...). The rest as the checkout ended.
 */
export type PaymentEnd =
  | { kind: 'confirmed'; appointmentNo: string | null }
  | { kind: 'processing' }
  | { kind: 'refunded'; message: string }
  | { kind: 'failed' }
  | { kind: 'dismissed' }
  | { kind: 'offline' };

// The sandbox's dialog loads with the first order it is to show (Pay), not with the page.
const SandboxCheckoutModal = lazy(() =>
  import('../components/sandbox-checkout-modal').then((m) => ({ default: m.SandboxCheckoutModal })),
);

/**
 * Opens the configured checkout (Razorpay, or the offline sandbox dialog) for an order and
 * verifies a success with the server. Render `element` once where the hook is used.
 */
export function useCheckout(): { pay: (order: CheckoutOrder) => Promise<PaymentEnd>; element: ReactNode } {
  const queryClient = useQueryClient();
  const [sandboxOrder, setSandboxOrder] = useState<CheckoutOrder | null>(null);
  // Mounted from the first order on, so the dialog's closing transition runs.
  const [sandboxUsed, setSandboxUsed] = useState(false);
  const settleSandbox = useRef<((end: CheckoutEnd) => void) | null>(null);

  const pay = useCallback(
    async (order: CheckoutOrder): Promise<PaymentEnd> => {
      // Razorpay's loader and the verify call load with the first Pay, not with the form.
      // Unreachable (no network): nothing was charged, and the patient is told so.
      const loaded = await Promise.all([
        queryClient.fetchQuery(configQueryOptions),
        import('./razorpay-checkout'),
        import('../api/payments'),
      ]).catch(() => null);
      if (!loaded) return { kind: 'offline' };
      const [config, { razorpayCheckout }, { verifyPayment }] = loaded;
      const end =
        config.payment_provider === 'razorpay'
          ? await razorpayCheckout(
              { ...order, keyId: order.keyId ?? config.payment_key_id },
              config.brand.name,
            )
          : await new Promise<CheckoutEnd>((resolve) => {
              settleSandbox.current = resolve;
              setSandboxUsed(true);
              setSandboxOrder(order);
            });
      if (end.kind !== 'paid') return end;
      try {
        const verified = await verifyPayment(end.success);
        if (verified.status === 'confirmed')
          return { kind: 'confirmed', appointmentNo: verified.appointment_no };
        return verified.status === 'refunded'
          ? { kind: 'refunded', message: verified.message }
          : { kind: 'processing' };
      } catch {
        return { kind: 'processing' };
      }
    },
    [queryClient],
  );

  const element = sandboxUsed && (
    <Suspense fallback={null}>
      <SandboxCheckoutModal
        order={sandboxOrder}
        onEnd={(end) => {
          setSandboxOrder(null);
          settleSandbox.current?.(end);
          settleSandbox.current = null;
        }}
      />
    </Suspense>
  );
  return { pay, element };
}
