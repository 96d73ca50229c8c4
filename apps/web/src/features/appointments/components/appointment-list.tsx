import type { Appointment } from '@care/contracts/appointments/schemas';
import { Box, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { RetryAlert } from '@/components/retry-alert';
import { useAppointments } from '../api/get-appointments';
import { AppointmentCard } from './appointment-card';
import classes from './appointment-list.module.css';

/**
 * One tab of /Appointments. Upcoming ones sit in a row that scrolls sideways and snaps (the
 * spec's carousel, without a carousel library); past ones in a grid.
 */
export function AppointmentList({ when, empty }: { when: 'upcoming' | 'past'; empty: string }) {
  const list = useAppointments(when);
  if (list.isPending) return <Skeleton height={220} radius="lg" aria-label="Loading appointments" />;
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
  const cards = list.data.map((a: Appointment) => <AppointmentCard key={a._id} appointment={a} />);
  return when === 'upcoming' ? (
    <Box
      className={classes.row}
      role="region"
      aria-label="Upcoming appointments, scroll sideways for more"
      tabIndex={0}
    >
      {list.data.map((a) => (
        <div key={a._id} className={classes.slide}>
          <AppointmentCard appointment={a} />
        </div>
      ))}
    </Box>
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {cards}
    </SimpleGrid>
  );
}
