import { ArrowLeftIcon, ArrowRightIcon } from '@care/ui/icons/care-icons';
import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { LAST_STRIP_WEEK, type StripDay } from '../lib/date-strip';
import { useRovingRadio } from '../lib/use-roving-radio';
import classes from './date-strip.module.css';

interface DateStripProps {
  days: StripDay[];
  selected: string;
  onSelect: (date: string) => void;
  week: number;
  onWeek: (week: number) => void;
  /** Days known to have no free slot: shown struck through and named so, still reachable. */
  full?: ReadonlySet<string>;
}

/**
 * Seven day tiles, all on screen at phone width, with the week's arrows above them (spec section
 * 9: date strip 7 days). A radio group: arrow keys, Home and End move the choice (use-roving-radio).
 */
export function DateStrip({ days, selected, onSelect, week, onWeek, full }: DateStripProps) {
  const radio = useRovingRadio(
    days.length,
    days.findIndex((d) => d.date === selected),
    () => true,
    (i) => onSelect(days[i]!.date),
  );
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <div>
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label="Previous week"
          disabled={week === 0}
          onClick={() => onWeek(week - 1)}
        >
          <ArrowLeftIcon size={18} />
        </ActionIcon>
        {first && last && (
          <Text fz="sm" fw={600} aria-live="polite">
            {first.dayOfMonth} {first.month} to {last.dayOfMonth} {last.month}
          </Text>
        )}
        <ActionIcon
          variant="subtle"
          size={44}
          aria-label="Next week"
          disabled={week >= LAST_STRIP_WEEK}
          onClick={() => onWeek(week + 1)}
        >
          <ArrowRightIcon size={18} />
        </ActionIcon>
      </Group>
      <div role="radiogroup" aria-label="Consultation date" className={classes.strip}>
        {days.map((d, i) => {
          const active = d.date === selected;
          const none = full?.has(d.date) ?? false;
          return (
            <UnstyledButton
              key={d.date}
              role="radio"
              aria-checked={active}
              className={classes.day}
              data-active={active || undefined}
              data-full={none || undefined}
              // Named in full (the tiles' blocks would put a space before the comma).
              aria-label={none ? `${d.short} ${d.dayOfMonth} ${d.month}, no free slots` : undefined}
              onClick={() => onSelect(d.date)}
              {...radio(i)}
            >
              {/* The spaces make the accessible name 'Thu 26 Nov', the words on screen. */}
              <span className={classes.weekday}>{d.short}</span>{' '}
              <span className={classes.date}>{d.dayOfMonth}</span>{' '}
              <span className={classes.month}>{d.month}</span>
            </UnstyledButton>
          );
        })}
      </div>
      {days.some((d) => full?.has(d.date)) && (
        <Text fz="xs" c="dimmed" mt={6}>
          Days struck through have no free slots.
        </Text>
      )}
    </div>
  );
}
