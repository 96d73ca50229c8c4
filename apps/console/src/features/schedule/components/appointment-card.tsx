import type { StaffAppointment } from '@care/contracts/staff/schemas';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { consultationLabel, statusLabel } from '@/lib/consultation-labels';
import { timeRange } from '@/lib/ist-text';

/** One appointment in the day or week list; the whole card opens it. */
export function AppointmentCard({ appointment }: { appointment: StaffAppointment }) {
  const reports = appointment.shared_reports;
  const intakeFilled = appointment.intake === 'filled';
  return (
    <Link to={paths.appointment(appointment.id)} className="appointment-link">
      <Card padding="md" radius="lg" withBorder>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={700}>{timeRange(appointment)} IST</Text>
            {appointment.status !== 'confirmed' && (
              <Badge color="gray" c="dark.6" variant="light">
                {statusLabel(appointment.status)}
              </Badge>
            )}
          </Group>
          <Text component="div" fw={600} fz="lg">
            {appointment.patient_name}
          </Text>
          <Text fz="sm" c="dimmed">
            {consultationLabel(appointment.type, appointment.consultation)} · {appointment.appointment_no}
          </Text>
          <Group gap="xs">
            <Badge
              color={intakeFilled ? 'sea' : 'gray'}
              c={intakeFilled ? 'sea.9' : 'dark.6'}
              variant="light"
              tt="none"
            >
              {intakeFilled ? 'Intake filled' : 'Intake not filled'}
            </Badge>
            <Badge color="gray" c="dark.6" variant="light" tt="none">
              {reports === 0
                ? 'No shared reports'
                : reports === 1
                  ? '1 shared report'
                  : `${reports} shared reports`}
            </Badge>
          </Group>
        </Stack>
      </Card>
    </Link>
  );
}
