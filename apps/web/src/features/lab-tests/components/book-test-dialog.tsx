import { ApiError } from '@care/api-client/api-client';
import { formatRupees } from '@care/contracts/common/money';
import type { LabTest, TestBooking } from '@care/contracts/lab-tests/answers';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import type { CollectionDetails } from '@care/contracts/lab-tests/schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PaymentEnd } from '@/features/booking';
import { useBookTest } from '../api/book-test';
import { paymentEndText, usePayTest } from '../lib/use-pay-test';
import { CollectionDetailsForm } from './collection-details-form';

interface Props {
  test: LabTest | null;
  onClose(): void;
}

/**
 * Books a test: how and when the sample is collected, the preparation advice and the payment
 * (Pay online now opens the same checkout as consultations), then says it is booked and what
 * happens next (or the spec's error, or that it was booked already).
 */
export function BookTestDialog({ test, onClose }: Props) {
  const book = useBookTest();
  const payment = usePayTest();
  const [done, setDone] = useState<TestBooking | null>(null);
  const [paid, setPaid] = useState<PaymentEnd | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDone(null);
    setPaid(null);
    setError(null);
    book.reset();
    onClose();
  };
  const pay = async (booking: TestBooking) => {
    setPaying(true);
    setPaid(await payment.pay(booking));
    setPaying(false);
  };
  const confirm = async (details: CollectionDetails) => {
    if (!test) return;
    setError(null);
    let booking: TestBooking;
    try {
      booking = await book.mutateAsync({ testId: test._id, details });
    } catch (err) {
      // 409 (already booked) and 400/404 (a detail) in the server's words; anything else: the spec's alert.
      setError(
        err instanceof ApiError && err.statusCode < 500 && err.statusCode !== 401
          ? err.message
          : m.saveFailed,
      );
      return;
    }
    setDone(booking);
    if (booking.payment_mode === 'online') await pay(booking);
  };
  const paidOk = paid?.kind === 'confirmed' || paid?.kind === 'processing';
  return (
    <>
      <Modal
        opened={test !== null}
        onClose={close}
        title={done ? 'Test booked' : 'Book this test?'}
        size="lg"
        centered
      >
        {test && (
          <Stack gap="md">
            {done ? (
              <>
                <Text role="status">
                  {m.booked} Booking number <strong>{done.booking_no}</strong>: {done.display_test_name},{' '}
                  {formatRupees(done.mrp)}.
                </Text>
                <Text fz="sm">{done.next_step}</Text>
                {paid && (
                  <Text fz="sm" fw={600} c={paidOk ? undefined : 'red.8'} role="status">
                    {paymentEndText(paid)}
                  </Text>
                )}
                <Text fz="sm" c="dimmed">
                  You can follow it under My test bookings on this page.
                </Text>
                <Group justify="flex-end">
                  {done.payment_mode === 'online' && !paidOk && (
                    <Button variant="light" loading={paying} onClick={() => pay(done)}>
                      Pay {formatRupees(done.mrp)}
                    </Button>
                  )}
                  <Button onClick={close}>OK</Button>
                </Group>
              </>
            ) : (
              <>
                <Text>
                  <strong>{test.display_test_name}</strong>, MRP {formatRupees(test.mrp)}.
                </Text>
                <CollectionDetailsForm
                  test={test}
                  submitLabel="Book"
                  pending={book.isPending}
                  error={error}
                  onSubmit={confirm}
                  onCancel={close}
                />
              </>
            )}
          </Stack>
        )}
      </Modal>
      {payment.element}
    </>
  );
}
