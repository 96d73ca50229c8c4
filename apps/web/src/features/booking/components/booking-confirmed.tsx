import { ApiError } from '@care/api-client/api-client';
import { kolkataInstant, longDate, twelveHour } from '@care/contracts/common/clock-time';
import { Alert, Anchor, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { configQueryOptions } from '@/lib/public-config';
import { useSession } from '@/lib/use-session';
import { downloadAppointmentCalendar } from '../api/appointment-calendar';
import { useIntakeLink } from '../api/intake-link';
import { googleCalendarLink } from '../lib/google-calendar-link';
import classes from './booking-confirmed.module.css';

/** The booked appointment, as the success dialog names it. */
export interface ConfirmedAppointment {
  bookingId: string;
  appointmentNo: string | null;
  expertName: string;
  /** YYYY-MM-DD and HH:mm, Asia/Kolkata. */
  date: string;
  start: string;
  end: string;
  someOneElse: boolean;
}

/**
 * After a booking is confirmed (issue 19): who, when (IST), what messages follow, and what to do
 * next: add it to a calendar, fill the intake form, open the appointment.
 */
export function BookingConfirmed({ a }: { a: ConfirmedAppointment }) {
  const config = useQuery(configQueryOptions);
  const patient = useSession();
  const intake = useIntakeLink();
  const [calendarError, setCalendarError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const brand = config.data?.brand.name ?? 'Care';
  const google = googleCalendarLink({
    title: `${brand} video consultation ${a.appointmentNo ?? ''}`.trim(),
    start: kolkataInstant(a.date, a.start),
    end: kolkataInstant(a.date, a.end),
    details: 'Join from Appointments in the app.',
  });

  const saveIcs = async () => {
    setCalendarError(null);
    setSaving(true);
    try {
      await downloadAppointmentCalendar(a.bookingId);
    } catch (e) {
      setCalendarError(e instanceof ApiError ? e.message : 'The calendar file could not be downloaded.');
    } finally {
      setSaving(false);
    }
  };
  const openIntake = () => intake.mutate(a.bookingId, { onSuccess: (link) => window.location.assign(link) });

  return (
    <Stack gap="sm" w="100%">
      <Stack gap={2} ta="center">
        <Text fw={600}>Video consultation with {a.expertName}</Text>
        <Text>
          {longDate(a.date)}, {twelveHour(a.start)} to {twelveHour(a.end)} IST
        </Text>
        {a.appointmentNo && (
          <Text fz="sm" c="dimmed">
            Appointment number: <strong>{a.appointmentNo}</strong>
          </Text>
        )}
      </Stack>
      {/* The confirmation text and e-mail go to the account's phone and address (booking/notify.ts,
          reminders), also when the consultation is for someone else. */}
      <Text fz="sm" ta="center">
        {patient?.email
          ? 'A text message and an e-mail with these details are on their way to your phone and e-mail.'
          : 'A text message with these details is on its way to your phone.'}
        {a.someOneElse ? ' They come to you, not to the person the consultation is for.' : ''}
      </Text>
      <Text fw={600} fz="sm" mt="xs">
        Add to calendar
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button variant="light" onClick={saveIcs} loading={saving}>
          Download .ics
        </Button>
        <Button component="a" href={google} target="_blank" rel="noopener noreferrer" variant="light">
          Google Calendar
        </Button>
      </SimpleGrid>
      {calendarError && (
        <Alert color="red" variant="light" role="alert">
          {calendarError}
        </Alert>
      )}
      <Button variant="default" onClick={openIntake} loading={intake.isPending}>
        Fill the intake form
      </Button>
      {intake.isError && (
        <Alert color="red" variant="light" role="alert">
          {intake.error instanceof ApiError ? intake.error.message : 'The intake form could not be opened.'}
        </Alert>
      )}
      <Anchor
        component={Link}
        to={`${paths.appointmentDetails}?id=${encodeURIComponent(a.bookingId)}`}
        ta="center"
        className={classes.tapLink}
        underline="always"
      >
        View appointment
      </Anchor>
    </Stack>
  );
}
