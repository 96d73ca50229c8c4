import { longDate } from '@care/contracts/common/clock-time';
import { todayIso } from '@care/contracts/common/dates';
import type { Availability } from '@care/contracts/staff/schemas';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { notifySuccess } from '@/lib/notify';
import { type AffectedAppointment, usePreviewLeave } from '../api/preview-leave';
import { useRemoveLeave } from '../api/remove-leave';
import { affectedOf, type LeaveSaved, useSaveLeave } from '../api/save-leave';
import { AffectedList } from './affected-list';

type Leave = Availability['leave'][number];

const span = (from: string, to: string) =>
  from === to ? longDate(from) : `${longDate(from)} to ${longDate(to)}`;
const count = (n: number) => (n === 1 ? '1 appointment' : `${n} appointments`);

/**
 * Leave in two steps: see which booked appointments it would cancel, then save it (and, when
 * there are some, cancel and refund them, which tells each patient).
 */
function LeaveForm() {
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [reason, setReason] = useState('');
  const [affected, setAffected] = useState<AffectedAppointment[] | null>(null);
  const [result, setResult] = useState<LeaveSaved | null>(null);
  const [confirming, confirm] = useDisclosure(false);
  const preview = usePreviewLeave();
  const save = useSaveLeave();
  const [from, to] = range;
  const days = from && to ? { starts_on: from, ends_on: to } : null;

  const reset = () => {
    setAffected(null);
    setResult(null);
    preview.reset();
    save.reset();
  };
  const check = (e: React.FormEvent) => {
    e.preventDefault();
    if (!days) return;
    reset();
    preview.mutate(days, { onSuccess: setAffected });
  };
  const submit = (cancelBooked: boolean) => {
    if (!days) return;
    save.mutate(
      { ...days, reason: reason.trim() || null, cancel_booked: cancelBooked },
      {
        onSuccess: (saved) => {
          setResult(saved);
          setAffected(null);
          confirm.close();
        },
        onError: (error) => {
          // Booked since the check: show them and ask again.
          const now = affectedOf(error);
          if (now) setAffected(now);
          confirm.close();
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <form onSubmit={check} noValidate aria-label="Add leave">
        <Stack gap="sm">
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label="Days of leave"
            description="The first and the last day, both included."
            placeholder="Pick the days"
            value={range}
            onChange={(v) => {
              setRange(v as [string | null, string | null]);
              reset();
            }}
            minDate={todayIso()}
            valueFormat="D MMM YYYY"
            maw={360}
            popoverProps={{ withinPortal: true }}
          />
          <TextInput
            label="Reason (optional)"
            description="For you and the care team; patients are not shown it."
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maw={480}
          />
          <Button type="submit" variant="light" disabled={!days} loading={preview.isPending} w="fit-content">
            Check booked appointments
          </Button>
        </Stack>
      </form>
      {preview.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(preview.error)}
        </Alert>
      )}
      {affected && days && affected.length === 0 && (
        <Alert color="sea" variant="light" role="status" title="No one is booked on these days">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">Saving the leave closes {span(days.starts_on, days.ends_on)} to new bookings.</Text>
            <Button size="sm" loading={save.isPending} onClick={() => submit(false)}>
              Save leave
            </Button>
          </Stack>
        </Alert>
      )}
      {affected && days && affected.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          role="status"
          title={`${count(affected.length)} booked on these days`}
        >
          <Stack gap="xs" align="flex-start">
            <AffectedList appointments={affected} />
            <Text fz="sm">
              To take this leave, these appointments are cancelled and refunded in full, and each patient is
              told.
            </Text>
            <Button color="red.9" size="sm" onClick={confirm.open}>
              Cancel these {affected.length} appointments and refund
            </Button>
          </Stack>
        </Alert>
      )}
      {save.isError && !affectedOf(save.error) && (
        <Alert color="red" variant="light" role="alert" title="Leave not saved">
          {errorMessage(save.error)}
        </Alert>
      )}
      {result && (
        <Alert color="sea" variant="light" role="status" title="Leave saved">
          <Stack gap="xs">
            <Text fz="sm">
              {span(result.leave.starts_on, result.leave.ends_on)}. {result.message}
            </Text>
            {result.cancelled.length > 0 && (
              <>
                <Text fz="sm" fw={600}>
                  Cancelled and refunded ({count(result.cancelled.length)}):
                </Text>
                <AffectedList appointments={result.cancelled} />
              </>
            )}
          </Stack>
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title={`Cancel ${count(affected?.length ?? 0)} and refund?`}
        confirmLabel={`Cancel these ${affected?.length ?? 0} appointments and refund`}
        danger
        loading={save.isPending}
        onConfirm={() => submit(true)}
      >
        <Stack gap="xs">
          <Text>
            The leave is saved, and these appointments are cancelled. Each patient is refunded and told.
          </Text>
          {affected && <AffectedList appointments={affected} />}
          <Text fz="sm" c="dimmed">
            This cannot be undone: removing the leave later does not bring the appointments back.
          </Text>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

/** Leave already set, each removable (those days follow the hours again). */
function LeaveList({ leave }: { leave: Leave[] }) {
  const remove = useRemoveLeave();
  const upcoming = leave
    .filter((l) => l.ends_on >= todayIso())
    .sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  if (upcoming.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        No leave coming up.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {upcoming.map((l) => (
          <Group key={l.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0}>
              <Text fw={600}>{span(l.starts_on, l.ends_on)}</Text>
              {l.reason && (
                <Text fz="sm" c="dimmed">
                  {l.reason}
                </Text>
              )}
            </Stack>
            <Button
              variant="default"
              size="compact-sm"
              style={{ flexShrink: 0 }}
              loading={remove.isPending && remove.variables === l.id}
              onClick={() => remove.mutate(l.id, { onSuccess: (message) => notifySuccess(message) })}
              aria-label={`Remove the leave ${span(l.starts_on, l.ends_on)}`}
            >
              Remove
            </Button>
          </Group>
        ))}
      </Stack>
      {remove.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(remove.error)}
        </Alert>
      )}
    </Stack>
  );
}

export function LeaveSection({ leave }: { leave: Leave[] }) {
  return (
    <Stack gap="lg">
      <LeaveList leave={leave} />
      <LeaveForm />
    </Stack>
  );
}
