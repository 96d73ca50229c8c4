import { ActionIcon, Group, ScrollArea, UnstyledButton } from '@mantine/core';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/icons/care-icons';
import { LAST_STRIP_WEEK, type StripDay } from '../lib/date-strip';
import classes from './date-strip.module.css';

interface DateStripProps {
  days: StripDay[];
  selected: string;
  onSelect: (date: string) => void;
  week: number;
  onWeek: (week: number) => void;
}

/** Seven day tiles with arrows to the previous and next week (spec section 9: date strip 7 days). */
export function DateStrip({ days, selected, onSelect, week, onWeek }: DateStripProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label="Previous week"
        disabled={week === 0}
        onClick={() => onWeek(week - 1)}
      >
        <ArrowLeftIcon size={18} />
      </ActionIcon>
      <ScrollArea type="never" style={{ flex: 1 }}>
        <Group gap={8} wrap="nowrap" role="radiogroup" aria-label="Consultation date">
          {days.map((d) => {
            const active = d.date === selected;
            return (
              <UnstyledButton
                key={d.date}
                role="radio"
                aria-checked={active}
                className={classes.day}
                data-active={active || undefined}
                onClick={() => onSelect(d.date)}
              >
                <span className={classes.weekday}>{d.short}</span>{' '}
                <span className={classes.date}>{d.dayOfMonth}</span>{' '}
                <span className={classes.month}>{d.month}</span>
              </UnstyledButton>
            );
          })}
        </Group>
      </ScrollArea>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label="Next week"
        disabled={week >= LAST_STRIP_WEEK}
        onClick={() => onWeek(week + 1)}
      >
        <ArrowRightIcon size={18} />
      </ActionIcon>
    </Group>
  );
}
