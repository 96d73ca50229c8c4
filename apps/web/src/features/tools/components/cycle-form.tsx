import { CYCLE_DEFAULT } from '@care/contracts/tools/constants';
import { CYCLE_LENGTHS } from '@care/contracts/tools/ovulation';
import { Button, Select, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { DAY_FORMAT } from '../lib/format-day';

export interface CycleValues {
  start: string | null;
  cycleLength: string;
}

export const initialCycleValues: CycleValues = { start: null, cycleLength: String(CYCLE_DEFAULT) };

const cycleOptions = CYCLE_LENGTHS.map((n) => ({ value: String(n), label: `${n} days` }));

interface CycleFormProps {
  values: CycleValues;
  errors: Partial<Record<keyof CycleValues, string>>;
  today: string;
  onChange: (values: CycleValues) => void;
  onCalculate: () => void;
}

/** The calculator's input: first day of the last period (not in the future) and the cycle length. */
export function CycleForm({ values, errors, today, onChange, onCalculate }: CycleFormProps) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (values.start) onCalculate();
      }}
    >
      <Stack gap="md">
        <DatePickerInput
          label="First day of your last period"
          placeholder="Pick a date"
          valueFormat={DAY_FORMAT}
          maxDate={today}
          size="md"
          value={values.start}
          onChange={(start) => onChange({ ...values, start })}
          error={errors.start}
          popoverProps={{ withinPortal: true }}
        />
        <Select
          label="Cycle length"
          description="Days from the first day of one period to the first day of the next"
          data={cycleOptions}
          size="md"
          allowDeselect={false}
          value={values.cycleLength}
          onChange={(cycleLength) =>
            onChange({ ...values, cycleLength: cycleLength ?? String(CYCLE_DEFAULT) })
          }
          error={errors.cycleLength}
          comboboxProps={{ withinPortal: true }}
        />
        {!values.start && (
          <Text fz="sm" c="dimmed">
            Choose the first day of your last period to calculate.
          </Text>
        )}
        <Button type="submit" size="md" disabled={!values.start}>
          Calculate
        </Button>
      </Stack>
    </form>
  );
}
