import { type StaffSignInBody, staffSignInBody } from '@care/contracts/staff/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CodeInput } from '@/components/code-input';
import { errorMessage } from '@/lib/error-message';
import { useSignIn } from '../api/sign-in';

/** E-mail, password and the authenticator's code; `onSignedIn` once the session is stored. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const form = useForm<StaffSignInBody>({
    initialValues: { email: '', password: '', code: '' },
    validate: zodValidate(staffSignInBody),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit((values) => {
    // The contract trims the e-mail and drops the code's space; the server checks again.
    const body = staffSignInBody.parse(values);
    signIn.mutate(body, { onSuccess: onSignedIn });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {signIn.isError && (
          <Alert color="red" variant="light" role="alert" title="Not signed in">
            {errorMessage(signIn.error)}
          </Alert>
        )}
        <TextInput
          label="Work e-mail"
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
          {...form.getInputProps('password')}
        />
        <CodeInput required {...form.getInputProps('code')} />
        <Button type="submit" size="md" loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
