import { WEEKDAYS } from '@care/contracts/common/clock-time';
import { availabilityMessages as am } from '@care/contracts/staff/messages';
import type { Availability } from '@care/contracts/staff/schemas';
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSaveWeeklyHours } from '../api/save-weekly-hours';
import { type KeyedWindow, keyed, unkeyed } from '../lib/window-drafts';
import { dayWindowErrors, hasWindowErrors } from '../lib/window-rules';
import { TimeZoneSelect } from './time-zone-select';
import { WindowsEditor } from './windows-editor';

/** Monday first, as the week reads in the schedule and the date pickers. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

type Week = Record<number, KeyedWindow[]>;

function weekOf(availability: Availability): Week {
  const week: Week = {};
  for (const day of WEEK_ORDER) week[day] = keyed(availability.weekly.filter((w) => w.weekday === day));
  return week;
}

/** The expert's weekly hours and time zone, saved together. */
export function WeeklyHoursForm({ availability }: { availability: Availability }) {
  const [zone, setZone] = useState(availability.time_zone);
  const [week, setWeek] = useState<Week>(() => weekOf(availability));
  const [tried, setTried] = useState(false);
  const save = useSaveWeeklyHours();
  const errors = Object.fromEntries(WEEK_ORDER.map((day) => [day, dayWindowErrors(week[day] ?? [])]));
  const invalid = WEEK_ORDER.some((day) => hasWindowErrors(errors[day] ?? []));
  // The server's word on the zone is said at the zone; anything else above the save button.
  const serverMessage = save.isError ? errorMessage(save.error) : null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (invalid) return;
    save.mutate({
      time_zone: zone,
      weekly: WEEK_ORDER.flatMap((day) => unkeyed(week[day] ?? []).map((w) => ({ ...w, weekday: day }))),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Weekly hours">
      <Stack gap="md">
        <TimeZoneSelect
          value={zone}
          onChange={(z) => {
            setZone(z);
            save.reset();
          }}
          error={serverMessage === am.zoneInvalid ? serverMessage : undefined}
        />
        {WEEK_ORDER.map((day) => (
          <fieldset key={day} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Text component="legend" fw={700} mb={6} p={0}>
              {WEEKDAYS[day]}
            </Text>
            <WindowsEditor
              day={WEEKDAYS[day]!}
              windows={week[day] ?? []}
              onChange={(windows) => {
                setWeek((w) => ({ ...w, [day]: windows }));
                save.reset();
              }}
              errors={errors[day] ?? []}
              showErrors={tried}
              emptyText="Not working."
            />
            <Divider mt="md" />
          </fieldset>
        ))}
        {tried && invalid && (
          <Alert color="red" variant="light" role="alert">
            Some hours need a change before they can be saved: see the messages under those windows.
          </Alert>
        )}
        {serverMessage && serverMessage !== am.zoneInvalid && (
          <Alert color="red" variant="light" role="alert" title="Your hours are not saved">
            {serverMessage}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="sea" variant="light" role="status">
            {save.data}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save weekly hours
          </Button>
          <Text fz="sm" c="dimmed">
            Booked appointments stay as they are.
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
