import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DismissibleStatus } from '@/components/dismissible-status';
import { errorMessage } from '@/lib/error-message';
import { useMe } from '@/lib/get-me';
import { ROLE_LABELS } from '@/lib/role-labels';
import { useDeactivateAccount } from '../api/deactivate-account';
import { useEndSessions } from '../api/end-sessions';
import { type StaffAccount, useAccounts } from '../api/get-accounts';

/** Every console account, with ending its sessions and deactivating it. */
export function AccountsList({ canManage }: { canManage: boolean }) {
  const accounts = useAccounts();
  const me = useMe().data;
  const endSessions = useEndSessions();
  const deactivate = useDeactivateAccount();
  const [toDeactivate, setToDeactivate] = useState<StaffAccount | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  if (accounts.isPending) return <PageLoader label="Loading the accounts…" />;
  if (accounts.isError)
    return (
      <RetryAlert
        title="The accounts could not be loaded"
        message={errorMessage(accounts.error)}
        onRetry={() => accounts.refetch()}
      />
    );
  if (accounts.data.length === 0)
    return <Text c="dimmed">No console accounts yet. Invite someone above.</Text>;
  const failed = endSessions.error ?? deactivate.error;
  return (
    <Stack gap="xs">
      <DismissibleStatus message={outcome} onDismiss={() => setOutcome(null)} />
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(failed)}
        </Alert>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {accounts.data.map((account) => {
          const self = account.id === me?.id;
          return (
            <Paper key={account.id} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{account.full_name}</Text>
                    <Badge color="sea" c="sea.9" variant="light" tt="none">
                      {ROLE_LABELS[account.role]}
                    </Badge>
                    {!account.active && (
                      <Badge color="gray.7" variant="filled" tt="none">
                        Deactivated
                      </Badge>
                    )}
                    {self && (
                      <Badge color="gray" c="dark.6" variant="light" tt="none">
                        You
                      </Badge>
                    )}
                  </Group>
                  <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {account.email}
                  </Text>
                </Stack>
                {canManage && account.active && (
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="xs"
                      loading={endSessions.isPending && endSessions.variables === account.id}
                      onClick={() =>
                        endSessions.mutate(account.id, {
                          onSuccess: (message) => {
                            setOutcome(`${account.full_name}: ${message}`);
                          },
                        })
                      }
                      aria-label={`End sessions of ${account.full_name}`}
                    >
                      End sessions
                    </Button>
                    {!self && (
                      <Button
                        variant="outline"
                        color="red.9"
                        size="xs"
                        onClick={() => setToDeactivate(account)}
                        aria-label={`Deactivate ${account.full_name}`}
                      >
                        Deactivate
                      </Button>
                    )}
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <ConfirmDialog
        opened={toDeactivate !== null}
        onClose={() => setToDeactivate(null)}
        title={`Deactivate ${toDeactivate?.full_name ?? ''}?`}
        confirmLabel="Deactivate"
        danger
        loading={deactivate.isPending}
        onConfirm={() =>
          toDeactivate &&
          deactivate.mutate(toDeactivate.id, {
            onSuccess: (message) => {
              setOutcome(`${toDeactivate.full_name}: ${message}`);
              setToDeactivate(null);
            },
          })
        }
      >
        <Text>
          {toDeactivate?.full_name} is signed out everywhere and can no longer sign in. A new invite is needed
          to give them access again.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
