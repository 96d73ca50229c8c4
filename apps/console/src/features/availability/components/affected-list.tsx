import { Stack, Text } from '@mantine/core';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import type { AffectedAppointment } from '../api/preview-leave';

/** Appointments a leave touches: who, when, which. */
export function AffectedList({ appointments }: { appointments: AffectedAppointment[] }) {
  return (
    <Stack gap={4} component="ul" style={{ paddingLeft: '1.2rem', margin: 0 }}>
      {appointments.map((a) => (
        <Text component="li" key={a.id} fz="sm">
          <strong>{a.patient_name}</strong> · {dayMonthYearTimeIst(a.starts_at)} · {a.appointment_no}
        </Text>
      ))}
    </Stack>
  );
}
