import { todayIso } from '@care/contracts/common/dates';
import { type CycleResult, calculateCycle, cycleInput } from '@care/contracts/tools/ovulation';
import { CalendarIcon } from '@care/ui/icons/care-icons';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { CycleForm, type CycleValues, initialCycleValues } from './cycle-form';
import { CycleResultView } from './cycle-result';

type Step = 'intro' | 'input' | 'result';

/**
 * Spec section 2: Start, then the first day of the period and the cycle length, Calculate
 * (disabled until a date is chosen), and the result with Recalculate back to the input.
 * The parent unmounts it on close, which resets it.
 */
export function OvulationCalculator() {
  const [step, setStep] = useState<Step>('intro');
  const [values, setValues] = useState<CycleValues>(initialCycleValues);
  const [errors, setErrors] = useState<Partial<Record<keyof CycleValues, string>>>({});
  const [result, setResult] = useState<CycleResult | null>(null);
  const today = todayIso();

  const calculate = () => {
    const parsed = cycleInput(today).safeParse({
      start: values.start ?? '',
      cycleLength: Number(values.cycleLength),
    });
    if (!parsed.success) {
      const found: Partial<Record<keyof CycleValues, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof CycleValues;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setResult(calculateCycle(parsed.data.start, parsed.data.cycleLength));
    setStep('result');
  };

  return (
    <Stack gap="md">
      <Stack gap={4} align="center" ta="center">
        {step === 'intro' && (
          <ThemeIcon size={52} radius="xl" variant="light" color="rose">
            <CalendarIcon size={26} />
          </ThemeIcon>
        )}
        <Title order={3} fz="lg">
          Ovulation Calculator
        </Title>
        {step === 'intro' && (
          <Text c="dimmed" fz="sm" maw={380}>
            Find your most fertile days and when your next period is likely to start, from the first day of
            your last period and the length of your cycle.
          </Text>
        )}
      </Stack>
      {step === 'intro' && (
        <Button size="md" onClick={() => setStep('input')}>
          Start
        </Button>
      )}
      {step === 'input' && (
        <CycleForm
          values={values}
          errors={errors}
          today={today}
          onChange={(next) => {
            setValues(next);
            setErrors({});
          }}
          onCalculate={calculate}
        />
      )}
      {step === 'result' && result && (
        <CycleResultView result={result} onRecalculate={() => setStep('input')} />
      )}
    </Stack>
  );
}
