import { formatRupees } from '@care/contracts/common/money';
import type { GiftCreated } from '@care/contracts/gifts/answers';
import { CheckCircleIcon } from '@care/ui/icons/care-icons';
import { ActionIcon, Button, CopyButton, Group, Modal, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type PaymentEnd, useCheckout } from '@/features/booking';
import { useSession } from '@/lib/use-session';
import { giftQueryKeys } from '../api/query-keys';
import { CopyIcon } from './copy-icon';

interface Props {
  gift: { created: GiftCreated; recipient: string } | null;
  onClose(): void;
}

/**
 * The success modal of the gift flow (spec section 4): the coupon is created and its payment
 * data kept; Pay opens the checkout, and a captured payment makes the code usable and texts it.
 */
export function GiftPaymentModal({ gift, onClose }: Props) {
  const patient = useSession();
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const [end, setEnd] = useState<PaymentEnd | null>(null);
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    if (!gift) return;
    setPaying(true);
    const result = await checkout.pay({
      orderId: gift.created.razorpayRes.id,
      amount: gift.created.razorpayRes.amount,
      keyId: null,
      description: `Gift a Session, ${formatRupees(gift.created.discount)}`,
      prefill: patient
        ? {
            name: `${patient.name.firstName} ${patient.name.lastName}`,
            email: patient.email ?? undefined,
            contact: patient.phone,
          }
        : undefined,
    });
    setPaying(false);
    setEnd(result);
    if (result.kind === 'confirmed' || result.kind === 'processing')
      await queryClient.invalidateQueries({ queryKey: giftQueryKeys.all });
  };
  const close = () => {
    setEnd(null);
    onClose();
  };
  const paid = end?.kind === 'confirmed';
  const code = gift?.created.code ?? '';

  return (
    <>
      <Modal
        opened={gift !== null}
        onClose={close}
        title={paid ? 'Your gift is on its way' : 'Coupon created successfully'}
        centered
      >
        {gift && (
          <Stack align="center" gap="md" pb="xs">
            {paid && (
              <ThemeIcon size={56} radius="xl" color="sea" variant="light">
                <CheckCircleIcon size={30} />
              </ThemeIcon>
            )}
            <Text ta="center">
              {paid
                ? `${gift.recipient} will get the code by text. It can be used for a year.`
                : `A gift of ${formatRupees(gift.created.discount)} for ${gift.recipient}. Pay to send it: the code is texted to them as soon as the payment goes through.`}
            </Text>
            {paid && (
              <Group gap="xs">
                <Text fw={700} ff="monospace" fz="lg">
                  {code}
                </Text>
                <CopyButton value={code}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? 'Copied' : 'Copy code'} withArrow>
                      <ActionIcon variant="light" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code'}>
                        <CopyIcon size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
            )}
            {end && !paid && (
              <Text ta="center" fw={600} c={end.kind === 'processing' ? undefined : 'red.8'} role="status">
                {end.kind === 'processing'
                  ? 'Payment received. The gift is sent as soon as the bank confirms it.'
                  : end.kind === 'offline'
                    ? 'Razorpay failed are you online?'
                    : end.kind === 'refunded'
                      ? end.message
                      : 'Payment Failed. Please try again'}
              </Text>
            )}
            {paid || end?.kind === 'processing' ? (
              <Button onClick={close} miw={120}>
                OK
              </Button>
            ) : (
              <Button onClick={pay} loading={paying} miw={160}>
                Pay {formatRupees(gift.created.discount)}
              </Button>
            )}
          </Stack>
        )}
      </Modal>
      {checkout.element}
    </>
  );
}
