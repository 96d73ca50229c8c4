import { longDate } from '@care/contracts/common/clock-time';
import { formatRupees } from '@care/contracts/common/money';
import type { TestBooking } from '@care/contracts/lab-tests/answers';
import {
  COLLECTION_MODE_LABELS,
  collectionWindowText,
  LAB_PAYMENT_MODE_LABELS,
  LAB_PAYMENT_STATE_LABELS,
  TEST_BOOKING_STATUS_LABELS,
} from '@care/contracts/lab-tests/constants';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTestBookings } from '../api/get-test-bookings';
import type { BookingAction } from './booking-actions';

const BookingActions = lazy(() => import('./booking-actions').then((x) => ({ default: x.BookingActions })));

const COLORS = {
  booked: 'rose',
  sample_collected: 'yellow',
  report_ready: 'sea',
  cancelled: 'gray',
} as const;

/** The patient's test bookings: where each stands, how and when it is collected, and what happens next. */
export function MyTestBookings() {
  const bookings = useTestBookings(true);
  // The details dialog and the checkout download when first asked for, not with the page.
  const [action, setAction] = useState<BookingAction | null>(null);
  const [paid, setPaid] = useState<{ id: string; text: string } | null>(null);
  const paying = action?.kind === 'pay' ? action.booking._id : null;
  return (
    <Card padding="lg" radius="lg" withBorder component="section" aria-labelledby="my-test-bookings">
      <Title order={2} fz="h4" id="my-test-bookings" mb="sm">
        My test bookings
      </Title>
      {bookings.isPending && (
        <Skeleton role="status" height={80} radius="md" aria-label="Loading your test bookings" />
      )}
      {bookings.isError && <RetryAlert message={bookings.error.message} onRetry={() => bookings.refetch()} />}
      {bookings.data?.length === 0 && <Text c="dimmed">{m.noBookings}</Text>}
      {bookings.data && bookings.data.length > 0 && (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {bookings.data.map((b) => (
            <BookingItem
              key={b._id}
              booking={b}
              onChange={() => setAction({ kind: 'change', booking: b })}
              onPay={() => setAction({ kind: 'pay', booking: b })}
              paying={paying === b._id}
              paidText={paid?.id === b._id ? paid.text : null}
            />
          ))}
        </Stack>
      )}
      {action && (
        <Suspense fallback={null}>
          <BookingActions
            action={action}
            onDone={(text) => {
              if (text && action.kind === 'pay') setPaid({ id: action.booking._id, text });
              setAction(null);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}

interface ItemProps {
  booking: TestBooking;
  onChange(): void;
  onPay(): void;
  paying: boolean;
  paidText: string | null;
}

function BookingItem({ booking: b, onChange, onPay, paying, paidText }: ItemProps) {
  const headingId = `test-booking-${b._id}`;
  return (
    <Stack
      component="li"
      gap={6}
      aria-labelledby={headingId}
      pb="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={0}>
          <Text fw={600} fz="sm" id={headingId}>
            {b.display_test_name}
          </Text>
          <Text fz="xs" c="dimmed">
            {b.booking_no} · {dayjs(b.createdAt).format('D MMM YYYY')} · {formatRupees(b.mrp)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={COLORS[b.status]} variant="light">
            {TEST_BOOKING_STATUS_LABELS[b.status]}
          </Badge>
          {b.status !== 'cancelled' || b.payment_state !== 'unpaid' ? (
            <Badge color={b.payment_state === 'paid' ? 'sea' : 'gray'} variant="outline" size="sm">
              {LAB_PAYMENT_STATE_LABELS[b.payment_state]}
            </Badge>
          ) : null}
        </Stack>
      </Group>
      {b.collection_mode && (
        <Text fz="xs">
          {COLLECTION_MODE_LABELS[b.collection_mode]}
          {b.collection_date && ` · ${longDate(b.collection_date)}`}
          {b.collection_window && ` · ${collectionWindowText(b.collection_window)}`}
          {b.payment_mode && ` · ${LAB_PAYMENT_MODE_LABELS[b.payment_mode]}`}
        </Text>
      )}
      {b.address_text && <Text fz="xs">Address: {b.address_text}</Text>}
      <Text fz="sm" fw={b.details_needed ? 600 : undefined}>
        {b.next_step}
      </Text>
      {b.status === 'report_ready' && (
        <Anchor component={Link} to={`${paths.myReports}?tab=tests`} fz="sm">
          See Test Reports
        </Anchor>
      )}
      {b.preparation && b.can_change && (
        <Text fz="xs" c="dimmed">
          Before the test: {b.preparation}
        </Text>
      )}
      {paidText && (
        <Text fz="xs" fw={600} role="status">
          {paidText}
        </Text>
      )}
      {b.can_change && (
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant={b.details_needed ? 'filled' : 'light'}
            onClick={onChange}
            aria-label={`${b.details_needed ? 'Choose collection details' : 'Change collection details'} for ${b.display_test_name}`}
          >
            {b.details_needed ? 'Choose details' : 'Change'}
          </Button>
          {b.can_pay && (
            <Button
              size="compact-sm"
              variant="light"
              loading={paying}
              onClick={onPay}
              aria-label={`Pay ${formatRupees(b.mrp)} online for ${b.display_test_name}`}
            >
              Pay {formatRupees(b.mrp)}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
