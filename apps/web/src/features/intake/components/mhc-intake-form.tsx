import {
  DRUG_USE,
  HARM_THOUGHTS_ANSWERS,
  INTAKE_GENDERS,
  INTAKE_OUR_QUESTIONS,
  MARITAL_STATUSES,
  PERINATAL_ANSWERS,
  PRONOUN_LABELS,
  PRONOUNS,
  SEXUAL_ORIENTATIONS,
  WELLBEING_LEVELS,
  YES_NO,
} from '@care/contracts/intake/constants';
import { isHarmThoughtsFlag } from '@care/contracts/intake/rules';
import { Button, NumberInput, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { lazySchema, whenLoaded } from '@care/ui/zod-form';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ddmmyyyy, type MhcValues } from '../lib/intake-values';
import { useFirstErrorFocus } from '../lib/use-first-error-focus';
import { ChoiceField } from './choice-field';
import { HarmThoughtsHelp } from './crisis-note';
import { ErrorSummary } from './error-summary';

// The form's schema: the API's, with our two questions required.
const mhcSchema = lazySchema(() =>
  import('@care/contracts/intake/schemas').then((m) => m.mhcIntakeFormSchema),
);

/** The form as sent: the date of birth in DD-MM-YYYY (spec section 3). */
const sent = (values: MhcValues) => ({ ...values, dob: ddmmyyyy(values.dob) });

/**
 * The Mental Health Counselling variant (spec sections 3 and 5). Every field is required; the
 * two "since when" questions appear after a Yes and are required only then (ours). Ours too:
 * pregnancy or a baby in the last 12 months, and thoughts of harm in the past 7 days (EPDS item
 * 10 style), whose every answer but 'Never' brings the crisis numbers under the question.
 */
export function MhcIntakeForm({
  bookingId,
  patientId,
  doctorId,
  initialValues,
  busy,
  onSubmit,
}: {
  bookingId: string;
  patientId: string;
  doctorId: string;
  initialValues: MhcValues;
  busy: boolean;
  onSubmit: (form: Record<string, unknown>) => void;
}) {
  const fixed = {
    book_appointment_id: bookingId,
    patient_id: patientId,
    doctor_id: doctorId,
    consultation_type: 'mhc' as const,
  };
  const form = useForm<MhcValues>({
    initialValues,
    validate: (values) => mhcSchema.validate({ ...fixed, ...sent(values) }),
  });
  useEffect(() => {
    void mhcSchema.load();
  }, []);
  const firstError = useFirstErrorFocus();
  const choice = (name: keyof MhcValues) => ({
    value: String(form.values[name] ?? ''),
    onChange: (v: string) => form.setFieldValue(name, v),
    error: form.errors[name],
    disabled: busy,
  });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <form
      ref={firstError.formRef}
      aria-label="Patient intake form"
      noValidate
      onSubmit={whenLoaded(
        mhcSchema,
        form.onSubmit((values) => onSubmit({ ...fixed, ...sent(values) }), firstError.onInvalid),
      )}
    >
      <Stack gap="md">
        {firstError.tried && <ErrorSummary count={Object.keys(form.errors).length} />}
        <Title order={2} fz="lg">
          About you
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" withAsterisk disabled={busy} {...form.getInputProps('name')} />
          <TextInput
            label="Phone number"
            withAsterisk
            inputMode="numeric"
            maxLength={10}
            disabled={busy}
            {...form.getInputProps('phone')}
          />
          <DatePickerInput
            label="Date of birth"
            withAsterisk
            placeholder="DD-MM-YYYY"
            valueFormat="DD-MM-YYYY"
            maxDate={today}
            defaultLevel="decade"
            disabled={busy}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('dob')}
          />
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
            label="Referred by"
            withAsterisk
            disabled={busy}
            {...form.getInputProps('referred_by')}
          />
        </SimpleGrid>
        <TextInput
          label="Emergency contact"
          description="Name, relationship and phone number"
          withAsterisk
          disabled={busy}
          {...form.getInputProps('emergency_contact')}
        />
        <ChoiceField label="Gender" options={INTAKE_GENDERS} {...choice('gender')} />
        <ChoiceField label="Pronouns" options={PRONOUNS} labels={PRONOUN_LABELS} {...choice('pronouns')} />
        <ChoiceField
          label="Sexual orientation"
          options={SEXUAL_ORIENTATIONS}
          {...choice('sexual_orientation')}
        />
        <ChoiceField label="Marital status" options={MARITAL_STATUSES} {...choice('marital_status')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ChoiceField label="Are you employed?" options={YES_NO} {...choice('employed')} />
          <ChoiceField label="Are you a home maker?" options={YES_NO} {...choice('home_maker')} />
        </SimpleGrid>

        <Title order={2} fz="lg" mt="md">
          Your health
        </Title>
        <ChoiceField
          label={INTAKE_OUR_QUESTIONS.pregnant_or_baby_in_last_12_months}
          options={PERINATAL_ANSWERS}
          {...choice('pregnant_or_baby_in_last_12_months')}
        />
        <ChoiceField
          label="Have you used mental health services before?"
          options={YES_NO}
          {...choice('previously_taken_health_services')}
        />
        <ChoiceField
          label="Do you take psychiatric medication?"
          options={YES_NO}
          {...choice('psychiatric_medication')}
        />
        <ChoiceField
          label="Is there mental illness in your family?"
          options={YES_NO}
          {...choice('mental_illness_in_family')}
        />
        <ChoiceField
          label="Your physical health now"
          options={WELLBEING_LEVELS}
          {...choice('current_physical_health')}
        />
        <ChoiceField
          label="Your sleep now"
          options={WELLBEING_LEVELS}
          {...choice('current_sleeping_habits')}
        />
        <ChoiceField
          label="Your eating now"
          options={WELLBEING_LEVELS}
          {...choice('current_eating_habits')}
        />
        <ChoiceField
          label="Are you experiencing overwhelming sadness, grief or depression?"
          options={YES_NO}
          {...choice('experiencing_overwhelming_saddness_grief_or_depression')}
        />
        {form.values.experiencing_overwhelming_saddness_grief_or_depression === 'Yes' && (
          <TextInput
            label="For how long?"
            withAsterisk
            disabled={busy}
            {...form.getInputProps('how_long_experiencing_overwhelming_saddness_grief_or_depression')}
          />
        )}
        <ChoiceField
          label="Are you experiencing anxiety or panic attacks?"
          options={YES_NO}
          {...choice('experiencing_anxiet_panic_attacks')}
        />
        {form.values.experiencing_anxiet_panic_attacks === 'Yes' && (
          <TextInput
            label="When did they start?"
            withAsterisk
            disabled={busy}
            {...form.getInputProps('experiencing_anxiet_panic_attacks_when_started')}
          />
        )}
        <ChoiceField
          label={INTAKE_OUR_QUESTIONS.thoughts_of_harming_self_or_baby}
          options={HARM_THOUGHTS_ANSWERS}
          {...choice('thoughts_of_harming_self_or_baby')}
        />
        {isHarmThoughtsFlag(form.values.thoughts_of_harming_self_or_baby) && <HarmThoughtsHelp announce />}
        <ChoiceField label="Do you drink alcohol?" options={YES_NO} {...choice('drink_alcohol')} />
        <ChoiceField label="Recreational drug use" options={DRUG_USE} {...choice('recreational_drug_use')} />
        <Textarea
          label="Significant changes in your life recently"
          withAsterisk
          autosize
          minRows={3}
          disabled={busy}
          {...form.getInputProps('significant_life_changes')}
        />
        <Textarea
          label="What do you hope for from therapy?"
          withAsterisk
          autosize
          minRows={3}
          disabled={busy}
          {...form.getInputProps('expectations_from_therapy')}
        />
        <Button type="submit" size="md" loading={busy}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
