import { STAFF_PASSWORD_MIN } from '@care/contracts/staff/constants';
import { staffPasswordBody } from '@care/contracts/staff/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CodeInput } from '@/components/code-input';
import { errorMessage } from '@/lib/error-message';
import { type ChangePasswordBody, useChangePassword } from '../api/change-password';

/** The current password, a new one, and a code; the other sessions end when it changes. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    initialValues: { current_password: '', new_password: '', code: '' },
    validate: zodValidate(staffPasswordBody),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) => {
    change.mutate(staffPasswordBody.parse(values), {
      onSuccess: () => form.reset(),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="md" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the current password' }}
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label="New password"
          description={`At least ${STAFF_PASSWORD_MIN} characters.`}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the new password' }}
          {...form.getInputProps('new_password')}
        />
        <CodeInput required {...form.getInputProps('code')} />
        {change.isSuccess && (
          <Alert color="sea" variant="light" role="status">
            {change.data} Use the new password next time you sign in.
          </Alert>
        )}
        {change.isError && (
          <Alert color="red" variant="light" role="alert" title="Password not changed">
            {errorMessage(change.error)}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} w="fit-content">
          Change password
        </Button>
      </Stack>
    </form>
  );
}
