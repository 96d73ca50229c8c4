import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { JUST_SIGNED_IN, paths } from '@/config/paths';
import { takeEndedReason } from '@/lib/session';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';

/** Only an address inside the console is followed after sign-in. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : paths.home;
}

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Why the last session ended (expired, signed out): read once, kept for this visit.
  const [ended] = useState(takeEndedReason);
  return (
    <AuthCard title="Sign in">
      {ended && (
        <Alert color="sea" variant="light" role="status">
          {ended}
        </Alert>
      )}
      <Text c="dimmed" fz="sm">
        Use the e-mail your invite was sent to, your password, and the code your authenticator app shows for
        Care Console.
      </Text>
      <SignInForm
        onSignedIn={() =>
          navigate(safeNext(params.get('next')), { replace: true, state: { [JUST_SIGNED_IN]: true } })
        }
      />
      <Text c="dimmed" fz="sm">
        No account yet, or lost your authenticator? Ask your administrator for a new invite.
      </Text>
    </AuthCard>
  );
}
