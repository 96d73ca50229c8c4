import { formatPaise } from '@care/contracts/common/money';
import type { LabStaffBooking } from '@care/contracts/lab-tests/staff-schemas';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useCancelLabBooking, useMarkCollected } from '../api/lab-bookings';
import { ReportUploadDialog } from './report-upload-dialog';

const REASON_MIN = 3;
const REASON_MAX = 300;

/**
 * What operations can do with one booking now: mark the sample collected and cancel (while
 * booked), upload the report (once collected). What happened is said next to the buttons.
 */
export function BookingActions({ booking }: { booking: LabStaffBooking }) {
  const collect = useMarkCollected();
  const cancel = useCancelLabBooking();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const no = booking.booking_no;
  const paidOnline = booking.payment_mode === 'online' && booking.payment_state === 'paid';
  const reasonError =
    reason.trim().length < REASON_MIN || reason.trim().length > REASON_MAX
      ? `Say why in ${REASON_MIN} to ${REASON_MAX} characters; the patient sees it in the app.`
      : null;

  const said = (message: string) => {
    setFailure(null);
    setOutcome(`${no}: ${message}`);
  };
  const failed = (error: unknown) => {
    setOutcome(null);
    setFailure(`${no}: ${errorMessage(error)}`);
  };

  return (
    <Stack gap={6}>
      <Group gap="xs">
        {booking.status === 'booked' && (
          <>
            <Button
              size="xs"
              loading={collect.isPending}
              aria-label={`Mark collected: ${no}`}
              onClick={() =>
                collect.mutate(booking.id, { onSuccess: (r) => said(r.message), onError: failed })
              }
            >
              Mark collected
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              aria-label={`Cancel booking: ${no}`}
              onClick={() => {
                setReason('');
                setTried(false);
                setCancelling(true);
              }}
            >
              Cancel booking
            </Button>
          </>
        )}
        {booking.status === 'sample_collected' && (
          <Button size="xs" aria-label={`Upload report: ${no}`} onClick={() => setUploading(true)}>
            Upload report
          </Button>
        )}
        {booking.status === 'report_ready' && (
          <Text fz="sm" c="dimmed">
            Report uploaded
          </Text>
        )}
        {booking.status === 'cancelled' && (
          <Text fz="sm" c="dimmed">
            Cancelled{booking.cancel_reason ? `: ${booking.cancel_reason}` : ''}
          </Text>
        )}
      </Group>
      {outcome && (
        <Alert color="sea" variant="light" role="status" p="xs">
          {outcome}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        opened={cancelling}
        onClose={() => setCancelling(false)}
        title={`Cancel booking ${no}?`}
        confirmLabel="Cancel booking"
        danger
        loading={cancel.isPending}
        onConfirm={() => {
          setTried(true);
          if (reasonError) return;
          cancel.mutate(
            { id: booking.id, reason: reason.trim() },
            {
              onSuccess: (r) => {
                said(r.message);
                setCancelling(false);
              },
              onError: (e) => {
                failed(e);
                setCancelling(false);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Text>
            {paidOnline
              ? `The online payment of ${formatPaise(booking.mrp_paise)} will be refunded to the way the patient paid.`
              : 'Nothing was paid online, so there is nothing to refund.'}{' '}
            The patient gets a text that the booking was cancelled, without the test or the reason.
          </Text>
          <Textarea
            label="Why is it cancelled?"
            description="The patient sees this in the app."
            required
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={tried ? reasonError : undefined}
          />
        </Stack>
      </ConfirmDialog>
      <ReportUploadDialog
        booking={booking}
        opened={uploading}
        onClose={() => setUploading(false)}
        onUploaded={(message) => {
          said(message);
          setUploading(false);
        }}
      />
    </Stack>
  );
}
