import { REFUND_VIEW_STATES, type RefundViewState } from '@care/contracts/money/constants';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Badge, Box, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { DismissibleStatus } from '@/components/dismissible-status';
import { ResponsiveList } from '@/components/responsive-list';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { type StaffRefund, useRefunds, useRetryRefund } from '../api/payments';
import { rupees } from './money-text';
import { REFUND_REASON_LABELS, REFUND_STATE_LABELS, stateColor } from './order-labels';

const STATE_OPTIONS = [
  { value: '', label: 'Any state' },
  ...REFUND_VIEW_STATES.map((s) => ({ value: s, label: REFUND_STATE_LABELS[s] })),
];

function StateBadge({ refund }: { refund: StaffRefund }) {
  const color = stateColor(refund.state);
  return (
    <Badge color={color} c={color === 'gray' ? 'dark.6' : `${color}.9`} variant="light" tt="none">
      {REFUND_STATE_LABELS[refund.state]}
    </Badge>
  );
}

/** Where the refund stands, in words: attempts, the provider's last error, the next attempt. */
function Progress({ refund: r }: { refund: StaffRefund }) {
  return (
    <Stack gap={0}>
      <Text fz="sm">
        {r.attempts === 1 ? '1 attempt' : `${r.attempts} attempts`}
        {r.refunded_at ? ` · refunded ${dayMonthYearTimeIst(r.refunded_at)}` : ''}
      </Text>
      {r.last_error && (
        <Text fz="xs" c="red.9">
          Last error: {r.last_error}
        </Text>
      )}
      {r.next_attempt_at && (
        <Text fz="xs" c="dimmed">
          Next attempt {dayMonthYearTimeIst(r.next_attempt_at)}
        </Text>
      )}
    </Stack>
  );
}

function Why({ refund: r }: { refund: StaffRefund }) {
  return (
    <Stack gap={0}>
      <Text fz="sm">{REFUND_REASON_LABELS[r.reason] ?? r.reason}</Text>
      {r.requested_by && (
        <Text fz="xs" c="dimmed">
          By {r.requested_by}
          {r.note ? `: ${r.note}` : ''}
        </Text>
      )}
    </Stack>
  );
}

/** Refunds with their states; a failed one (its provider call failed) has a Retry button. */
export function RefundsList({ canRetry }: { canRetry: boolean }) {
  const [state, setState] = useState<RefundViewState | ''>('');
  const refunds = useRefunds({ page: 1, ...(state ? { state } : {}) });
  const retry = useRetryRefund();
  const [outcome, setOutcome] = useState<string | null>(null);

  const retryButton = (r: StaffRefund) =>
    canRetry && r.state === 'failed' ? (
      <Button
        size="xs"
        variant="outline"
        loading={retry.isPending && retry.variables === r.id}
        aria-label={`Retry the refund of ${r.booking_no ?? r.provider_payment_id}`}
        onClick={() =>
          retry.mutate(r.id, {
            onSuccess: ({ refund, message }) =>
              setOutcome(
                `${refund.booking_no ?? ''} ${message} Now: ${REFUND_STATE_LABELS[refund.state]}.`.trim(),
              ),
          })
        }
      >
        Retry
      </Button>
    ) : null;

  let list: React.ReactNode;
  if (refunds.isPending) list = <PageLoader label="Loading the refunds…" />;
  else if (refunds.isError)
    list = (
      <RetryAlert
        title="The refunds could not be loaded"
        message={errorMessage(refunds.error)}
        onRetry={() => refunds.refetch()}
      />
    );
  else if (refunds.data.length === 0) list = <Text c="dimmed">No refunds in this state.</Text>;
  else
    list = (
      <ResponsiveList
        items={refunds.data}
        itemKey={(r) => r.id}
        caption="Refunds, newest first. Times are IST."
        columns={['For', 'Amount', 'Why', 'State', 'Progress']}
        actionsColumn="Action"
        listLabel="Refunds"
        minWidth={860}
        renderRow={(r) => (
          <>
            <Table.Td>
              {r.booking_no ?? '—'}
              <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {r.provider_payment_id}
              </Text>
            </Table.Td>
            <Table.Td>{rupees(r.amount)}</Table.Td>
            <Table.Td>
              <Why refund={r} />
            </Table.Td>
            <Table.Td>
              <StateBadge refund={r} />
            </Table.Td>
            <Table.Td>
              <Progress refund={r} />
            </Table.Td>
            <Table.Td>{retryButton(r)}</Table.Td>
          </>
        )}
        renderCard={(r) => (
          <Stack gap={4}>
            <Group gap="xs" justify="space-between">
              <Text component="div" fw={600}>
                {r.booking_no ?? '—'} · {rupees(r.amount)}
              </Text>
              <StateBadge refund={r} />
            </Group>
            <Why refund={r} />
            <Progress refund={r} />
            {retryButton(r) && <Box mt={4}>{retryButton(r)}</Box>}
          </Stack>
        )}
      />
    );

  return (
    <Stack gap="sm">
      <Select
        label="State"
        data={STATE_OPTIONS}
        value={state}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        onChange={(v) => setState((v ?? '') as RefundViewState | '')}
        maw={280}
      />
      <DismissibleStatus message={outcome} onDismiss={() => setOutcome(null)} />
      {retry.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(retry.error)}
        </Alert>
      )}
      {list}
    </Stack>
  );
}
