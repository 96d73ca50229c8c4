import { ApiError } from '@care/api-client/api-client';
import { appointmentMessages as am } from '@care/contracts/appointments/messages';
import { bookingMessages as b } from '@care/contracts/booking/messages';
import type { AppointmentPayment } from '@care/contracts/booking/schemas';
import { longDate, twelveHour } from '@care/contracts/common/clock-time';
import { formatRupees } from '@care/contracts/common/money';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { CheckCircleIcon } from '@care/ui/icons/care-icons';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { usePageTitle } from '@/lib/use-page-title';
import { createOrder, useAppointmentPayment } from '../api/appointment-payment';
import { type BookingOutcome, PaymentOutcomeDialog } from '../components/payment-outcome-dialog';
import { useCheckout } from '../lib/use-checkout';

/** The page's words for the API's refusals (spec section 8, "shown as" spelling for the expiry). */
const REFUSALS: Record<number, string> = {
  404: b.bookingNotFound,
  410: 'Your Payment link is expired. Please book the appointment again.',
  409: b.alreadyPaid,
};

/**
 * /patient-appointment-payment/{key}: opened from the payment link, without signing in and
 * without header or footer. `key` is the link's capability (issue 18) or a booking's id, which
 * shows the page but pays only for its own signed-in patient (the stored token goes with every
 * call; the server's `can_pay` decides). One of four outcomes; Pay hides once the payment is
 * through.
 */
export function AppointmentPaymentPage() {
  usePageTitle('Appointment Payment');
  const { id = '' } = useParams();
  const payment = useAppointmentPayment(id);
  const config = usePublicConfig();
  const error = payment.error instanceof ApiError ? payment.error : null;
  // An unknown or expired link says so; any other 404 is the spec's 'not found'.
  const refusal =
    error?.statusCode === 404 && error.message === b.linkInvalid
      ? b.linkInvalid
      : error?.statusCode === 410 && error.message === am.cancelledLink
        ? am.cancelledLink
        : error && REFUSALS[error.statusCode];

  return (
    <Container size="xs" py={{ base: 24, sm: 56 }}>
      <Stack gap="lg">
        <Group justify="center">
          <BrandLogo name={config.data?.brand.name} loading={config.isPending} />
        </Group>
        <Title order={1} ta="center" fz={{ base: 24, sm: 28 }}>
          Appointment Payment
        </Title>
        {payment.isPending ? (
          <Skeleton role="status" height={240} radius="lg" aria-label="Loading the payment" />
        ) : refusal ? (
          <Alert
            color={payment.error instanceof ApiError && payment.error.statusCode === 409 ? 'sea' : 'red'}
            variant="light"
            role="alert"
          >
            <Text fw={600}>{refusal}</Text>
          </Alert>
        ) : payment.isError ? (
          <RetryAlert
            title="The payment could not be loaded"
            message={payment.error.message}
            onRetry={() => payment.refetch()}
          />
        ) : payment.data.result ? (
          <Payable paymentKey={id} canPay={payment.data.can_pay} details={payment.data.result} />
        ) : (
          <Alert color="red" variant="light" role="alert">
            {b.bookingNotFound}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function Payable({
  paymentKey,
  canPay,
  details,
}: {
  paymentKey: string;
  canPay: boolean;
  details: NonNullable<AppointmentPayment['result']>;
}) {
  const location = useLocation();
  const { pay, element: checkout } = useCheckout();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  // Once the payment is through (or going back), Pay goes and the page says where it stands.
  const [paid, setPaid] = useState<BookingOutcome | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const order = await createOrder(paymentKey);
      const end = await pay({
        orderId: order.id,
        amount: order.amount,
        keyId: order.key_id,
        description: `Appointment ${details.appointment_no}`,
      });
      if (end.kind === 'confirmed' || end.kind === 'processing' || end.kind === 'refunded') setPaid(end);
      setOutcome(end);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : b.paymentStart);
    } finally {
      setBusy(false);
    }
  };

  const rows: [string, string][] = [
    ['Appointment number', details.appointment_no],
    ['Date', longDate(details.date)],
    ['Time', `${twelveHour(details.time_slot_start)} to ${twelveHour(details.time_slot_end)} IST`],
    ['Booked for', details.full_name],
    ['Phone', details.phone],
    ['Email', details.email],
  ];
  return (
    <Card padding="lg">
      <Stack gap="sm">
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="md">
            <Text fz="sm" c="dimmed">
              {label}
            </Text>
            <Text fz="sm" ta="right">
              {value}
            </Text>
          </Group>
        ))}
        <Group justify="space-between" mt="xs">
          <Text fw={700}>Amount</Text>
          <Text fw={700} fz="lg">
            {formatRupees(details.total_amount)}
          </Text>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {paid?.kind === 'refunded' ? (
          <Alert color="orange" variant="light" mt="sm" role="status" title="Payment will be refunded">
            {paid.message}
          </Alert>
        ) : paid ? (
          <Group gap="xs" justify="center" mt="sm" role="status">
            <ThemeIcon color="sea" variant="light" radius="xl">
              <CheckCircleIcon size={18} />
            </ThemeIcon>
            <Text fw={600}>
              {paid.kind === 'confirmed' ? 'Paid. Your appointment is booked.' : 'Payment received.'}
            </Text>
          </Group>
        ) : canPay ? (
          <Button size="md" mt="sm" onClick={start} loading={busy}>
            Pay {formatRupees(details.total_amount)}
          </Button>
        ) : (
          // A booking's id alone shows the page but does not pay (issue 18).
          <Stack gap="xs" mt="sm" align="center">
            <Text fz="sm" ta="center" role="status">
              {b.payLinkNeeded}
            </Text>
            <Button
              component={Link}
              to={`${paths.login}?next=${encodeURIComponent(location.pathname + location.search)}`}
              variant="light"
            >
              Sign in
            </Button>
          </Stack>
        )}
      </Stack>
      {checkout}
      <PaymentOutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </Card>
  );
}
