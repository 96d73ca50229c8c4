import { STAFF_PASSWORD_MIN } from '@care/contracts/staff/constants';
import { staffAuthMessages } from '@care/contracts/staff/messages';
import { inviteAcceptBody } from '@care/contracts/staff/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CodeInput } from '@/components/code-input';
import { errorMessage } from '@/lib/error-message';
import { useAcceptInvite } from '../api/accept-invite';

interface Values {
  token: string;
  password: string;
  repeat: string;
  code: string;
}

const validateBody = zodValidate<Values>(inviteAcceptBody);

/** Steps two and three of an invite: a password, and the first code the app shows. */
export function AcceptInviteForm({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const accept = useAcceptInvite();
  const form = useForm<Values>({
    initialValues: { token, password: '', repeat: '', code: '' },
    validate: (values) => ({
      ...validateBody(values),
      ...(values.repeat !== values.password ? { repeat: 'The two passwords are not the same.' } : {}),
    }),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit(({ repeat: _, ...values }) => {
    accept.mutate(inviteAcceptBody.parse(values), { onSuccess: onAccepted });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Set up your account">
      <Stack gap="md">
        <PasswordInput
          label="New password"
          description={`At least ${STAFF_PASSWORD_MIN} characters. A passphrase of a few words is easiest to remember.`}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Repeat the password"
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the repeated password' }}
          {...form.getInputProps('repeat')}
        />
        <CodeInput required {...form.getInputProps('code')} />
        {accept.isError && (
          <Alert color="red" variant="light" role="alert" title="Your account is not set up yet">
            {errorMessage(accept.error)}
          </Alert>
        )}
        <Button type="submit" size="md" loading={accept.isPending}>
          Set password and sign in
        </Button>
      </Stack>
    </form>
  );
}

export const inviteAcceptedMessage = staffAuthMessages.inviteAccepted;
