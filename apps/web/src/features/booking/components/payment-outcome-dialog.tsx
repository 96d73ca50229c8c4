import { CheckCircleIcon } from '@care/ui/icons/care-icons';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PaymentEnd } from '../lib/use-checkout';
import { BookingConfirmed, type ConfirmedAppointment } from './booking-confirmed';
import tapTargets from './tap-targets.module.css';

/** What the patient reads after Pay: a booking made without payment (skip_payment) or a checkout's end. */
export type BookingOutcome = PaymentEnd | { kind: 'free'; appointmentNo: string };

const texts: Record<BookingOutcome['kind'], { title: string; body: string; good: boolean }> = {
  free: { title: 'Congratulations!', body: 'Your appointment is booked.', good: true },
  confirmed: {
    title: 'Congratulations!',
    body: 'Your payment was successful and your appointment is booked.',
    good: true,
  },
  processing: {
    title: 'Payment received',
    body: 'We are confirming your booking with the bank. You will get an SMS as soon as it is booked.',
    good: true,
  },
  // The body is the server's message (why it goes back); this one only if it has none.
  refunded: {
    title: 'Payment will be refunded',
    body: 'Your payment will be refunded in full.',
    good: false,
  },
  failed: { title: 'Payment Failed', body: 'Please try again', good: false },
  dismissed: { title: 'Payment Failed', body: 'Please try again', good: false },
  offline: { title: 'Payment Failed', body: 'Razorpay failed are you online?', good: false },
};

interface PaymentOutcomeDialogProps {
  outcome: BookingOutcome | null;
  onClose: () => void;
  /** The booked appointment: a confirmed outcome names it and offers what comes next. */
  appointment?: Omit<ConfirmedAppointment, 'appointmentNo'> | null;
}

/** The success, congratulation and failure dialogs of spec sections 4 and 8. */
export function PaymentOutcomeDialog({ outcome, onClose, appointment }: PaymentOutcomeDialogProps) {
  const text = outcome ? texts[outcome.kind] : null;
  // Why this payment goes back, as the server says it.
  const told = outcome?.kind === 'refunded' ? outcome.message : undefined;
  const appointmentNo =
    outcome && (outcome.kind === 'free' || outcome.kind === 'confirmed') ? outcome.appointmentNo : null;
  return (
    <Modal
      opened={outcome !== null}
      onClose={onClose}
      title={text?.title}
      centered
      classNames={{ content: tapTargets.targets }}
    >
      {text && (
        <Stack align="center" gap="md" pb="xs">
          {text.good && (
            <ThemeIcon size={56} radius="xl" color="sea" variant="light">
              <CheckCircleIcon size={30} />
            </ThemeIcon>
          )}
          <Text ta="center" fw={600} c={text.good ? undefined : 'red.8'}>
            {told || text.body}
          </Text>
          {appointment && outcome && (outcome.kind === 'free' || outcome.kind === 'confirmed') ? (
            <BookingConfirmed a={{ ...appointment, appointmentNo }} />
          ) : (
            appointmentNo && (
              <Text ta="center">
                Appointment number: <strong>{appointmentNo}</strong>
              </Text>
            )
          )}
          <Button onClick={onClose} miw={120} size="md">
            OK
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
