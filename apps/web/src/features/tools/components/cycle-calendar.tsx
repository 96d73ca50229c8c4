import type { CycleResult, DateRange } from '@care/contracts/tools/ovulation';
import { Center, Group, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { Calendar } from '@mantine/dates';
import classes from './cycle-calendar.module.css';

const inRange = (date: string, range: DateRange) => date >= range.start && date <= range.end;

/** A month view to browse: period days in rose, the fertile window in teal. */
export function CycleCalendar({ result }: { result: CycleResult }) {
  return (
    <Stack gap="xs" align="center">
      <Center>
        <Calendar
          static
          highlightToday
          defaultDate={result.fertileWindow.start}
          classNames={{ day: classes.day }}
          previousLabel="Previous month"
          nextLabel="Next month"
          getDayProps={(date) => {
            if (result.periods.some((p) => inRange(date, p))) return { 'data-period': true };
            if (inRange(date, result.fertileWindow)) return { 'data-fertile': true };
            return {};
          }}
        />
      </Center>
      <Group gap="lg" justify="center">
        <Group gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes.period}`} aria-hidden="true" />
          <Text fz="sm">Period days</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes.fertile}`} aria-hidden="true" />
          <Text fz="sm">Fertile window</Text>
        </Group>
      </Group>
    </Stack>
  );
}
