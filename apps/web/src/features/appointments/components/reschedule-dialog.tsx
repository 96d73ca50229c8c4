import { ApiError } from '@care/api-client/api-client';
import type { Appointment } from '@care/contracts/appointments/answers';
import { bookingFormMessages as f } from '@care/contracts/booking/messages';
import { RESCHEDULE_POLICY } from '@care/contracts/booking/policy';
import { type RescheduleResult, rescheduleMessages as r } from '@care/contracts/booking/reschedule';
import { longDate, twelveHour } from '@care/contracts/common/clock-time';
import type { TimeSlot } from '@care/contracts/experts/schemas';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { DateStrip, SlotGrid, stripDays, useFullDays, useSlots } from '@/features/booking';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { slotText } from './reschedule-when';

type Step =
  | { kind: 'pick' }
  | { kind: 'confirm'; date: string; slot: TimeSlot }
  | { kind: 'done'; moved: RescheduleResult };

/**
 * Moving an upcoming appointment to another free slot of the same expert (issue 19): the
 * expert's date strip and slots without the appointment's own, a confirm step that says it can be
 * done once, then what happened and what comes next. A slot taken meanwhile sends the patient
 * back to the slots with the server's words.
 */
export function RescheduleDialog({
  opened,
  onClose,
  appointment: a,
}: {
  opened: boolean;
  onClose: () => void;
  appointment: Appointment;
}) {
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const move = useRescheduleAppointment(a.doctor_id._id);
  const close = () => {
    onClose();
    // A fresh start next time (unless it is the success the patient is reading).
    setStep({ kind: 'pick' });
    move.reset();
  };
  const from = slotText(a.date, a.time_slot_start);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={step.kind === 'done' ? 'Consultation moved' : 'Reschedule consultation'}
      size="lg"
      fullScreen={narrow}
      centered
    >
      {step.kind === 'pick' && (
        <Picker
          appointment={a}
          error={move.error ? (move.error instanceof ApiError ? move.error.message : r.slotTaken) : null}
          onCancel={close}
          onPick={(date, slot) => {
            move.reset();
            setStep({ kind: 'confirm', date, slot });
          }}
        />
      )}
      {step.kind === 'confirm' && (
        <Stack gap="md">
          <Text>
            Move your consultation from <strong>{from}</strong> to{' '}
            <strong>{slotText(step.date, step.slot.start_time)}</strong>? You can do this once.
          </Text>
          <Text fz="sm" c="dimmed">
            Your payment stays with the consultation. {a.doctor_id.fname} will be told of the new time.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep({ kind: 'pick' })} disabled={move.isPending}>
              Back
            </Button>
            <Button
              loading={move.isPending}
              onClick={() =>
                move.mutate(
                  {
                    book_appointment_id: a._id,
                    date: step.date,
                    time_slot_start: step.slot.start_time,
                    time_slot_end: step.slot.end_time,
                  },
                  {
                    onSuccess: (moved) => setStep({ kind: 'done', moved }),
                    onError: () => setStep({ kind: 'pick' }),
                  },
                )
              }
            >
              Move consultation
            </Button>
          </Group>
        </Stack>
      )}
      {step.kind === 'done' && (
        <Stack gap="md">
          <Text role="status">
            Your consultation {step.moved.appointment_no} is now on{' '}
            <strong>{slotText(step.moved.date, step.moved.time_slot_start)}</strong>. We've sent you a text
            and an e-mail with the new time.
          </Text>
          <Text fz="sm" c="dimmed">
            The video room opens on this page 10 seconds before the new time.
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Back to appointment</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The same expert's date strip and the chosen day's slots, the appointment's own slot left out. */
function Picker({
  appointment: a,
  error,
  onCancel,
  onPick,
}: {
  appointment: Appointment;
  error: string | null;
  onCancel: () => void;
  onPick: (date: string, slot: TimeSlot) => void;
}) {
  const [week, setWeek] = useState(0);
  const days = stripDays(new Date(), week);
  const [date, setDate] = useState(days[0]!.date);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const slots = useSlots(a.doctor_id._id, date);
  const full = useFullDays(
    a.doctor_id._id,
    days.map((d) => d.date),
    { date: a.date, start_time: a.time_slot_start },
  );
  const shown = (slots.data ?? []).filter((s) => !(date === a.date && s.start_time === a.time_slot_start));
  const open = shown.filter((s) => !s.booked && !s.past);

  const chooseDate = (d: string) => {
    setDate(d);
    setSlot(null);
  };
  return (
    <Stack gap="md">
      <Text fz="sm">{RESCHEDULE_POLICY}</Text>
      <Text fz="sm">
        Now booked for <strong>{slotText(a.date, a.time_slot_start)}</strong>.
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Title order={3} fz="md">
        Choose a new date
      </Title>
      <DateStrip
        days={days}
        selected={date}
        onSelect={chooseDate}
        full={full}
        week={week}
        onWeek={(w) => {
          setWeek(w);
          chooseDate(stripDays(new Date(), w)[0]!.date);
        }}
      />
      <Title order={3} fz="md">
        Free slots on {longDate(date)}
      </Title>
      <Text fz="xs" c="dimmed" mt={-8}>
        Times are India Standard Time (IST).
      </Text>
      {slots.isPending ? (
        <Skeleton role="status" height={96} aria-label="Loading slots" />
      ) : slots.isError ? (
        <RetryAlert message={slots.error.message} onRetry={() => slots.refetch()} />
      ) : open.length === 0 ? (
        <Text fw={600} c="dimmed" ta="center" py="md">
          {f.noSlots}
        </Text>
      ) : (
        <SlotGrid slots={shown} selected={slot?.start_time ?? null} onSelect={setSlot} />
      )}
      <Text fz="sm" aria-live="polite">
        {slot ? (
          <>
            New time: <strong>{twelveHour(slot.start_time)}</strong>, {longDate(date)}
          </>
        ) : (
          'Choose a free slot to continue.'
        )}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Keep current time
        </Button>
        <Button disabled={!slot} onClick={() => slot && onPick(date, slot)}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
