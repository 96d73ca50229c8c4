import { longDate } from '@care/contracts/common/clock-time';
import { todayIso } from '@care/contracts/common/dates';
import type { Availability } from '@care/contracts/staff/schemas';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { notifySuccess } from '@/lib/notify';
import { useRemoveOverride } from '../api/remove-override';
import { useSaveOverride } from '../api/save-override';
import { type KeyedWindow, keyed, nextWindow, unkeyed } from '../lib/window-drafts';
import { dayWindowErrors, hasWindowErrors } from '../lib/window-rules';
import { WindowsEditor } from './windows-editor';

type Override = Availability['overrides'][number];

/** One date's own hours, or a day off, instead of that weekday's hours. */
function OverrideForm({ overrides }: { overrides: Override[] }) {
  const [date, setDate] = useState<string | null>(null);
  const [working, setWorking] = useState<'hours' | 'off'>('hours');
  const [windows, setWindows] = useState<KeyedWindow[]>([nextWindow([])]);
  const [tried, setTried] = useState(false);
  const save = useSaveOverride();
  const errors = dayWindowErrors(windows);
  const pick = (value: string | null) => {
    setDate(value);
    save.reset();
    setTried(false);
    // A date that has its own hours already opens with them.
    const existing = overrides.find((o) => o.date === value);
    if (existing) {
      setWorking(existing.windows.length ? 'hours' : 'off');
      setWindows(existing.windows.length ? keyed(existing.windows) : [nextWindow([])]);
    }
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!date || (working === 'hours' && (hasWindowErrors(errors) || windows.length === 0))) return;
    save.mutate({ date, windows: working === 'off' ? [] : unkeyed(windows) });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Hours for one date">
      <Stack gap="sm">
        <DatePickerInput
          label="Date"
          placeholder="Pick a date"
          value={date}
          onChange={pick}
          minDate={todayIso()}
          valueFormat="D MMM YYYY"
          error={tried && !date ? 'Pick the date these hours are for.' : undefined}
          maw={260}
          popoverProps={{ withinPortal: true }}
        />
        <Radio.Group
          label="On this date"
          value={working}
          onChange={(v) => {
            setWorking(v as 'hours' | 'off');
            save.reset();
          }}
        >
          <Group gap="lg" mt={4}>
            <Radio value="hours" label="Different hours" />
            <Radio value="off" label="Not working" />
          </Group>
        </Radio.Group>
        {working === 'hours' && (
          <WindowsEditor
            day={date ? longDate(date) : 'This date'}
            windows={windows}
            onChange={(w) => {
              setWindows(w);
              save.reset();
            }}
            errors={errors}
            showErrors={tried}
            emptyText="Add the hours you work on this date, or choose Not working."
          />
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {errorMessage(save.error)}
          </Alert>
        )}
        {save.isSuccess && date && (
          <Alert color="sea" variant="light" role="status">
            {save.data} ({longDate(date)})
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save hours for this date
        </Button>
      </Stack>
    </form>
  );
}

/** The dates already set apart from the weekly hours, each removable. */
function OverrideList({ overrides }: { overrides: Override[] }) {
  const remove = useRemoveOverride();
  const upcoming = overrides.filter((o) => o.date >= todayIso()).sort((a, b) => a.date.localeCompare(b.date));
  if (upcoming.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        No dates with their own hours. Every date follows your weekly hours.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {upcoming.map((o) => (
          <Group key={o.date} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0}>
              <Text fw={600}>{longDate(o.date)}</Text>
              <Text fz="sm" c="dimmed">
                {o.windows.length === 0
                  ? 'Not working'
                  : o.windows.map((w) => `${w.start_time}–${w.end_time}`).join(', ')}
              </Text>
            </Stack>
            <Button
              variant="default"
              size="compact-sm"
              style={{ flexShrink: 0 }}
              loading={remove.isPending && remove.variables === o.date}
              onClick={() => remove.mutate(o.date, { onSuccess: (message) => notifySuccess(message) })}
              aria-label={`Remove the hours for ${longDate(o.date)}`}
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

export function DateOverrides({ overrides }: { overrides: Override[] }) {
  return (
    <Stack gap="lg">
      <OverrideList overrides={overrides} />
      <OverrideForm overrides={overrides} />
    </Stack>
  );
}
