import type { Appointment } from '@care/contracts/appointments/answers';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useAppointments } from '../api/get-appointments';
import { AppointmentCard } from './appointment-card';
import { AppointmentCarousel } from './appointment-carousel';

/**
 * One tab of /Appointments: upcoming ones in the carousel, past ones in a grid.
 */
export function AppointmentList({ when, empty }: { when: 'upcoming' | 'past'; empty: string }) {
  const list = useAppointments(when);
  // About a card's height (315 px on a phone): a shorter placeholder let the footer show, then
  // the card pushed it down (layout shift 0.05 on /Appointments).
  if (list.isPending)
    return <Skeleton role="status" height={315} radius="lg" aria-label="Loading appointments" />;
  if (list.isError)
    return (
      <RetryAlert
        title="Appointments could not be loaded"
        message={list.error.message}
        onRetry={() => list.refetch()}
      />
    );
  if (list.data.length === 0)
    return (
      <Card padding="xl">
        <Text ta="center" fw={600}>
          {empty}
        </Text>
      </Card>
    );
  return when === 'upcoming' ? (
    <AppointmentCarousel appointments={list.data} />
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {list.data.map((a: Appointment) => (
        <AppointmentCard key={a._id} appointment={a} />
      ))}
    </SimpleGrid>
  );
}
