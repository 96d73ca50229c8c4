import {
  FIRST_FOLLOWUP,
  GC_APPROPRIATE_OPTIONS,
  INTAKE_GENDERS,
  YES_NO,
} from '@care/contracts/intake/constants';
import { lazySchema, whenLoaded } from '@care/ui/zod-form';
import { Button, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { GcValues } from '../lib/intake-values';
import { useFirstErrorFocus } from '../lib/use-first-error-focus';
import { ChoiceField } from './choice-field';
import { ErrorSummary } from './error-summary';

const gcSchema = lazySchema(() => import('@care/contracts/intake/schemas').then((m) => m.gcIntakeSchema));

/** The Genetic Counselling variant (spec sections 3 and 5): every field required. */
export function GcIntakeForm({
  bookingId,
  initialValues,
  busy,
  onSubmit,
}: {
  bookingId: string;
  initialValues: GcValues;
  busy: boolean;
  onSubmit: (form: Record<string, unknown>) => void;
}) {
  const fixed = { book_appointment_id: bookingId, consultation_type: 'gc' as const };
  const form = useForm<GcValues>({
    initialValues,
    validate: (values) => gcSchema.validate({ ...fixed, ...values }),
  });
  useEffect(() => {
    void gcSchema.load();
  }, []);
  const firstError = useFirstErrorFocus();
  const choice = (name: keyof GcValues) => ({
    value: String(form.values[name]),
    onChange: (v: string) => form.setFieldValue(name, v),
    error: form.errors[name],
    disabled: busy,
  });
  return (
    <form
      ref={firstError.formRef}
      aria-label="Patient intake form"
      noValidate
      onSubmit={whenLoaded(
        gcSchema,
        form.onSubmit((values) => onSubmit({ ...fixed, ...values }), firstError.onInvalid),
      )}
    >
      <Stack gap="md">
        {firstError.tried && <ErrorSummary count={Object.keys(form.errors).length} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" withAsterisk disabled={busy} {...form.getInputProps('firstName')} />
          <TextInput label="Last name" withAsterisk disabled={busy} {...form.getInputProps('lastName')} />
          <NumberInput
            label="Age"
            withAsterisk
            min={1}
            max={100}
            allowDecimal={false}
            disabled={busy}
            {...form.getInputProps('age')}
          />
          <TextInput label="City" withAsterisk disabled={busy} {...form.getInputProps('city')} />
          <TextInput
            label="Phone number"
            withAsterisk
            inputMode="numeric"
            maxLength={10}
            disabled={busy}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="E-mail ID"
            withAsterisk
            type="email"
            disabled={busy}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <ChoiceField label="Gender" options={INTAKE_GENDERS} {...choice('gender')} />
        <TextInput
          label="Referred by"
          description="The clinician or hospital who referred you"
          withAsterisk
          disabled={busy}
          {...form.getInputProps('referred_by')}
        />
        <Textarea
          label="Reason for referral"
          withAsterisk
          autosize
          minRows={3}
          disabled={busy}
          {...form.getInputProps('referral_reason')}
        />
        <ChoiceField
          label="Have you had a consultation at Lilac before?"
          options={YES_NO}
          {...choice('previous_consultation_ddone_at_lilac')}
        />
        <ChoiceField
          label="Have you had genetic tests before?"
          options={YES_NO}
          {...choice('previous_tests_done')}
        />
        <ChoiceField
          label="First consultation or follow-up?"
          options={FIRST_FOLLOWUP}
          {...choice('first_followup')}
        />
        <ChoiceField
          label="Which best describes this consultation?"
          options={GC_APPROPRIATE_OPTIONS}
          {...choice('appropriate_option')}
        />
        <Button type="submit" size="md" loading={busy}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
