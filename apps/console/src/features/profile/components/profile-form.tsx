import { type StaffProfile, type StaffProfileBody, staffProfileBody } from '@care/contracts/staff/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Alert, Button, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@/lib/error-message';
import type { ProfileOption, ProfileOptions } from '../api/get-profile-options';
import { useSaveProfile } from '../api/save-profile';

type Values = Omit<StaffProfileBody, 'profile_picture'>;

/** The saved values first (a value the list no longer has stays visible and removable). */
function withSaved(options: ProfileOption[] | undefined, saved: string[]): ProfileOption[] {
  const list = options ?? [];
  const missing = saved.filter((v) => !list.some((o) => o.value === v)).map((v) => ({ value: v, label: v }));
  return [...missing, ...list];
}

export function ProfileForm({
  profile,
  options,
}: {
  profile: StaffProfile;
  options: ProfileOptions | undefined;
}) {
  const save = useSaveProfile();
  const form = useForm<Values>({
    initialValues: {
      short_description: profile.short_description,
      description: profile.description,
      languages: profile.languages,
      approaches: profile.approaches,
      concerns: profile.concerns,
    },
    validate: zodValidate(staffProfileBody),
    validateInputOnBlur: true,
  });
  // Concerns are a counsellor's filter (mental-health counselling only).
  const counsellor = profile.type === 'mhc';
  const submit = form.onSubmit((values) =>
    save.mutate(staffProfileBody.parse({ ...values, concerns: counsellor ? values.concerns : [] })),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Your profile">
      <Stack gap="md">
        <TextInput
          label="One-line introduction"
          description="Shown under your name in the list of experts."
          maxLength={200}
          required
          {...form.getInputProps('short_description')}
        />
        <Textarea
          label="Bio"
          description="Your training, experience and how you work, in your own words."
          autosize
          minRows={5}
          maxRows={16}
          maxLength={4000}
          required
          {...form.getInputProps('description')}
        />
        <MultiSelect
          label="Languages"
          description="The languages you hold consultations in."
          data={withSaved(options?.language, profile.languages)}
          searchable
          size="md"
          required
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('languages')}
        />
        <MultiSelect
          label="Approaches"
          data={withSaved(options?.['expert-approaches'], profile.approaches)}
          searchable
          size="md"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('approaches')}
        />
        {counsellor && (
          <MultiSelect
            label="Concerns you work with"
            data={withSaved(options?.concerns, profile.concerns)}
            searchable
            size="md"
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('concerns')}
          />
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert" title="Your profile is not saved">
            {errorMessage(save.error)}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="sea" variant="light" role="status">
            {save.data}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save profile
        </Button>
      </Stack>
    </form>
  );
}
