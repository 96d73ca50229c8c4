import { Card, Stack, Tabs, Title } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/get-me';
import { ManualRefundForm } from '../components/manual-refund-form';
import { OrdersList } from '../components/orders-list';
import { ReconcileRuns } from '../components/reconcile-runs';
import { RefundsList } from '../components/refunds-list';

export function PaymentsPage() {
  const canRefund = useCan('payments.refund');
  return (
    <>
      <PageHeader
        title="Payments"
        description="Payment orders and refunds with their states, and the reconciliation's runs."
      />
      <Card>
        <Tabs defaultValue="orders" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="orders">Orders</Tabs.Tab>
            <Tabs.Tab value="refunds">Refunds</Tabs.Tab>
            <Tabs.Tab value="runs">Reconciliation</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="orders">
            <OrdersList />
          </Tabs.Panel>
          <Tabs.Panel value="refunds">
            <RefundsList canRetry={canRefund} />
          </Tabs.Panel>
          <Tabs.Panel value="runs">
            <ReconcileRuns />
          </Tabs.Panel>
        </Tabs>
      </Card>
      {canRefund && (
        <Card>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Refund a booking by hand
            </Title>
            <ManualRefundForm />
          </Stack>
        </Card>
      )}
    </>
  );
}
