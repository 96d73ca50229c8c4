import { ORDER_STATUSES } from '@care/contracts/booking/lifecycle';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Badge, Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ResponsiveList } from '@/components/responsive-list';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { type OrderFilter, type StaffOrder, useOrders } from '../api/payments';
import { rupees } from './money-text';
import { ORDER_STATUS_LABELS, PURPOSE_LABELS, stateColor } from './order-labels';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] ?? s })),
];

function StatusBadge({ order }: { order: StaffOrder }) {
  const color = stateColor(order.status);
  return (
    <Badge color={color} c={color === 'gray' ? 'dark.6' : `${color}.9`} variant="light" tt="none">
      {ORDER_STATUS_LABELS[order.status] ?? order.status}
    </Badge>
  );
}

/** Payment orders with their states, filtered by status, dates or booking number; 50 a page. */
export function OrdersList() {
  const [draft, setDraft] = useState({ status: '', from: '', to: '', booking: '' });
  const [filter, setFilter] = useState<OrderFilter>({ page: 1 });
  const orders = useOrders(filter);
  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    setFilter({
      page: 1,
      ...(draft.status ? { status: draft.status } : {}),
      ...(draft.from ? { from: draft.from } : {}),
      ...(draft.to ? { to: draft.to } : {}),
      ...(draft.booking.trim() ? { booking: draft.booking.trim() } : {}),
    });
  };

  let list: React.ReactNode;
  if (orders.isPending) list = <PageLoader label="Loading the payments…" />;
  else if (orders.isError)
    list = (
      <RetryAlert
        title="The payments could not be loaded"
        message={errorMessage(orders.error)}
        onRetry={() => orders.refetch()}
      />
    );
  else if (orders.data.length === 0) list = <Text c="dimmed">No payment orders match.</Text>;
  else
    list = (
      <ResponsiveList
        items={orders.data}
        itemKey={(o) => o.id}
        caption="Payment orders, newest first. Times are IST."
        columns={['For', 'Amount', 'Status', 'Provider ids', 'Created', 'Paid']}
        listLabel="Payment orders"
        minWidth={860}
        renderRow={(o) => (
          <>
            <Table.Td>
              {o.booking_no ?? '—'}
              <Text fz="xs" c="dimmed">
                {PURPOSE_LABELS[o.purpose] ?? o.purpose}
              </Text>
            </Table.Td>
            <Table.Td>{rupees(o.amount)}</Table.Td>
            <Table.Td>
              <StatusBadge order={o} />
            </Table.Td>
            <Table.Td>
              <Text fz="xs" style={{ wordBreak: 'break-all' }}>
                {o.provider_order_id}
                {o.provider_payment_id && (
                  <>
                    <br />
                    {o.provider_payment_id}
                  </>
                )}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayMonthYearTimeIst(o.created_at)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {o.paid_at ? dayMonthYearTimeIst(o.paid_at) : '—'}
            </Table.Td>
          </>
        )}
        renderCard={(o) => (
          <Stack gap={4}>
            <Group gap="xs" justify="space-between">
              <Text component="div" fw={600}>
                {o.booking_no ?? '—'} · {rupees(o.amount)}
              </Text>
              <StatusBadge order={o} />
            </Group>
            <Text fz="sm">{PURPOSE_LABELS[o.purpose] ?? o.purpose}</Text>
            <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {o.provider_order_id}
              {o.provider_payment_id ? ` · ${o.provider_payment_id}` : ''}
            </Text>
            <Text fz="sm">Created {dayMonthYearTimeIst(o.created_at)}</Text>
            {o.paid_at && <Text fz="sm">Paid {dayMonthYearTimeIst(o.paid_at)}</Text>}
          </Stack>
        )}
      />
    );

  return (
    <Stack gap="sm">
      <form onSubmit={apply} aria-label="Filter payment orders">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" style={{ alignItems: 'end' }}>
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={draft.status}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            onChange={(v) => setDraft((d) => ({ ...d, status: v ?? '' }))}
          />
          <TextInput
            label="Booking number"
            placeholder="A-100123"
            autoComplete="off"
            value={draft.booking}
            onChange={(e) => {
              const booking = e.currentTarget.value;
              setDraft((d) => ({ ...d, booking }));
            }}
          />
          <TextInput
            label="From"
            type="date"
            value={draft.from}
            onChange={(e) => {
              const from = e.currentTarget.value;
              setDraft((d) => ({ ...d, from }));
            }}
          />
          <TextInput
            label="To"
            type="date"
            value={draft.to}
            onChange={(e) => {
              const to = e.currentTarget.value;
              setDraft((d) => ({ ...d, to }));
            }}
          />
          <Button type="submit" variant="default">
            Show
          </Button>
        </SimpleGrid>
      </form>
      {list}
      {orders.data && (filter.page > 1 || orders.data.length === 50) && (
        <Group gap="sm">
          <Button
            variant="default"
            size="xs"
            disabled={filter.page === 1}
            onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
          >
            Newer
          </Button>
          <Text fz="sm">Page {filter.page}</Text>
          <Button
            variant="default"
            size="xs"
            disabled={orders.data.length < 50}
            onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
          >
            Older
          </Button>
        </Group>
      )}
    </Stack>
  );
}
