import { twelveHour } from '@care/contracts/common/clock-time';
import type { TimeSlot } from '@care/contracts/experts/schemas';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useRovingRadio } from '../lib/use-roving-radio';
import classes from './slot-grid.module.css';

interface SlotGridProps {
  /** The day's slots still to come: booked ones are shown but cannot be chosen (spec section 4). */
  slots: TimeSlot[];
  selected: string | null;
  onSelect: (slot: TimeSlot) => void;
}

/** A day's slots, a radio group: arrow keys, Home and End move the choice over the free ones. */
export function SlotGrid({ slots, selected, onSelect }: SlotGridProps) {
  const free = (i: number) => !slots[i]!.booked && !slots[i]!.past;
  const radio = useRovingRadio(
    slots.length,
    slots.findIndex((s) => s.start_time === selected),
    free,
    (i) => onSelect(slots[i]!),
  );
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" role="radiogroup" aria-label="Time slot">
      {slots.map((slot, i) => {
        const active = selected === slot.start_time;
        return (
          <UnstyledButton
            key={slot.start_time}
            role="radio"
            aria-checked={active}
            disabled={!free(i)}
            className={classes.slot}
            data-active={active || undefined}
            onClick={() => onSelect(slot)}
            {...radio(i)}
          >
            <Text span fw={600} fz="sm">
              {twelveHour(slot.start_time)}
            </Text>{' '}
            <Text span fz="xs">
              {slot.booked ? 'Booked' : `to ${twelveHour(slot.end_time)}`}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
