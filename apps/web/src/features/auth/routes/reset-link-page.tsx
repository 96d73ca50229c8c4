import { ApiError } from '@care/api-client/api-client';
import { forgotPasswordMessages } from '@care/contracts/auth/messages';
import { newPasswordForm } from '@care/contracts/auth/schemas';
import { zodValidate } from '@care/ui/zod-form';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useResetByLink } from '../api/reset-by-link';
import { AuthShell } from '../components/auth-shell';

/** The token of `#token=...`: a fragment never reaches a server, a log or a Referer header. */
function tokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() || null;
}

/**
 * The page the e-mailed reset link opens (sent when reset codes are paused for an account):
 * choose a new password; on success, a toast and /login, as the Forgot Password modal does.
 */
export function ResetLinkPage() {
  usePageTitle('Reset Password');
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenOf(location.hash));
  const [failure, setFailure] = useState<string | null>(token ? null : forgotPasswordMessages.linkInvalid);
  const resetByLink = useResetByLink();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: zodValidate(newPasswordForm),
  });

  // Read once, then dropped from the address bar, so the link does not stay in the history.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, []);

  const submit = form.onSubmit((values) => {
    if (!token) return;
    setFailure(null);
    resetByLink.mutate(
      { token, password: values.password },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          navigate(paths.login, { replace: true });
        },
        onError: (e) => {
          const message = e instanceof ApiError ? e.message : String(e);
          setFailure(message);
          toastError(message);
        },
      },
    );
  });

  return (
    <AuthShell>
      <Stack gap="md">
        <Title order={1} size="h2">
          Set a new password
        </Title>
        {failure && (
          <Alert color="red" variant="light">
            <Text size="sm">{failure}</Text>
            <Anchor component={Link} to={paths.login} size="sm" fw={600}>
              Back to Sign In
            </Anchor>
          </Alert>
        )}
        {token && (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                radius="md"
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                radius="md"
                {...form.getInputProps('confirm')}
              />
              <Button type="submit" radius="xl" loading={resetByLink.isPending}>
                Reset Password
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthShell>
  );
}
