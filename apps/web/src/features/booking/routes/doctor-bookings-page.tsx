import { longDate, twelveHour } from '@care/contracts/common/clock-time';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Anchor, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { doctorName, useDoctor } from '@/features/experts';
import { slotPickerLink } from '@/lib/booking-navigation';
import { usePageTitle } from '@/lib/use-page-title';
import { useBookingsByDoctor } from '../api/get-bookings-by-doctor';
import { doctorOfLocation } from '../lib/doctor-of-location';

/** Whether the list is the history: `?history=1` or the spec's state isHistory. */
function isHistoryOf(location: { search: string; state: unknown }): boolean {
  const h = new URLSearchParams(location.search).get('history');
  if (h !== null) return h === '1' || h === 'true';
  return (location.state as { isHistory?: unknown } | null)?.isHistory === true;
}

/**
 * /booking: the patient's upcoming consultations with one expert, or their history (spec
 * section 2): date, weekday and start time, with the spec's empty messages.
 */
export function DoctorBookingsPage() {
  const location = useLocation();
  const { doctorId } = doctorOfLocation(location);
  const isHistory = isHistoryOf(location);
  const title = isHistory ? 'Consultation History' : 'Upcoming Consultations';
  usePageTitle(title);
  const doctor = useDoctor(doctorId);
  const list = useBookingsByDoctor(doctorId, isHistory);

  return (
    <Container size="sm" py={{ base: 24, sm: 48 }}>
      <Title order={1}>{title}</Title>
      {doctor.data && (
        <Text c="dimmed" mb="lg">
          with{' '}
          <Anchor component={Link} to={`${paths.doctorDetail}?id=${doctorId}`} state={{ doctor: doctorId }}>
            {doctorName(doctor.data)}
          </Anchor>
        </Text>
      )}
      {!doctorId ? (
        <Text c="dimmed" mt="lg">
          Choose an expert from the{' '}
          <Anchor component={Link} to={paths.consultation} underline="always">
            list of experts
          </Anchor>
          .
        </Text>
      ) : list.isPending ? (
        <Skeleton role="status" height={160} radius="lg" mt="lg" aria-label="Loading consultations" />
      ) : list.isError ? (
        <RetryAlert
          title="Consultations could not be loaded"
          message={list.error.message}
          onRetry={() => list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <Card padding="xl" mt="lg">
          <Stack align="center" gap="sm">
            <Text fw={600}>
              {isHistory ? "You don't have consultation history" : 'Please book an appointment'}
            </Text>
            {!isHistory && (
              <Anchor component={Link} {...slotPickerLink(doctorId, doctor.data?.type)} underline="always">
                Book a consultation
              </Anchor>
            )}
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
          {list.data.map((a) => (
            <Card key={a._id} component="li" padding="md">
              <Group justify="space-between" wrap="wrap">
                <div>
                  <Text fw={600}>{longDate(a.date)}</Text>
                  <Text fz="sm" c="dimmed">
                    {twelveHour(a.time_slot_start)} IST · Appointment {a.appointment_no}
                  </Text>
                </div>
                <Text fz="sm">Video</Text>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Container>
  );
}
