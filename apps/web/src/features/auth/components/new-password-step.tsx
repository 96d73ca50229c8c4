import { ApiError } from '@care/api-client/api-client';
import { newPasswordForm } from '@care/contracts/auth/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { toastError, toastSuccess } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';

interface NewPasswordStepProps {
  phone: string;
  otp: string;
  onDone: () => void;
}

export function NewPasswordStep({ phone, otp, onDone }: NewPasswordStepProps) {
  const resetPassword = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: zodValidate(newPasswordForm),
  });

  const submit = form.onSubmit((values) => {
    resetPassword.mutate(
      { phone, otp, password: values.password },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          onDone();
        },
        onError: (e) => toastError(e instanceof ApiError ? e.message : String(e)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          radius="md"
          data-autofocus
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          radius="md"
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" radius="xl" loading={resetPassword.isPending}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
