import { ApiError } from '@care/api-client/api-client';
import type { TestBooking } from '@care/contracts/lab-tests/answers';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import type { CollectionDetails } from '@care/contracts/lab-tests/schemas';
import { Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useChangeTestBooking } from '../api/book-test';
import { detailsOf } from '../lib/details-values';
import { paymentEndText, usePayTest } from '../lib/use-pay-test';
import { CollectionDetailsForm } from './collection-details-form';

// What My test bookings' buttons open, loaded when first pressed: the details dialog and the
// checkout (its own chunk, as the booking dialog's).

export type BookingAction = { kind: 'change' | 'pay'; booking: TestBooking };

/** Runs one action; `onDone` gets the payment's outcome in words (null when nothing to say). */
export function BookingActions({
  action,
  onDone,
}: {
  action: BookingAction;
  onDone(text: string | null): void;
}) {
  if (action.kind === 'pay') return <PayBooking booking={action.booking} onDone={onDone} />;
  return <ChangeDetailsDialog booking={action.booking} onClose={() => onDone(null)} />;
}

function PayBooking({ booking, onDone }: { booking: TestBooking; onDone(text: string): void }) {
  const payment = usePayTest();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void payment.pay(booking).then((end) => onDone(paymentEndText(end)));
  }, [payment, booking, onDone]);
  return <>{payment.element}</>;
}

/** The details of a booking made with only test_id (or a change of them) while it is open. */
function ChangeDetailsDialog({ booking, onClose }: { booking: TestBooking; onClose(): void }) {
  const change = useChangeTestBooking();
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState(true);
  const close = () => {
    setError(null);
    change.reset();
    setOpened(false);
    onClose();
  };
  const submit = async (details: CollectionDetails) => {
    setError(null);
    try {
      await change.mutateAsync({ id: booking._id, details });
      close();
    } catch (err) {
      setError(
        err instanceof ApiError && err.statusCode < 500 && err.statusCode !== 401
          ? err.message
          : m.saveFailed,
      );
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={booking.details_needed ? m.detailsNeeded : 'Change collection details'}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text>
          <strong>{booking.display_test_name}</strong>, {booking.booking_no}.
        </Text>
        <CollectionDetailsForm
          test={booking}
          initial={detailsOf(booking)}
          submitLabel="Save details"
          pending={change.isPending}
          error={error}
          onSubmit={submit}
          onCancel={close}
        />
      </Stack>
    </Modal>
  );
}
