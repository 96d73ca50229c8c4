import { formatPaise } from '@care/contracts/common/money';
import type { StaffExpert } from '@care/contracts/expert-admin/schemas';
import { EXPERT_TYPE_LABELS } from '@care/contracts/experts/constants';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ActiveBadge } from '@/components/active-badge';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DismissibleStatus } from '@/components/dismissible-status';
import { ResponsiveList } from '@/components/responsive-list';
import { errorMessage } from '@/lib/error-message';
import { useExperts } from '../api/get-experts';
import { useSetExpertActive } from '../api/set-expert-active';

/** The fee a type is priced by, as patients' lists show it: GC's first consultation, MHC's self session. */
const mainFee = (e: StaffExpert) =>
  e.type === 'gc'
    ? `${formatPaise(e.tier_1_fee_paise)} first · ${formatPaise(e.tier_2_fee_paise)} follow-up`
    : `${formatPaise(e.self_fee_paise)} self · ${formatPaise(e.couple_fee_paise)} couple · ${formatPaise(e.family_fee_paise)} family`;

/** Every expert with their state and fees in ₹; edit, deactivate (after a confirmation) or reactivate. */
export function ExpertsList({ onEdit }: { onEdit: (expert: StaffExpert) => void }) {
  const experts = useExperts();
  const setActive = useSetExpertActive();
  const [toDeactivate, setToDeactivate] = useState<StaffExpert | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  if (experts.isPending) return <PageLoader label="Loading the experts…" />;
  if (experts.isError)
    return (
      <RetryAlert
        title="The experts could not be loaded"
        message={errorMessage(experts.error)}
        onRetry={() => experts.refetch()}
      />
    );

  const change = (e: StaffExpert, active: boolean) =>
    setActive.mutate(
      { id: e.id, active },
      {
        onSuccess: (message) => {
          setOutcome(`${e.name}: ${message}`);
          setToDeactivate(null);
        },
        onError: () => setToDeactivate(null),
      },
    );
  const actions = (e: StaffExpert) => (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" size="xs" onClick={() => onEdit(e)} aria-label={`Edit ${e.name}`}>
        Edit
      </Button>
      {e.active ? (
        <Button
          variant="outline"
          color="red.9"
          size="xs"
          onClick={() => setToDeactivate(e)}
          aria-label={`Deactivate ${e.name}`}
        >
          Deactivate
        </Button>
      ) : (
        <Button
          variant="outline"
          size="xs"
          loading={setActive.isPending && setActive.variables?.id === e.id}
          onClick={() => change(e, true)}
          aria-label={`Reactivate ${e.name}`}
        >
          Reactivate
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="xs">
      <DismissibleStatus message={outcome} onDismiss={() => setOutcome(null)} />
      {setActive.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(setActive.error)}
        </Alert>
      )}
      <ResponsiveList
        items={experts.data}
        itemKey={(e) => e.id}
        caption="Every expert, active ones first. Fees in rupees."
        columns={['Name', 'Type', 'State', 'Fees', 'Console account', 'Actions']}
        listLabel="Experts"
        minWidth={760}
        renderRow={(e) => (
          <>
            <Table.Td>{e.name}</Table.Td>
            <Table.Td>{EXPERT_TYPE_LABELS[e.type]}</Table.Td>
            <Table.Td>
              <ActiveBadge active={e.active} />
            </Table.Td>
            <Table.Td>{mainFee(e)}</Table.Td>
            <Table.Td>{e.has_account ? 'Yes' : 'No'}</Table.Td>
            <Table.Td>{actions(e)}</Table.Td>
          </>
        )}
        renderCard={(e) => (
          <Stack gap={6}>
            <Group gap="xs">
              <Text component="div" fw={600}>
                {e.name}
              </Text>
              <ActiveBadge active={e.active} />
            </Group>
            <Text fz="sm">{EXPERT_TYPE_LABELS[e.type]}</Text>
            <Text fz="sm">{mainFee(e)}</Text>
            {actions(e)}
          </Stack>
        )}
      />
      <ConfirmDialog
        opened={toDeactivate !== null}
        onClose={() => setToDeactivate(null)}
        title={`Deactivate ${toDeactivate?.name ?? ''}?`}
        confirmLabel="Deactivate"
        danger
        loading={setActive.isPending}
        onConfirm={() => toDeactivate && change(toDeactivate, false)}
      >
        <Text>
          Patients no longer see {toDeactivate?.name} in the lists and cannot book them. Their confirmed
          appointments stay. You can reactivate them later.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
