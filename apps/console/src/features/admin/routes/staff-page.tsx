import { Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/get-me';
import type { StaffInvite } from '../api/invite-staff';
import { AccountsList } from '../components/accounts-list';
import { InviteForm } from '../components/invite-form';
import { InviteLink } from '../components/invite-link';
import { PendingInvites } from '../components/pending-invites';

export function StaffPage() {
  const canInvite = useCan('staff.invite');
  const canManage = useCan('staff.manage');
  const [sent, setSent] = useState<(StaffInvite & { message: string }) | null>(null);
  return (
    <>
      <PageHeader title="Staff accounts" description="Who can sign in to the console, and with which role." />
      {canInvite && (
        <Card>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Invite a colleague
            </Title>
            {sent && <InviteLink invite={sent} onDone={() => setSent(null)} />}
            <InviteForm onInvited={(invite) => setSent(invite as StaffInvite & { message: string })} />
          </Stack>
        </Card>
      )}
      {canInvite && (
        <Card>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Pending invites
            </Title>
            <PendingInvites />
          </Stack>
        </Card>
      )}
      {canManage && (
        <Card>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Accounts
            </Title>
            <AccountsList canManage={canManage} />
          </Stack>
        </Card>
      )}
    </>
  );
}
