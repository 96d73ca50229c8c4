import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Button, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { usePendingReviews } from '../api/get-reviews';
import { useModerateReview } from '../api/moderate-review';

/** The reviews waiting for a decision, each approved or rejected; the outcome is said above the list. */
export function PendingReviews() {
  const reviews = usePendingReviews();
  const moderate = useModerateReview();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  if (reviews.isPending) return <PageLoader label="Loading the reviews…" />;
  if (reviews.isError)
    return (
      <RetryAlert
        title="The reviews could not be loaded"
        message={errorMessage(reviews.error)}
        onRetry={() => reviews.refetch()}
      />
    );
  if (reviews.data.length === 0 && !outcome) return <Text c="dimmed">No reviews are waiting.</Text>;

  const decide = (id: string, verdict: 'approve' | 'reject', who: string) =>
    moderate.mutate(
      { id, verdict },
      {
        onSuccess: (message) => setOutcome({ ok: true, text: `${who}: ${message}` }),
        onError: (error) => setOutcome({ ok: false, text: `${who}: ${errorMessage(error)}` }),
      },
    );

  return (
    <Stack gap="sm">
      {outcome && (
        <Alert color={outcome.ok ? 'sea' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      {reviews.data.length === 0 && <Text c="dimmed">No more reviews are waiting.</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {reviews.data.map((r) => {
          const who = `Review of ${r.expert_name} by ${r.patient_first_name || 'a patient'}`;
          const busy = moderate.isPending && moderate.variables?.id === r.id;
          return (
            <Paper key={r.id} component="li" withBorder p="sm" radius="md" aria-label={who}>
              <Stack gap={6}>
                <Group gap="xs" justify="space-between">
                  <Text component="div" fw={600}>
                    {r.expert_name}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {dayMonthYearTimeIst(r.created_at)}
                  </Text>
                </Group>
                <Group gap="xs">
                  <Rating value={r.rating} readOnly aria-hidden />
                  <Text fz="sm">{r.rating} of 5</Text>
                  <Text fz="sm" c="dimmed">
                    by {r.patient_first_name || 'a patient'}
                  </Text>
                </Group>
                {r.comment ? (
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{r.comment}</Text>
                ) : (
                  <Text c="dimmed">No words, only a rating.</Text>
                )}
                <Group gap="xs">
                  <Button
                    size="xs"
                    loading={busy && moderate.variables?.verdict === 'approve'}
                    disabled={busy}
                    onClick={() => decide(r.id, 'approve', who)}
                    aria-label={`Approve: ${who}`}
                  >
                    Approve
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    loading={busy && moderate.variables?.verdict === 'reject'}
                    disabled={busy}
                    onClick={() => decide(r.id, 'reject', who)}
                    aria-label={`Reject: ${who}`}
                  >
                    Reject
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
