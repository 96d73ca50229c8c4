import { ApiError } from '@care/api-client/api-client';
import { bookingMessages, bookingFormMessages as f } from '@care/contracts/booking/messages';
import { longDate, twelveHour } from '@care/contracts/common/clock-time';
import type { Doctor, TimeSlot } from '@care/contracts/experts/schemas';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Anchor, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDoctor } from '@/features/experts';
import type { BookingNavigationState } from '@/lib/booking-navigation';
import { usePageTitle } from '@/lib/use-page-title';
import { useFullDays, useSlots } from '../api/get-slots';
import { useHoldSlot } from '../api/hold-slot';
import { bookingQueryKeys } from '../api/query-keys';
import { DateStrip } from '../components/date-strip';
import { DoctorSummary } from '../components/doctor-summary';
import { SlotGrid } from '../components/slot-grid';
import tapTargets from '../components/tap-targets.module.css';
import { LAST_STRIP_WEEK, stripDays } from '../lib/date-strip';
import { doctorOfLocation } from '../lib/doctor-of-location';
import { feeNote } from '../lib/fee-note';
import { sessionMinutes } from '../lib/session-minutes';

// The picker's dialogs load with the first press of Book (or when the pointer or focus reaches it).
const importSlotDialogs = () => import('../components/slot-dialogs');
const SlotDialogs = lazy(() => importSlotDialogs().then((m) => ({ default: m.SlotDialogs })));

/**
 * /doctor-appoint: the 7-day strip and the day's slots (spec sections 2 and 4). Book holds the
 * slot on the server first, so the info modal's promise ("held for the next 10 minutes") is true
 * and a slot someone else has taken is refused here, not after the form is filled.
 */
export function DoctorAppointPage() {
  usePageTitle('Book an Appointment');
  const location = useLocation();
  const { doctorId } = doctorOfLocation(location);
  const doctor = useDoctor(doctorId);

  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <Title order={1} mb="lg">
        Book an Appointment
      </Title>
      {!doctorId ? (
        <Text c="dimmed">
          Choose an expert from the{' '}
          <Anchor component={Link} to={paths.consultation} underline="always">
            list of experts
          </Anchor>{' '}
          first.
        </Text>
      ) : doctor.isPending ? (
        <Skeleton role="status" height={120} radius="lg" aria-label="Loading the expert" />
      ) : doctor.isError ? (
        <RetryAlert
          title="This expert could not be loaded"
          message={doctor.error.message}
          onRetry={() => doctor.refetch()}
        />
      ) : (
        <Stack gap="lg">
          <DoctorSummary doctor={doctor.data} />
          <SlotPicker doctor={doctor.data} />
        </Stack>
      )}
    </Container>
  );
}

function SlotPicker({ doctor }: { doctor: Doctor }) {
  const doctorId = doctor._id;
  const type = doctor.type as 'gc' | 'mhc';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [week, setWeek] = useState(0);
  const days = stripDays(new Date(), week);
  const [date, setDate] = useState(days[0]!.date);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [noSlotOpen, setNoSlotOpen] = useState(false);
  const [held, setHeld] = useState<BookingNavigationState | null>(null);
  const [holdMinutes, setHoldMinutes] = useState(10);
  const [dialogsUsed, setDialogsUsed] = useState(false);
  const slots = useSlots(doctorId, date);
  const full = useFullDays(
    doctorId,
    days.map((d) => d.date),
  );
  const hold = useHoldSlot();
  // Until the patient picks a day, the picker walks forward to the first day with a free slot
  // (issue 19: it opened on a day that was over).
  const [seeking, setSeeking] = useState(true);

  const chooseDate = (d: string) => {
    setSeeking(false);
    setDate(d);
    setSlot(null);
    hold.reset();
  };
  const chooseWeek = (w: number) => {
    setWeek(w);
    chooseDate(stripDays(new Date(), w)[0]!.date);
  };

  useEffect(() => {
    if (!seeking) return;
    if (slots.isError) return setSeeking(false);
    if (!slots.data) return;
    if (slots.data.some((s) => !s.booked && !s.past)) return setSeeking(false);
    const i = days.findIndex((d) => d.date === date);
    if (i >= 0 && i < days.length - 1) setDate(days[i + 1]!.date);
    else if (week < LAST_STRIP_WEEK) {
      setWeek(week + 1);
      setDate(stripDays(new Date(), week + 1)[0]!.date);
    } else setSeeking(false);
  }, [seeking, slots.data, slots.isError, days, date, week]);

  // Book stays pressable so that pressing it without a slot can say why (the spec's error modal).
  const book = () => {
    setDialogsUsed(true);
    if (!slot) {
      setNoSlotOpen(true);
      return;
    }
    hold.mutate(
      { doctor_id: doctorId, date, time_slot_start: slot.start_time, time_slot_end: slot.end_time },
      {
        onSuccess: (h) => {
          setHoldMinutes(h.hold_minutes);
          setHeld({
            type,
            doctorId,
            sendDate: date,
            slot: { start_time: slot.start_time, end_time: slot.end_time },
            endTime: slot.end_time,
            hold: { _id: h._id, expires_at: h.expires_at },
          });
        },
        onError: () => {
          setSlot(null);
          void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.slotsOf(doctorId) });
        },
      },
    );
  };

  // Slots already over are not offered at all; booked ones stay, greyed, among the free ones.
  const coming = slots.data?.filter((s) => !s.past) ?? [];
  const open = coming.filter((s) => !s.booked);
  const shownSlot = slot ?? open[0] ?? null;
  const note = feeNote(doctor, shownSlot ? sessionMinutes(shownSlot) : null);
  return (
    <Card p={{ base: 12, sm: 'lg' }} className={tapTargets.targets}>
      <Stack gap="md">
        <Title order={2} fz="md">
          Choose a date
        </Title>
        <DateStrip
          days={days}
          selected={date}
          onSelect={chooseDate}
          week={week}
          onWeek={chooseWeek}
          full={full}
        />
        <Title order={2} fz="md" mt="sm">
          Available slots on {longDate(date)}
        </Title>
        <Text fz="xs" c="dimmed" mt={-8}>
          Times are India Standard Time (IST).
        </Text>
        {slots.isPending || seeking ? (
          <Skeleton role="status" height={96} aria-label="Loading slots" />
        ) : slots.isError ? (
          <RetryAlert message={slots.error.message} onRetry={() => slots.refetch()} />
        ) : open.length === 0 ? (
          <Text fw={600} c="dimmed" ta="center" py="md">
            {f.noSlots}
          </Text>
        ) : (
          <SlotGrid slots={coming} selected={slot?.start_time ?? null} onSelect={setSlot} />
        )}
        {hold.isError && (
          <Alert color="red" variant="light" role="alert">
            {hold.error instanceof ApiError ? hold.error.message : bookingMessages.slotTaken}
          </Alert>
        )}
        <Group justify="space-between" mt="sm" wrap="nowrap" align="center">
          <div>
            <Text fz="sm">
              {slot ? (
                <>
                  Selected: <strong>{twelveHour(slot.start_time)}</strong>, {longDate(date)}
                </>
              ) : (
                'No slot selected'
              )}
            </Text>
            <Text fz="sm" fw={600} aria-label="Session length and fee">
              {note}
            </Text>
          </div>
          <Button
            size="lg"
            onClick={book}
            onPointerEnter={() => void importSlotDialogs()}
            onFocus={() => void importSlotDialogs()}
            loading={hold.isPending}
          >
            Book
          </Button>
        </Group>
      </Stack>

      {dialogsUsed && (
        <Suspense fallback={null}>
          <SlotDialogs
            noSlotOpen={noSlotOpen}
            onNoSlotClose={() => setNoSlotOpen(false)}
            heldOpen={held !== null}
            holdMinutes={holdMinutes}
            onHeldClose={() => setHeld(null)}
            onContinue={() =>
              held && navigate(`${paths.consultationBooking}?id=${doctorId}&type=${type}`, { state: held })
            }
          />
        </Suspense>
      )}
    </Card>
  );
}
