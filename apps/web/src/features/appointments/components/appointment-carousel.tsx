import type { Appointment } from '@care/contracts/appointments/answers';
import { Box } from '@mantine/core';
import { AppointmentCard } from './appointment-card';
import classes from './appointment-carousel.module.css';

/**
 * Upcoming appointments in a row that scrolls sideways and snaps (the spec's carousel, without a
 * carousel library): on /Appointments and on the home. Focusable, so a keyboard can scroll it.
 */
export function AppointmentCarousel({ appointments }: { appointments: Appointment[] }) {
  return (
    <Box
      className={classes.row}
      role="region"
      aria-label="Upcoming appointments, scroll sideways for more"
      tabIndex={0}
    >
      {appointments.map((a) => (
        <div key={a._id} className={classes.slide}>
          <AppointmentCard appointment={a} />
        </div>
      ))}
    </Box>
  );
}
