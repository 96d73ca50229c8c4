import { kolkataParts, longDate } from '@care/contracts/common/clock-time';
import type { StaffAppointmentDetail } from '@care/contracts/staff/schemas';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { consultationLabel, statusLabel } from '@/lib/consultation-labels';
import { timeRange } from '@/lib/ist-text';

/** Who, when and what: the line under the appointment's heading. */
export function AppointmentSummary({ appointment }: { appointment: StaffAppointmentDetail }) {
  const day = kolkataParts(new Date(appointment.starts_at)).date;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={700} fz="lg">
          {longDate(day)}, {timeRange(appointment)} IST
        </Text>
        <Badge
          color={appointment.status === 'confirmed' ? 'sea' : 'gray'}
          c={appointment.status === 'confirmed' ? 'sea.9' : 'dark.6'}
          variant="light"
        >
          {statusLabel(appointment.status)}
        </Badge>
      </Group>
      <Text c="dimmed">
        {consultationLabel(appointment.type, appointment.consultation)} · {appointment.appointment_no}
      </Text>
    </Stack>
  );
}
