import type { Appointment } from '@care/contracts/appointments/answers';
import { RESCHEDULE_POLICY } from '@care/contracts/booking/policy';
import { rescheduleMessages as r } from '@care/contracts/booking/reschedule';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { RescheduleDialog } from './reschedule-dialog';

/**
 * Reschedule on an upcoming appointment (issue 19): the button while the server says it may be
 * moved (`can_reschedule`), with the rule under it, or the reason it no longer can be.
 */
export function RescheduleSection({ appointment: a }: { appointment: Appointment }) {
  const [open, setOpen] = useState(false);
  const reason = a.rescheduled_from ? r.already : r.tooLate;
  return (
    <>
      {a.can_reschedule && (
        <Button variant="outline" onClick={() => setOpen(true)}>
          Reschedule
        </Button>
      )}
      <Text fz="sm" c="dimmed">
        {a.can_reschedule ? RESCHEDULE_POLICY : reason}
      </Text>
      {/* Stays mounted after the move so the patient reads what happened. */}
      <RescheduleDialog opened={open} onClose={() => setOpen(false)} appointment={a} />
    </>
  );
}
