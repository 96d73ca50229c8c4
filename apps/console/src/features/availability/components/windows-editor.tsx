import { twelveHour } from '@care/contracts/common/clock-time';
import { SLOT_MINUTES_CHOICES } from '@care/contracts/staff/constants';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { type KeyedWindow, nextWindow } from '../lib/window-drafts';
import { slotStarts, WINDOWS_A_DAY, type WindowErrors } from '../lib/window-rules';

interface WindowsEditorProps {
  /** The day or date these windows are for ('Monday', '24 Dec'), in every control's name. */
  day: string;
  windows: KeyedWindow[];
  onChange: (windows: KeyedWindow[]) => void;
  /** One per window (window-rules.ts), shown once `showErrors`. */
  errors: WindowErrors[];
  showErrors: boolean;
  /** What an empty list means ('Not working'). */
  emptyText: string;
}

/**
 * A window may run to midnight, which the API (and window-rules.ts) write 24:00; a browser's time
 * input cannot hold 24:00, so the End field shows it as 00:00 and takes 00:00 back as midnight
 * (an end can only come after its start, so 00:00 means nothing else there).
 */
const MIDNIGHT = '24:00';
const endShown = (end: string) => (end === MIDNIGHT ? '00:00' : end);
const endKept = (typed: string) => (typed === '00:00' ? MIDNIGHT : typed);

const SLOT_OPTIONS = SLOT_MINUTES_CHOICES.map((m) => ({ value: String(m), label: `${m} minutes` }));

/** A day's working windows: start, end, slot length and buffer, added and removed. */
export function WindowsEditor({ day, windows, onChange, errors, showErrors, emptyText }: WindowsEditorProps) {
  const update = (key: string, change: Partial<KeyedWindow>) =>
    onChange(windows.map((w) => (w.key === key ? { ...w, ...change } : w)));
  return (
    <Stack gap="xs">
      {windows.length === 0 && (
        <Text c="dimmed" fz="sm">
          {emptyText}
        </Text>
      )}
      {windows.map((w, index) => {
        const e = showErrors ? (errors[index] ?? {}) : {};
        const name = `${day}, window ${index + 1}`;
        const slots = slotStarts(w);
        return (
          <Paper key={w.key} withBorder p="sm" radius="md" role="group" aria-label={name}>
            <Stack gap={6}>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
                <TimeInput
                  label="Start"
                  value={w.start_time}
                  onChange={(ev) => update(w.key, { start_time: ev.currentTarget.value })}
                  error={e.start_time}
                  size="sm"
                />
                <TimeInput
                  label="End"
                  value={endShown(w.end_time)}
                  onChange={(ev) => update(w.key, { end_time: endKept(ev.currentTarget.value) })}
                  description={w.end_time === MIDNIGHT ? 'Midnight, the end of the day' : undefined}
                  error={e.end_time}
                  size="sm"
                />
                <NativeSelect
                  label="Slot length"
                  data={SLOT_OPTIONS}
                  value={String(w.slot_minutes)}
                  onChange={(ev) => update(w.key, { slot_minutes: Number(ev.currentTarget.value) })}
                  error={e.slot_minutes}
                  size="sm"
                />
                <NumberInput
                  label="Buffer after each (min)"
                  min={0}
                  max={60}
                  step={5}
                  allowDecimal={false}
                  value={w.buffer_minutes}
                  onChange={(v) =>
                    update(w.key, { buffer_minutes: typeof v === 'number' ? v : Number(v) || 0 })
                  }
                  error={e.buffer_minutes}
                  size="sm"
                />
              </SimpleGrid>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fz="xs" c={e.window ? 'red.9' : 'dimmed'} role={e.window ? 'alert' : undefined}>
                  {e.window ??
                    (slots.length > 0
                      ? `${slots.length} ${slots.length === 1 ? 'slot' : 'slots'}: ${slots.map(twelveHour).join(', ')}`
                      : '')}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  onClick={() => onChange(windows.filter((x) => x.key !== w.key))}
                  aria-label={`Remove ${name}`}
                >
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      {windows.length < WINDOWS_A_DAY && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => onChange([...windows, nextWindow(windows)])}
          aria-label={`Add hours on ${day}`}
        >
          Add hours
        </Button>
      )}
    </Stack>
  );
}
