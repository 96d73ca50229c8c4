import { ApiError } from '@care/api-client/api-client';
import { lazySchema, whenLoaded } from '@care/ui/zod-form';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFieldForm } from '@/lib/field-form';
import { storeSession } from '@/lib/session';
import { useSignIn } from '../api/sign-in';
import { useSocialSignIn } from '../api/social-sign-in';
import { safeNextPath } from '../lib/safe-next';
import { SocialButtons } from './social-buttons';

// zod and the contracts load on the form's first focus or tap, not with the page.
const signInSchema = lazySchema(() => import('@care/contracts/auth/schemas').then((m) => m.signInBody));

// The forgot-password modal (and its two steps) load when the patient first asks for it.
const ForgotPasswordModal = lazy(() =>
  import('./forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);

export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [forgotOpened, forgot] = useDisclosure(false);
  const [forgotWanted, setForgotWanted] = useState(false);
  // `locked`: too many failed tries (the API's 429; the status alone, so the contracts' messages
  // stay out of the entry chunk /login loads): the alert offers the password reset beside it.
  const [failure, setFailure] = useState<{ message: string; locked: boolean } | null>(null);
  const signIn = useSignIn();
  const socialSignIn = useSocialSignIn();

  const form = useFieldForm({
    initialValues: { username: '', password: '' },
    validate: signInSchema.validate,
  });

  const onSignedIn = (session: Parameters<typeof storeSession>[0]) => {
    storeSession(session);
    navigate(safeNextPath(params.get('next')), { replace: true });
  };
  const onFailed = (e: unknown) =>
    setFailure(
      e instanceof ApiError
        ? { message: e.message, locked: e.statusCode === 429 }
        : { message: String(e), locked: false },
    );

  const submit = whenLoaded(
    signInSchema,
    form.onSubmit((values) => {
      setFailure(null);
      signIn.mutate(
        { username: values.username.trim(), password: values.password },
        { onSuccess: (res) => onSignedIn(res.data), onError: onFailed },
      );
    }),
  );
  const loadSchema = () => void signInSchema.load();

  const openForgot = () => {
    setForgotWanted(true);
    forgot.open();
  };

  const social = (provider: 'google' | 'facebook', id: string, email: string | null) => {
    setFailure(null);
    socialSignIn.mutate(
      { provider, id, email },
      { onSuccess: (res) => onSignedIn(res.data), onError: onFailed },
    );
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 28, sm: 32 }}>
          Welcome back
        </Title>
        <Text c="dimmed" mt={4}>
          Please enter your details.
        </Text>
      </div>

      {failure && (
        <Alert color="red" variant="light" radius="md" role="alert" title="Sign in failed">
          {failure.message}
          {failure.locked && (
            <>
              {' '}
              {/* A patient locked out has most likely forgotten the password (issue 19 #15). */}
              <Anchor component="button" type="button" fw={700} c="red.9" td="underline" onClick={openForgot}>
                Reset your password
              </Anchor>
            </>
          )}
        </Alert>
      )}

      <form onSubmit={submit} onFocus={loadSchema} onPointerDown={loadSchema} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail or phone number"
            placeholder="you@example.com or 98765 43210"
            autoComplete="username"
            radius="md"
            size="md"
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label="Password"
            placeholder="Your password"
            autoComplete="current-password"
            radius="md"
            size="md"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              className="tap-target"
              onClick={openForgot}
            >
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" size="md" radius="xl" fullWidth loading={signIn.isPending}>
            Sign In
          </Button>
        </Stack>
      </form>

      <SocialButtons
        mode="signin"
        loading={socialSignIn.isPending}
        onGoogle={(g) => social('google', g.idToken, g.email)}
        onFacebook={(f) => social('facebook', f.accessToken, f.email)}
      />

      <Text ta="center" size="sm">
        Don't have an account?{' '}
        <Anchor component={Link} to={paths.register} fw={600} className="tap-target">
          Sign Up
        </Anchor>
      </Text>

      {forgotWanted && (
        <Suspense fallback={null}>
          <ForgotPasswordModal opened={forgotOpened} onClose={forgot.close} />
        </Suspense>
      )}
    </Stack>
  );
}
