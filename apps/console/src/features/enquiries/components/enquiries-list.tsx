import { ENQUIRY_ORDERS, type EnquiryOrder } from '@care/contracts/moderation/constants';
import type { Enquiry } from '@care/contracts/moderation/schemas';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Anchor, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { useEnquiries } from '../api/get-enquiries';
import { useChangeEnquiry } from '../api/handle-enquiry';

const ORDER_LABELS: Record<EnquiryOrder, string> = { oldest: 'Oldest first', newest: 'Newest first' };

/** One enquiry: who, how to reach them, what they wrote, and marking it handled with a note (or reopening it). */
function EnquiryCard({
  enquiry,
  onOutcome,
}: {
  enquiry: Enquiry;
  onOutcome: (ok: boolean, text: string) => void;
}) {
  const change = useChangeEnquiry();
  const [note, setNote] = useState('');
  const handled = enquiry.handled_at !== null;
  const act = (action: 'handle' | 'reopen') =>
    change.mutate(
      { id: enquiry.id, action, note },
      {
        onSuccess: (message) => onOutcome(true, `${enquiry.name}: ${message}`),
        onError: (error) => onOutcome(false, `${enquiry.name}: ${errorMessage(error)}`),
      },
    );
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={`Enquiry from ${enquiry.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text component="div" fw={600}>
            {enquiry.name}
          </Text>
          <Text fz="sm" c="dimmed">
            {dayMonthYearTimeIst(enquiry.created_at)}
          </Text>
        </Group>
        <Group gap="md">
          <Anchor href={`mailto:${enquiry.email}`} fz="sm" style={{ wordBreak: 'break-all' }}>
            {enquiry.email}
          </Anchor>
          <Anchor href={`tel:+91${enquiry.phone}`} fz="sm">
            {enquiry.phone}
          </Anchor>
        </Group>
        {enquiry.message ? (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{enquiry.message}</Text>
        ) : (
          <Text c="dimmed">No message.</Text>
        )}
        {handled ? (
          <>
            <Text fz="sm" c="dimmed">
              Handled by {enquiry.handled_by_name ?? 'a former colleague'} on{' '}
              {dayMonthYearTimeIst(enquiry.handled_at!)}
              {enquiry.handled_note ? `: ${enquiry.handled_note}` : '.'}
            </Text>
            <Button
              size="xs"
              variant="default"
              w="fit-content"
              loading={change.isPending}
              onClick={() => act('reopen')}
            >
              Reopen
            </Button>
          </>
        ) : (
          <>
            <Textarea
              label="Note (optional)"
              description="What was done, for colleagues."
              autosize
              minRows={1}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Button size="xs" w="fit-content" loading={change.isPending} onClick={() => act('handle')}>
              Mark handled
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Contact enquiries to work through: waiting or handled, oldest or newest first. */
export function EnquiriesList() {
  const [handled, setHandled] = useState(false);
  const [order, setOrder] = useState<EnquiryOrder>('oldest');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const enquiries = useEnquiries({ handled, order });
  return (
    <Stack gap="sm">
      <Group gap="md">
        <SegmentedControl
          aria-label="Which enquiries"
          value={handled ? 'handled' : 'waiting'}
          onChange={(v) => setHandled(v === 'handled')}
          data={[
            { value: 'waiting', label: 'Waiting' },
            { value: 'handled', label: 'Handled' },
          ]}
        />
        <SegmentedControl
          aria-label="Order"
          value={order}
          onChange={(v) => setOrder(v as EnquiryOrder)}
          data={ENQUIRY_ORDERS.map((o) => ({ value: o, label: ORDER_LABELS[o] }))}
        />
      </Group>
      {outcome && (
        <Alert color={outcome.ok ? 'sea' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      {enquiries.isPending ? (
        <PageLoader label="Loading the enquiries…" />
      ) : enquiries.isError ? (
        <RetryAlert
          title="The enquiries could not be loaded"
          message={errorMessage(enquiries.error)}
          onRetry={() => enquiries.refetch()}
        />
      ) : enquiries.data.length === 0 ? (
        <Text c="dimmed">{handled ? 'No handled enquiries yet.' : 'No enquiries are waiting.'}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {enquiries.data.map((e) => (
            <EnquiryCard key={e.id} enquiry={e} onOutcome={(ok, text) => setOutcome({ ok, text })} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
