import { formatRupees } from '@care/contracts/common/money';
import { TEST_BOOKING_STATUS_LABELS } from '@care/contracts/lab-tests/constants';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTestBookings } from '../api/get-test-bookings';

const COLORS = {
  booked: 'rose',
  sample_collected: 'yellow',
  report_ready: 'sea',
  cancelled: 'gray',
} as const;

/** The patient's test bookings and where each stands. */
export function MyTestBookings() {
  const bookings = useTestBookings(true);
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
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {bookings.data.map((b) => (
            <Group key={b._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0}>
                <Text fw={600} fz="sm">
                  {b.display_test_name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {b.booking_no} · {dayjs(b.createdAt).format('D MMM YYYY')} · {formatRupees(b.mrp)}
                </Text>
              </Stack>
              <Badge color={COLORS[b.status]} variant="light" style={{ flexShrink: 0 }}>
                {TEST_BOOKING_STATUS_LABELS[b.status]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
