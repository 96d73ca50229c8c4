import { appointmentMessages as am } from '@care/contracts/appointments/messages';
import { Anchor, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppointments } from '../api/get-appointments';
import { AppointmentCard } from './appointment-card';
import classes from './appointment-list.module.css';

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
        // Focusable, so a keyboard can scroll the row (axe: scrollable-region-focusable).
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
      )}
    </Stack>
  );
}
