import { STAFF_ROLE_TO_PATIENT } from '@care/contracts/staff/constants';
import { PageLoader } from '@care/ui/components/page-loader';
import { Alert, Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notifySuccess } from '@/lib/notify';
import { ROLE_LABELS } from '@/lib/role-labels';
import { useOpenInvite } from '../api/open-invite';
import { AcceptInviteForm, inviteAcceptedMessage } from '../components/accept-invite-form';
import { AuthCard } from '../components/auth-card';
import { AuthenticatorSetup } from '../components/authenticator-setup';

/**
 * The invite link's token, from the address's fragment (/console/invite#<token>: a fragment never
 * reaches a server's logs), taken off the address bar once read so it stays out of the history.
 */
function takeInviteToken(): string {
  const token = decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

export function InvitePage() {
  const [token] = useState(takeInviteToken);
  const invite = useOpenInvite(token);
  const navigate = useNavigate();

  if (!token)
    return (
      <AuthCard title="Set up your console account">
        <Alert color="red" variant="light" role="alert">
          This address has no invite in it. Open the link from your invite e-mail exactly as it was sent, or
          ask your administrator for a new one.
        </Alert>
      </AuthCard>
    );
  if (invite.isPending) return <PageLoader label="Opening your invite…" />;
  if (invite.isError)
    return (
      <AuthCard title="Set up your console account">
        <Alert color="red" variant="light" role="alert" title="This invite cannot be used">
          {errorMessage(invite.error)}
        </Alert>
      </AuthCard>
    );

  const { full_name, email, role, totp_qr_svg, totp_secret } = invite.data;
  return (
    <AuthCard title="Set up your console account">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={700}>{full_name}</Text>
          <Badge color="sea" c="sea.9" variant="light">
            {ROLE_LABELS[role]}
          </Badge>
        </Group>
        <Text c="dimmed" fz="sm">
          {email} · patients will see you as {STAFF_ROLE_TO_PATIENT[role]}
        </Text>
      </Stack>
      <Divider />
      <Title order={2} fz="lg">
        1. Add the console to your authenticator app
      </Title>
      <AuthenticatorSetup qrSvg={totp_qr_svg} secret={totp_secret} />
      <Divider />
      <Title order={2} fz="lg">
        2. Choose a password and enter the code the app shows
      </Title>
      <AcceptInviteForm
        token={token}
        onAccepted={() => {
          notifySuccess(inviteAcceptedMessage);
          navigate(paths.home, { replace: true });
        }}
      />
      <Text c="dimmed" fz="xs">
        This page opens once. If you leave before finishing, ask your administrator for a new invite.
      </Text>
    </AuthCard>
  );
}
