import { twelveHour } from '@care/contracts/common/clock-time';
import type { TimeSlot } from '@care/contracts/experts/schemas';
import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import classes from './slot-grid.module.css';

interface SlotGridProps {
  slots: TimeSlot[];
  selected: string | null;
  onSelect: (slot: TimeSlot) => void;
}

/** A day's slots; booked slots and today's past ones are shown but cannot be chosen (spec section 4). */
export function SlotGrid({ slots, selected, onSelect }: SlotGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" role="radiogroup" aria-label="Time slot">
      {slots.map((slot) => {
        const unavailable = slot.booked || slot.past;
        const active = selected === slot.start_time;
        return (
          <UnstyledButton
            key={slot.start_time}
            role="radio"
            aria-checked={active}
            disabled={unavailable}
            className={classes.slot}
            data-active={active || undefined}
            onClick={() => onSelect(slot)}
          >
            <Text span fw={600} fz="sm">
              {twelveHour(slot.start_time)}
            </Text>{' '}
            <Text span fz="xs">
              {slot.booked ? 'Booked' : slot.past ? 'Passed' : `to ${twelveHour(slot.end_time)}`}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
