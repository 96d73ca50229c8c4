import { signUpFields } from '@care/contracts/auth/schemas';
import { ADULT_DAYS, DATE_FORMAT_SHOWN } from '@care/contracts/common/constants';
import { addDays, todayIso } from '@care/contracts/common/dates';
import type { Gender } from '@care/contracts/patient/constants';
import { Button, Stack, Title } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { RegistrationDraft } from '../lib/registration-draft';
import { validateFields } from '../lib/validate-fields';
import { GenderTiles } from './gender-tiles';
import { VerifiedTick } from './verified-tick';

interface GenderDobStepProps {
  draft: RegistrationDraft;
  update: (patch: Partial<RegistrationDraft>) => void;
  onDone: () => void;
}

/** Step 2: gender and date of birth (18 or older; the picker opens 18 years back). */
export function GenderDobStep({ draft, update, onDone }: GenderDobStepProps) {
  const latestAdultDob = addDays(todayIso(), -ADULT_DAYS);
  const form = useForm<{ gender: Gender | null; dob: string | null }>({
    initialValues: { gender: draft.gender, dob: draft.dob },
    validate: validateFields({ gender: signUpFields.gender, dob: signUpFields.dob }),
    onValuesChange: (v) => update({ gender: v.gender, dob: v.dob }),
  });
  const genderLocked = draft.locked.includes('gender');
  const dobLocked = draft.locked.includes('dob');

  return (
    <form onSubmit={form.onSubmit(onDone)} noValidate>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Hi {draft.fname}, Please help us with some more details
        </Title>
        <GenderTiles
          value={form.values.gender}
          onChange={(g) => form.setFieldValue('gender', g)}
          disabled={genderLocked}
          note={genderLocked ? 'Gender is taken from your linked Patient ID.' : undefined}
          error={form.errors.gender}
        />
        <DatePickerInput
          label="Date of Birth"
          placeholder="DD-MM-YYYY"
          valueFormat={DATE_FORMAT_SHOWN}
          defaultDate={latestAdultDob}
          maxDate={latestAdultDob}
          defaultLevel="decade"
          radius="md"
          size="md"
          readOnly={dobLocked}
          variant={dobLocked ? 'filled' : 'default'}
          rightSection={dobLocked ? <VerifiedTick label="Verified from your Patient ID" /> : undefined}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('dob')}
        />
        <Button type="submit" size="md" radius="xl" fullWidth>
          Next
        </Button>
      </Stack>
    </form>
  );
}
