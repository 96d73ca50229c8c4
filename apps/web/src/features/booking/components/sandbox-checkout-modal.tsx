import { ApiError } from '@care/api-client/api-client';
import { formatPaise } from '@care/contracts/common/money';
import { PAYMENT_METHODS, type PaymentMethod } from '@care/contracts/payments/constants';
import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { sandboxCheckout } from '../api/payments';
import type { CheckoutEnd, CheckoutOrder } from '../lib/checkout-types';
import tapTargets from './tap-targets.module.css';

type Method = PaymentMethod;
const METHOD_LABELS: Record<Method, string> = { upi: 'UPI', card: 'Card', netbanking: 'Netbanking' };

interface SandboxCheckoutModalProps {
  order: CheckoutOrder | null;
  onEnd: (end: CheckoutEnd) => void;
}

/**
 * The offline stand-in for Razorpay Checkout (no keys configured): the server's sandbox pays or
 * fails the order and signs the answer exactly as Razorpay does, and sends the same webhooks.
 */
export function SandboxCheckoutModal({ order, onEnd }: SandboxCheckoutModalProps) {
  const [method, setMethod] = useState<Method>('upi');
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (outcome: 'pay' | 'fail') => {
    if (!order) return;
    setBusy(outcome);
    setError(null);
    try {
      const success = await sandboxCheckout({ order_id: order.orderId, method, outcome });
      onEnd({ kind: 'paid', success });
    } catch (e) {
      // 402 is the provider declining the payment; anything else is a checkout that could not run.
      if (e instanceof ApiError && e.statusCode === 402) onEnd({ kind: 'failed' });
      else setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      opened={order !== null}
      onClose={() => {
        // Settled after the closing Escape has finished its way through the page: the failure
        // dialog that follows opens within the same key event otherwise, and closes on it too.
        if (busy === null) window.setTimeout(() => onEnd({ kind: 'dismissed' }), 0);
      }}
      title="Checkout (sandbox)"
      centered
      // In a portal, outside the booking page's wrapper: the 44 px targets are set on the dialog.
      classNames={{ content: tapTargets.targets }}
    >
      {order && (
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Test payments: no money moves. Razorpay Checkout opens here once the clinic's keys are set.
          </Text>
          <Group justify="space-between">
            <Text>{order.description}</Text>
            <Text fw={700} fz="lg">
              {formatPaise(order.amount)}
            </Text>
          </Group>
          <SegmentedControl
            aria-label="Payment method"
            value={method}
            onChange={(v) => setMethod(v as Method)}
            data={PAYMENT_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] }))}
            fullWidth
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {/* One column on a phone: side by side, 'Decline payment' did not fit its half. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              variant="default"
              loading={busy === 'fail'}
              disabled={busy === 'pay'}
              onClick={() => run('fail')}
            >
              Decline payment
            </Button>
            <Button loading={busy === 'pay'} disabled={busy === 'fail'} onClick={() => run('pay')}>
              Pay {formatPaise(order.amount)}
            </Button>
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
