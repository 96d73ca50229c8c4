import type { Appointment } from '@care/contracts/appointments/answers';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { doctorName, ExpertAvatar } from '@/features/experts';
import { appointmentWhen } from './appointment-when';
import { LiveSession } from './live-session';

/**
 * An appointment in a list (spec section 2): the expert's picture (gender avatar fallback),
 * salutation and name, specialities joined by ' | ', date and time, View Appointment.
 */
export function AppointmentCard({ appointment: a }: { appointment: Appointment }) {
  const d = a.doctor_id;
  const when = appointmentWhen(a);
  const name = doctorName(d);
  return (
    <Card padding="lg" component="article" aria-label={`${name}, ${when.date}`} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ExpertAvatar src={d.profile_picture} name={`${d.fname} ${d.lname}`} gender={d.gender} size={56} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700}>{name}</Text>
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {d.speciality.map((s) => s.value).join(' | ')}
            </Text>
          </Stack>
        </Group>
        <Stack gap={0}>
          <Text fw={600}>{when.date}</Text>
          <Text fz="sm" c="dimmed">
            {when.time} · {a.appointment_no}
          </Text>
        </Stack>
        {a.status === 'cancelled' && (
          <Badge color="gray" variant="light" tt="none">
            Cancelled
          </Badge>
        )}
        {/* Issue 19: while the room is open the card says so and joins from here. */}
        {a.is_can_join_room && (
          <LiveSession appointmentId={a._id} label={`Join now: your session with ${name} is live`} />
        )}
        <Button
          component={Link}
          to={`${paths.appointmentDetails}?id=${encodeURIComponent(a._id)}`}
          state={{ item: a, isBooking: true, doctor: d._id }}
          variant="light"
          mt="auto"
          aria-label={`View Appointment with ${name} on ${when.date}`}
        >
          View Appointment
        </Button>
      </Stack>
    </Card>
  );
}
