import { bookingMessages } from '@care/contracts/booking/messages';
import { longDate, twelveHour } from '@care/contracts/common/clock-time';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Anchor, Badge, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDoctor } from '@/features/experts';
import { bookingStateOf, slotPickerLink } from '@/lib/booking-navigation';
import { usePageTitle } from '@/lib/use-page-title';
import { bookingQueryKeys } from '../api/query-keys';
import { BookingForm } from '../components/booking-form';
import { DoctorSummary } from '../components/doctor-summary';
import type { BookingOutcome } from '../components/payment-outcome-dialog';
import { useCheckout } from '../lib/use-checkout';
import { mmss, useCountdown } from '../lib/use-countdown';

// What Pay ends with loads when there is an outcome to show, not with the form.
const PaymentOutcomeDialog = lazy(() =>
  import('../components/payment-outcome-dialog').then((m) => ({ default: m.PaymentOutcomeDialog })),
);

const SUCCESS: BookingOutcome['kind'][] = ['free', 'confirmed', 'processing'];

/**
 * /consultation-booking: the form for the slot chosen on /doctor-appoint (spec sections 2, 4
 * and 5). Without a chosen slot it goes to /, as the spec says; after a booking, to /consultation.
 */
export function ConsultationBookingPage() {
  usePageTitle('Consultation Booking');
  const location = useLocation();
  const booking = bookingStateOf(location);
  if (!booking) return <Navigate to={paths.home} replace />;
  return <ConsultationBooking booking={booking} />;
}

function ConsultationBooking({ booking }: { booking: NonNullable<ReturnType<typeof bookingStateOf>> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const doctor = useDoctor(booking.doctorId);
  const secondsLeft = useCountdown(booking.hold.expires_at);
  const { pay, element: checkout } = useCheckout();
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  // Mounted from the first outcome on, so the dialog's closing transition runs.
  const [outcomeShown, setOutcomeShown] = useState(false);
  const showOutcome = (next: BookingOutcome) => {
    setOutcomeShown(true);
    setOutcome(next);
  };
  const [booked, setBooked] = useState<{ bookingId: string; someOneElse: boolean } | null>(null);
  const expired = secondsLeft === 0;

  const closeOutcome = () => {
    const done = outcome && SUCCESS.includes(outcome.kind);
    setOutcome(null);
    if (done) {
      void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.slotsOf(booking.doctorId) });
      void queryClient.invalidateQueries({ queryKey: ['bookings-by-doctor', booking.doctorId] });
      navigate(paths.consultation);
    }
  };

  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <Title order={1} mb="lg">
        Consultation Booking
      </Title>
      {doctor.isPending ? (
        <Skeleton role="status" height={320} radius="lg" aria-label="Loading the booking" />
      ) : doctor.isError ? (
        <RetryAlert
          title="This expert could not be loaded"
          message={doctor.error.message}
          onRetry={() => doctor.refetch()}
        />
      ) : (
        <Stack gap="lg">
          <DoctorSummary doctor={doctor.data} />
          <Card padding="lg">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Text fw={600}>{longDate(booking.sendDate)}</Text>
                <Text fz="sm" c="dimmed">
                  {twelveHour(booking.slot.start_time)} to {twelveHour(booking.endTime)} IST · Video
                  consultation
                </Text>
              </div>
              {!expired && (
                <Badge
                  size="lg"
                  variant="light"
                  color={secondsLeft < 120 ? 'orange' : 'sea'}
                  tt="none"
                  role="timer"
                >
                  Slot held for {mmss(secondsLeft)}
                </Badge>
              )}
            </Group>
            {expired && (
              <Alert color="orange" variant="light" mt="md" role="alert">
                {bookingMessages.holdExpired}{' '}
                <Anchor
                  component={Link}
                  {...slotPickerLink(booking.doctorId, booking.type)}
                  underline="always"
                >
                  Choose a slot
                </Anchor>
              </Alert>
            )}
          </Card>
          <Card padding="lg">
            <BookingForm
              doctor={doctor.data}
              booking={booking}
              expired={expired}
              pay={pay}
              onOutcome={showOutcome}
              onBooked={setBooked}
            />
          </Card>
        </Stack>
      )}
      {checkout}
      {outcomeShown && (
        <Suspense fallback={null}>
          <PaymentOutcomeDialog
            outcome={outcome}
            onClose={closeOutcome}
            appointment={
              booked && doctor.data
                ? {
                    ...booked,
                    expertName: `${doctor.data.salutation.value} ${doctor.data.fname} ${doctor.data.lname}`,
                    date: booking.sendDate,
                    start: booking.slot.start_time,
                    end: booking.endTime,
                  }
                : null
            }
          />
        </Suspense>
      )}
    </Container>
  );
}
