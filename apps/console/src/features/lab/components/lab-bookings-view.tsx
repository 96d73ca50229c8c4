import { longDate } from '@care/contracts/common/clock-time';
import type { LabStaffBooking } from '@care/contracts/lab-tests/staff-schemas';
import { Badge, Box, Stack, Table, Text, Title } from '@mantine/core';
import { ResponsiveList } from '@/components/responsive-list';
import { BookingActions } from './booking-actions';
import { modeLabel, paymentText, STATUS_COLORS, statusLabel, windowText } from './lab-labels';

/** Bookings grouped by their window, in the order the API gives them. */
function byWindow(bookings: LabStaffBooking[]) {
  const groups = new Map<string, LabStaffBooking[]>();
  for (const b of bookings) {
    const key = b.collection_window ?? '';
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  return [...groups.entries()];
}

function StatusBadge({ booking }: { booking: LabStaffBooking }) {
  return (
    <Badge color={STATUS_COLORS[booking.status]} c="dark.7" variant="light" tt="none">
      {statusLabel(booking.status)}
    </Badge>
  );
}

function Where({ booking }: { booking: LabStaffBooking }) {
  return (
    <>
      <Text fz="sm">{modeLabel(booking.mode)}</Text>
      {booking.mode === 'home' && (
        <Text fz="sm" c="dimmed">
          {booking.address_text ?? 'No address yet'}
        </Text>
      )}
    </>
  );
}

/** One list of bookings: a table on a wide screen, cards on a phone. */
export function LabBookingsTable({ bookings, caption }: { bookings: LabStaffBooking[]; caption: string }) {
  return (
    <ResponsiveList
      items={bookings}
      itemKey={(b) => b.id}
      caption={caption}
      columns={['Booking', 'Patient', 'Where', 'Payment', 'Status']}
      actionsColumn="Actions"
      listLabel={caption}
      minWidth={900}
      breakpoint="md"
      renderRow={(b) => (
        <>
          <Table.Td>
            <Text component="div" fw={600}>
              {b.booking_no}
            </Text>
            <Text fz="sm">{b.test_name}</Text>
            {b.collection_date && (
              <Text fz="xs" c="dimmed">
                {longDate(b.collection_date)}, {windowText(b.collection_window)}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{b.patient_name}</Text>
            <Text fz="sm" c="dimmed">
              {b.patient_phone}
            </Text>
          </Table.Td>
          <Table.Td maw={260}>
            <Where booking={b} />
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{paymentText(b)}</Text>
          </Table.Td>
          <Table.Td>
            <StatusBadge booking={b} />
          </Table.Td>
          <Table.Td maw={280}>
            <BookingActions booking={b} />
          </Table.Td>
        </>
      )}
      renderCard={(b) => (
        <Stack gap={4}>
          <Text component="div" fw={600}>
            {b.booking_no} · {b.test_name}
          </Text>
          <StatusBadge booking={b} />
          <Text fz="sm">
            {b.patient_name}, {b.patient_phone}
          </Text>
          <Where booking={b} />
          <Text fz="sm">{paymentText(b)}</Text>
          <Box mt={4}>
            <BookingActions booking={b} />
          </Box>
        </Stack>
      )}
    />
  );
}

/** The date's bookings under a heading for each window. */
export function LabCollectionsByWindow({ bookings }: { bookings: LabStaffBooking[] }) {
  return (
    <Stack gap="lg">
      {byWindow(bookings).map(([window, list]) => (
        <Stack key={window || 'none'} gap="xs">
          <Title order={2} fz="lg">
            {window ? windowText(window) : 'No window chosen'}{' '}
            <Text span c="dimmed" fz="sm">
              ({list.length} {list.length === 1 ? 'booking' : 'bookings'})
            </Text>
          </Title>
          <LabBookingsTable
            bookings={list}
            caption={window ? `Collections ${windowText(window)}` : 'Collections without a window'}
          />
        </Stack>
      ))}
    </Stack>
  );
}
