import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { useReconcileRuns } from '../api/payments';

const countsText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ') || 'nothing counted';

/** The payments reconciliation job's latest passes: when, how each ended and what it did. */
export function ReconcileRuns() {
  const runs = useReconcileRuns();
  if (runs.isPending) return <PageLoader label="Loading the reconciliation runs…" />;
  if (runs.isError)
    return (
      <RetryAlert
        title="The reconciliation runs could not be loaded"
        message={errorMessage(runs.error)}
        onRetry={() => runs.refetch()}
      />
    );
  if (runs.data.length === 0)
    return (
      <Text c="dimmed">
        The reconciliation has not run yet (it runs every few minutes while the server is up).
      </Text>
    );
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label="Reconciliation runs"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {runs.data.map((r) => (
        <Paper key={r.id} component="li" withBorder p="sm" radius="md">
          <Group gap="xs" justify="space-between">
            <Text fz="sm">{dayMonthYearTimeIst(r.started_at)}</Text>
            <Badge
              color={r.outcome === 'ok' ? 'sea' : 'red'}
              c={r.outcome === 'ok' ? 'sea.9' : 'red.9'}
              variant="light"
              tt="none"
            >
              {r.outcome === 'ok' ? 'Done' : 'Failed'}
            </Badge>
          </Group>
          <Text fz="sm">
            {countsText(r.counts)} · took {Math.max(0, Date.parse(r.finished_at) - Date.parse(r.started_at))}{' '}
            ms
          </Text>
          {r.error && (
            <Text fz="xs" c="red.9">
              {r.error}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
