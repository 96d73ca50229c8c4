import {
  EXPERT_FEE_KINDS,
  EXPERT_FEE_LABELS,
  EXPERT_SALUTATIONS,
} from '@care/contracts/expert-admin/constants';
import {
  type StaffExpert,
  staffExpertCreateBody,
  staffExpertUpdateBody,
} from '@care/contracts/expert-admin/schemas';
import {
  EXPERT_GENDER_LABELS,
  EXPERT_GENDERS,
  EXPERT_TYPE_LABELS,
  EXPERT_TYPES,
  type ExpertType,
} from '@care/contracts/experts/constants';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useListOptions } from '../api/get-list-options';
import { useCreateExpert, useUpdateExpert } from '../api/save-expert';
import {
  bodyOfValues,
  type ExpertFormValues,
  emptyExpertValues,
  valuesOfExpert,
} from '../lib/expert-form-values';

/** The contract's messages on the form's fields (a fee's `*_fee_paise` is the form's `fees.*`). */
function validatorFor(editing: boolean) {
  const schema = editing ? staffExpertUpdateBody : staffExpertCreateBody;
  return (values: ExpertFormValues) => {
    const parsed = schema.safeParse(bodyOfValues(values));
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = key.endsWith('_fee_paise') ? `fees.${key.replace(/_paise$/, '')}` : key;
      errors[field] ??= issue.message;
    }
    return errors;
  };
}

/**
 * Adds an expert (no `expert`) or edits one: name, profile, lists, every fee in rupees (sent in
 * paise), clinic and contact. A new expert with an e-mail gets a console invite. The outcome is
 * said under the form.
 */
export function ExpertForm({
  expert,
  onSaved,
}: {
  expert?: StaffExpert;
  onSaved?: (message: string) => void;
}) {
  const editing = expert !== undefined;
  const create = useCreateExpert();
  const update = useUpdateExpert();
  const options = useListOptions();
  const [outcome, setOutcome] = useState<string | null>(null);
  const form = useForm<ExpertFormValues>({
    initialValues: expert ? valuesOfExpert(expert) : emptyExpertValues(),
    validate: validatorFor(editing),
  });
  const isMhc = form.values.type === 'mhc';
  const saving = create.isPending || update.isPending;
  const failed = create.error ?? update.error;

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    const done = (message: string) => {
      setOutcome(message);
      onSaved?.(message);
    };
    if (expert) {
      const body = staffExpertUpdateBody.parse(bodyOfValues(values));
      update.mutate({ id: expert.id, body }, { onSuccess: (r) => done(r.message) });
    } else {
      const body = staffExpertCreateBody.parse(bodyOfValues(values));
      create.mutate(body, {
        onSuccess: (r) => {
          form.reset();
          done(r.message);
        },
      });
    }
  });

  const lists = options.data;
  const fee = (kind: (typeof EXPERT_FEE_KINDS)[number]) => (
    <NumberInput
      key={kind}
      label={`${EXPERT_FEE_LABELS[kind]} (₹)`}
      prefix="₹"
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      allowDecimal={false}
      allowNegative={false}
      min={0}
      required={kind !== 'medicine_fee'}
      {...form.getInputProps(`fees.${kind}`)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? `Edit ${expert.name}` : 'Add an expert'}>
      <Stack gap="md">
        <Fieldset legend="Who they are">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {!editing && (
              <Select
                label="Consultation type"
                required
                allowDeselect={false}
                data={EXPERT_TYPES.map((t) => ({ value: t, label: EXPERT_TYPE_LABELS[t] }))}
                {...form.getInputProps('type')}
                onChange={(v) => {
                  form.setFieldValue('type', (v ?? 'gc') as ExpertType);
                  if (v !== 'mhc') form.setFieldValue('concerns', []);
                }}
              />
            )}
            <Select
              label="Salutation"
              required
              allowDeselect={false}
              data={[...EXPERT_SALUTATIONS]}
              {...form.getInputProps('salutation')}
            />
            <TextInput label="First name" required autoComplete="off" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" required autoComplete="off" {...form.getInputProps('last_name')} />
            <Select
              label="Gender"
              required
              allowDeselect={false}
              data={EXPERT_GENDERS.map((g) => ({ value: g, label: EXPERT_GENDER_LABELS[g] }))}
              {...form.getInputProps('gender')}
            />
            <TextInput label="Pronouns" placeholder="She / Her" {...form.getInputProps('pronoun')} />
            <TextInput label="Qualification" required {...form.getInputProps('qualification')} />
            <TextInput
              label="Registration number"
              description="Medical council or RCI number; leave empty if none."
              {...form.getInputProps('registration_no')}
            />
            <TextInput
              label="Practising since"
              type="date"
              required
              {...form.getInputProps('practising_since')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Profile patients read">
          <Stack gap="sm">
            <TextInput
              label="One-line introduction"
              required
              maxLength={200}
              {...form.getInputProps('short_description')}
            />
            <Textarea
              label="Bio"
              required
              autosize
              minRows={3}
              maxLength={4000}
              {...form.getInputProps('description')}
            />
            <TagsInput
              label="Specialities"
              description="Type one and press Enter."
              required
              {...form.getInputProps('specialities')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <MultiSelect
                label="Languages"
                required
                searchable
                data={lists?.language ?? []}
                {...form.getInputProps('languages')}
              />
              <MultiSelect
                label="Approaches"
                searchable
                data={lists?.['expert-approaches'] ?? []}
                {...form.getInputProps('approaches')}
              />
              {isMhc && (
                <MultiSelect
                  label="Concerns"
                  searchable
                  data={lists?.concerns ?? []}
                  {...form.getInputProps('concerns')}
                />
              )}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend="Fees in rupees">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {EXPERT_FEE_KINDS.map(fee)}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Clinic and contact">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Address line 1" {...form.getInputProps('clinic_address_line1')} />
            <TextInput label="Address line 2" {...form.getInputProps('clinic_address_line2')} />
            <TextInput label="City" {...form.getInputProps('clinic_city')} />
            <TextInput label="State" {...form.getInputProps('clinic_state')} />
            <TextInput label="Country" {...form.getInputProps('clinic_country')} />
            <TextInput label="PIN code" inputMode="numeric" {...form.getInputProps('clinic_postal_code')} />
            <TextInput
              label="Mobile number"
              description="Their room link is texted here."
              inputMode="tel"
              {...form.getInputProps('mobile_number')}
            />
            {!editing && (
              <TextInput
                label="E-mail for a console invite"
                description="They get a single-use link to set up their console account."
                type="email"
                autoComplete="off"
                {...form.getInputProps('email')}
              />
            )}
          </SimpleGrid>
        </Fieldset>
        {outcome && (
          <Alert color="sea" variant="light" role="status">
            {outcome}
          </Alert>
        )}
        {failed && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={editing ? 'Not saved' : 'The expert was not added'}
          >
            {errorMessage(failed)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {editing ? 'Save expert' : 'Add expert'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
