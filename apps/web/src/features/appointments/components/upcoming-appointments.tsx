import { appointmentMessages as am } from '@care/contracts/appointments/messages';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppointments } from '../api/get-appointments';
import { AppointmentCarousel } from './appointment-carousel';

/**
 * The home's upcoming-appointments carousel (spec section 2): the same cards as /Appointments.
 * A list that cannot load leaves the home as it is (spec section 8: appointment errors are
 * only logged); the Appointments page has the retry.
 */
export function UpcomingAppointments() {
  const list = useAppointments('upcoming');
  if (list.isPending || list.isError) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="home-upcoming-appointments">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="home-upcoming-appointments">
          Upcoming Appointments
        </Title>
        <Anchor component={Link} to={paths.appointments} underline="always">
          All appointments
        </Anchor>
      </Group>
      {list.data.length === 0 ? (
        <Card padding="lg">
          <Text fw={600}>{am.noUpcoming}</Text>
          <Anchor component={Link} to={paths.consultation} underline="always" mt={4}>
            Consult an Expert
          </Anchor>
        </Card>
      ) : (
        <AppointmentCarousel appointments={list.data} />
      )}
    </Stack>
  );
}
