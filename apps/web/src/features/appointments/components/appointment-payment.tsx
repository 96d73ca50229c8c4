import { ApiError } from '@care/api-client/api-client';
import type { Appointment, AppointmentRefund } from '@care/contracts/appointments/answers';
import { REFUND_TIMELINE } from '@care/contracts/booking/policy';
import { kolkataParts, MONTHS } from '@care/contracts/common/clock-time';
import { formatRupees } from '@care/contracts/common/money';
import { paymentMethodLabel } from '@care/contracts/payments/constants';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDownloadReceipt } from '../api/download-receipt';

/** An instant's date in India as '12 Dec 2026'. */
export function dayText(iso: string): string {
  const [y, m, d] = kolkataParts(new Date(iso)).date.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="dimmed">{label}</Text>
      <Text fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** Each payment of the appointment going back: its amount and where it stands, in words. */
function Refunds({ refunds }: { refunds: AppointmentRefund[] }) {
  const waiting = refunds.some((r) => r.status !== 'refunded');
  return (
    <Stack gap={6} mt="md">
      <Text fw={600}>{refunds.length === 1 ? 'Refund' : 'Refunds'}</Text>
      <Stack gap={4} role="list" aria-label="Refunds">
        {refunds.map((r) => (
          <Group
            key={`${r.created_at}-${r.amount}`}
            justify="space-between"
            wrap="nowrap"
            gap="md"
            role="listitem"
          >
            <Text fw={600}>{formatRupees(r.amount)}</Text>
            <Text ta="right">
              {r.status === 'refunded' && r.refunded_at
                ? `Refunded on ${dayText(r.refunded_at)}`
                : `Refund on its way since ${dayText(r.created_at)}`}
            </Text>
          </Group>
        ))}
      </Stack>
      {waiting && (
        <Text fz="sm" c="dimmed">
          {REFUND_TIMELINE}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The appointment's money (issue 19): what it cost, the coupon or gift, what was paid and how,
 * the refunds, and the receipt to download (numbered on its first download).
 */
export function AppointmentPayment({ appointment: a }: { appointment: Appointment }) {
  const p = a.payment;
  const receipt = useDownloadReceipt();
  if (!p && a.refunds.length === 0) return null;
  return (
    <Card padding="lg" component="section" aria-labelledby="appointment-payment-title">
      <Title order={2} fz="md" mb="sm" id="appointment-payment-title">
        Payment
      </Title>
      {p && (
        <Stack gap={8}>
          {p.discount > 0 && <Row label="Consultation fee" value={formatRupees(p.original_amount)} />}
          {p.coupon_code && p.discount > 0 && (
            <Row
              label={p.coupon_code === 'Gift' ? 'Gift' : `Coupon ${p.coupon_code}`}
              value={`−${formatRupees(p.discount)}`}
            />
          )}
          <Row label="Amount paid" value={formatRupees(p.amount_paid)} />
          {p.method && <Row label="Paid by" value={paymentMethodLabel(p.method)} />}
          {p.paid_at && <Row label="Paid on" value={dayText(p.paid_at)} />}
          {p.receipt_no && <Row label="Receipt number" value={p.receipt_no} />}
        </Stack>
      )}
      {a.refunds.length > 0 && <Refunds refunds={a.refunds} />}
      {p?.receipt_url && (
        <Stack gap="xs" mt="md">
          <Button
            variant="light"
            loading={receipt.isPending}
            onClick={() => p.receipt_url && receipt.mutate(p.receipt_url)}
          >
            Download receipt (PDF)
          </Button>
          {receipt.isSuccess && (
            <Text fz="sm" c="dimmed" role="status">
              {`Saved as ${receipt.data}.`}
            </Text>
          )}
          {receipt.error && (
            <Alert color="red" variant="light" role="alert">
              {receipt.error instanceof ApiError
                ? receipt.error.message
                : 'The receipt could not be downloaded.'}
            </Alert>
          )}
        </Stack>
      )}
    </Card>
  );
}
