import type { StaffAppointment } from '@care/contracts/staff/schemas';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dayHeading, type ScheduleDay } from '../lib/week';
import { AppointmentCard } from './appointment-card';

/** A day's appointments as a list (two columns where there is room). */
export function AppointmentList({ appointments }: { appointments: StaffAppointment[] }) {
  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {appointments.map((appointment) => (
        <li key={appointment.id}>
          <AppointmentCard appointment={appointment} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The week: each day under its heading; a free day says so rather than going missing. */
export function DayList({ days, today }: { days: ScheduleDay[]; today: string }) {
  return (
    <Stack gap="lg">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <Stack gap="xs">
            <Title order={3} fz="md" id={`day-${day.date}`}>
              {dayHeading(day.date)}
              {day.date === today && (
                <Text span c="sea.9" fw={700} fz="sm">
                  {' '}
                  · Today
                </Text>
              )}
            </Title>
            {day.appointments.length === 0 ? (
              <Text c="dimmed" fz="sm">
                No appointments.
              </Text>
            ) : (
              <AppointmentList appointments={day.appointments} />
            )}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
