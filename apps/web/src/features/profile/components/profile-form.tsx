import { ADULT_DAYS, DATE_FORMAT_SHOWN, PHONE_PREFIX } from '@care/contracts/common/constants';
import { addDays, todayIso } from '@care/contracts/common/dates';
import {
  GENDER_LABELS,
  GENDERS,
  type Gender,
  INTERESTS,
  LMP_MAX_DAYS,
  PREGNANCY_INTEREST,
  PREGNANT_STAGE,
  STAGE_LABELS,
  STAGES,
  type Stage,
  TRIBE_SHORT_NAMES,
  TRIBES,
} from '@care/contracts/patient/constants';
import type { Patient } from '@care/contracts/patient/schemas';
import {
  Button,
  Checkbox,
  Chip,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/dates/styles.css';
import { ApiError } from '@care/api-client/api-client';
import { zodValidate } from '@care/ui/zod-form';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { useSaveProfile } from '../api/save-profile';
import {
  type ProfileFormValues,
  profileFormSchema,
  profileFormValues,
  profileSavePayload,
} from '../lib/profile-form-values';

const DEFAULT_STAGE: Stage = 'Looking to Conceived';

// E-mail and phone cannot be edited here, but the patient still needs to read them clearly.
const readableWhenDisabled = { input: { color: 'var(--mantine-color-text)', opacity: 1 } };

/** The interests offered on this screen: all four, the pregnancy one to women only. */
export function offeredProfileInterests(gender: Gender | null): string[] {
  return INTERESTS.filter((i) => i !== PREGNANCY_INTEREST || gender === 'female');
}

export function ProfileForm({ patient }: { patient: Patient }) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const today = todayIso();
  const latestAdultDob = addDays(today, -ADULT_DAYS);
  const earliestLmp = addDays(today, -LMP_MAX_DAYS);

  const form = useForm<ProfileFormValues>({
    initialValues: profileFormValues(patient),
    validate: zodValidate(profileFormSchema),
  });
  const { values } = form;
  const offered = offeredProfileInterests(values.gender);
  const pregnancy = values.interest.includes(PREGNANCY_INTEREST);

  const setGender = (gender: Gender | null) => {
    form.setFieldValue('gender', gender);
    // The pregnancy interest is for women only; drop it (and its stage) for any other gender.
    if (gender !== 'female' && values.interest.includes(PREGNANCY_INTEREST))
      setInterests(values.interest.filter((i) => i !== PREGNANCY_INTEREST));
  };

  const setInterests = (next: string[]) => {
    const hadPregnancy = values.interest.includes(PREGNANCY_INTEREST);
    const hasPregnancy = next.includes(PREGNANCY_INTEREST);
    form.setFieldValue('interest', next);
    if (hadPregnancy && !hasPregnancy) {
      // Spec: unchecking the pregnancy interest puts the stage back to "trying to get pregnant".
      form.setFieldValue('conceive_status', DEFAULT_STAGE);
      form.setFieldValue('lmp', null);
    }
    if (!hadPregnancy && hasPregnancy && !values.conceive_status)
      form.setFieldValue('conceive_status', DEFAULT_STAGE);
  };

  const submit = form.onSubmit((v) => {
    save.mutate(profileSavePayload(v, patient, today), {
      onSuccess: (res) => {
        toastSuccess(res.message);
        navigate(paths.home);
      },
      onError: (e) => toastError(e instanceof ApiError ? e.message : String(e)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            autoComplete="name"
            radius="md"
            withAsterisk
            {...form.getInputProps('name')}
          />
          <TextInput
            label="E-mail"
            value={patient.email ?? ''}
            radius="md"
            disabled
            readOnly
            styles={readableWhenDisabled}
          />
          <TextInput
            label="Phone number"
            value={patient.phone}
            leftSection={
              <Text size="sm" fw={600}>
                {PHONE_PREFIX}
              </Text>
            }
            leftSectionWidth={48}
            radius="md"
            disabled
            readOnly
            styles={readableWhenDisabled}
          />
          <DatePickerInput
            label="Date of Birth"
            placeholder="DD-MM-YYYY"
            valueFormat={DATE_FORMAT_SHOWN}
            defaultDate={values.dob ?? latestAdultDob}
            maxDate={latestAdultDob}
            radius="md"
            withAsterisk
            {...form.getInputProps('dob')}
          />
          <Select
            label="Gender"
            radius="md"
            withAsterisk
            allowDeselect={false}
            data={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
            {...form.getInputProps('gender')}
            onChange={(v) => setGender(v as Gender | null)}
          />
        </SimpleGrid>

        <Checkbox.Group
          label="Interests"
          withAsterisk
          value={values.interest}
          onChange={setInterests}
          error={form.errors.interest}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {offered.map((interest) => (
              <Checkbox.Card key={interest} value={interest} radius="md" p="sm">
                <Group wrap="nowrap" gap="sm">
                  <Checkbox.Indicator />
                  <Text size="sm" fw={500}>
                    {interest}
                  </Text>
                </Group>
              </Checkbox.Card>
            ))}
          </SimpleGrid>
        </Checkbox.Group>

        {pregnancy && (
          <Radio.Group
            label="Your Stage"
            withAsterisk
            value={values.conceive_status}
            onChange={(v) => form.setFieldValue('conceive_status', v as Stage)}
            error={form.errors.conceive_status}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
              {STAGES.map((stage) => (
                <Radio.Card key={stage} value={stage} radius="md" p="sm">
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <Text size="sm" fw={500}>
                      {STAGE_LABELS[stage]}
                    </Text>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}

        {pregnancy && values.conceive_status === PREGNANT_STAGE && (
          <DatePickerInput
            label="Last menstrual date"
            placeholder="DD-MM-YYYY"
            valueFormat={DATE_FORMAT_SHOWN}
            defaultDate={values.lmp ?? earliestLmp}
            minDate={earliestLmp}
            maxDate={today}
            radius="md"
            withAsterisk
            maw={{ sm: 320 }}
            {...form.getInputProps('lmp')}
          />
        )}

        <div>
          <Text fw={500} size="sm" mb="xs">
            Tribes
          </Text>
          <Chip.Group multiple value={values.tribe} onChange={(v) => form.setFieldValue('tribe', v)}>
            <Group gap="xs">
              {TRIBES.map((tribe) => (
                <Chip key={tribe} value={tribe} radius="xl" color="rose" variant="light">
                  {TRIBE_SHORT_NAMES[tribe]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>

        <Group justify="flex-end">
          <Button type="submit" radius="xl" size="md" loading={save.isPending} miw={160}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
