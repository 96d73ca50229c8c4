import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Badge, Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DismissibleStatus } from '@/components/dismissible-status';
import { ResponsiveList } from '@/components/responsive-list';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { ROLE_LABELS } from '@/lib/role-labels';
import { type PendingInvite, usePendingInvites } from '../api/get-pending-invites';
import { useWithdrawInvite } from '../api/withdraw-invite';

/** Who sent it: an admin, or the install command that invites the first admin. */
const sender = (invite: PendingInvite) => invite.invited_by_name ?? 'The install command';

/** The role, and for an expert the profile the account will act for. */
function RoleText({ invite }: { invite: PendingInvite }) {
  return (
    <>
      {ROLE_LABELS[invite.role]}
      {invite.expert_name && (
        <Text fz="xs" c="dimmed" component="span" display="block">
          for {invite.expert_name}
        </Text>
      )}
    </>
  );
}

/**
 * The invites not yet accepted (every admin's): a table on wide screens, cards on a phone; each
 * may be withdrawn, after a confirmation, which stops its link at once.
 */
export function PendingInvites() {
  const invites = usePendingInvites();
  const withdraw = useWithdrawInvite();
  const [toWithdraw, setToWithdraw] = useState<PendingInvite | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // Set when a withdrawal has answered: the row that opened the dialog may have left the list, so
  // focus goes to what was said instead (a cancelled dialog returns focus to its button).
  const focusAfterClose = useRef<'outcome' | 'error' | null>(null);

  const withdrawButton = (invite: PendingInvite) => (
    <Button
      variant="outline"
      color="red.9"
      size="xs"
      onClick={() => {
        withdraw.reset();
        setToWithdraw(invite);
      }}
      aria-label={`Withdraw the invite to ${invite.full_name}`}
    >
      Withdraw
    </Button>
  );

  let list: ReactNode;
  if (invites.isPending) list = <PageLoader label="Loading the pending invites…" />;
  else if (invites.isError)
    list = (
      <RetryAlert
        title="The pending invites could not be loaded"
        message={errorMessage(invites.error)}
        onRetry={() => invites.refetch()}
      />
    );
  else if (invites.data.length === 0)
    list = <Text c="dimmed">No invites are waiting. Everyone invited has set up their account.</Text>;
  else
    list = (
      <ResponsiveList
        items={invites.data}
        itemKey={(invite) => invite.id}
        caption="Invites not yet accepted, newest first. Times are IST."
        columns={['Name', 'Role', 'Invited by', 'Sent', 'Link works until']}
        actionsColumn="Action"
        listLabel="Pending invites"
        minWidth={720}
        renderRow={(invite) => (
          <>
            <Table.Td>
              {invite.full_name}
              <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {invite.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <RoleText invite={invite} />
            </Table.Td>
            <Table.Td>{sender(invite)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayMonthYearTimeIst(invite.sent_at)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayMonthYearTimeIst(invite.expires_at)}</Table.Td>
            <Table.Td>{withdrawButton(invite)}</Table.Td>
          </>
        )}
        renderCard={(invite) => (
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600}>{invite.full_name}</Text>
              <Badge color="sea" c="sea.9" variant="light" tt="none">
                {ROLE_LABELS[invite.role]}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {invite.email}
            </Text>
            {invite.expert_name && <Text fz="sm">For {invite.expert_name}</Text>}
            <Text fz="sm">
              Sent {dayMonthYearTimeIst(invite.sent_at)} by {sender(invite)}
            </Text>
            <Text fz="sm">Link works until {dayMonthYearTimeIst(invite.expires_at)}</Text>
            <Box mt={4}>{withdrawButton(invite)}</Box>
          </Stack>
        )}
      />
    );

  return (
    <Stack gap="xs">
      <DismissibleStatus
        ref={outcomeRef}
        tabIndex={-1}
        message={outcome}
        onDismiss={() => setOutcome(null)}
      />
      {withdraw.isError && !toWithdraw && (
        <Alert ref={errorRef} tabIndex={-1} color="red" variant="light" role="alert">
          {errorMessage(withdraw.error)}
        </Alert>
      )}
      {list}
      <ConfirmDialog
        opened={toWithdraw !== null}
        onClose={() => setToWithdraw(null)}
        onExited={() => {
          const target = focusAfterClose.current === 'error' ? errorRef : outcomeRef;
          if (focusAfterClose.current) target.current?.focus();
          focusAfterClose.current = null;
        }}
        title={`Withdraw the invite to ${toWithdraw?.full_name ?? ''}?`}
        confirmLabel="Withdraw invite"
        danger
        loading={withdraw.isPending}
        onConfirm={() =>
          toWithdraw &&
          withdraw.mutate(toWithdraw.id, {
            onSuccess: (message) => {
              setOutcome(`${toWithdraw.full_name} (${toWithdraw.email}): ${message}`);
              focusAfterClose.current = 'outcome';
            },
            onError: () => {
              setOutcome(null);
              focusAfterClose.current = 'error';
            },
            onSettled: () => setToWithdraw(null),
          })
        }
      >
        <Text>
          The link sent to {toWithdraw?.email} stops working at once. You can invite them again later.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
