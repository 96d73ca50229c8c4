import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Badge, Box, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { DismissibleStatus } from '@/components/dismissible-status';
import { ResponsiveList } from '@/components/responsive-list';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { type StaffCoupon, useCoupons, useSetCouponActive } from '../api/coupons';
import { CouponEditDialog } from './coupon-edit-dialog';
import { CouponUses } from './coupon-uses';
import { consultationTypeText, discountText, usesText } from './money-text';

function StateBadge({ coupon }: { coupon: StaffCoupon }) {
  if (!coupon.active)
    return (
      <Badge color="gray.7" variant="filled" tt="none">
        Paused
      </Badge>
    );
  if (coupon.expired)
    return (
      <Badge color="gray" c="dark.6" variant="light" tt="none">
        Expired
      </Badge>
    );
  return (
    <Badge color="sea" c="sea.9" variant="light" tt="none">
      Active
    </Badge>
  );
}

const rules = (c: StaffCoupon) =>
  [consultationTypeText(c.consultation_type), c.once_per_patient ? 'once per patient' : null]
    .filter(Boolean)
    .join(' · ');
const expiry = (c: StaffCoupon) => (c.expires_at ? dayMonthYearTimeIst(c.expires_at) : 'No expiry');

/** Every coupon with its uses; each paused or resumed in place, the outcome said above the list. */
export function CouponsList() {
  const coupons = useCoupons();
  const setActive = useSetCouponActive();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffCoupon | null>(null);

  if (coupons.isPending) return <PageLoader label="Loading the coupons…" />;
  if (coupons.isError)
    return (
      <RetryAlert
        title="The coupons could not be loaded"
        message={errorMessage(coupons.error)}
        onRetry={() => coupons.refetch()}
      />
    );
  if (coupons.data.length === 0) return <Text c="dimmed">No coupons yet. Create one above.</Text>;

  const toggle = (c: StaffCoupon) => (
    <Button
      variant={c.active ? 'outline' : 'default'}
      size="xs"
      loading={setActive.isPending && setActive.variables?.id === c.id}
      aria-label={`${c.active ? 'Pause' : 'Resume'} ${c.code}`}
      onClick={() =>
        setActive.mutate(
          { id: c.id, active: !c.active },
          { onSuccess: (message) => setOutcome(`${c.code}: ${message}`) },
        )
      }
    >
      {c.active ? 'Pause' : 'Resume'}
    </Button>
  );

  const actions = (c: StaffCoupon) => (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" size="xs" aria-label={`Change ${c.code}`} onClick={() => setEditing(c)}>
        Change
      </Button>
      {toggle(c)}
    </Group>
  );

  return (
    <Stack gap="xs">
      <DismissibleStatus message={outcome} onDismiss={() => setOutcome(null)} />
      {setActive.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(setActive.error)}
        </Alert>
      )}
      <ResponsiveList
        items={coupons.data}
        itemKey={(c) => c.id}
        caption="Coupons, newest first (gift codes are looked up on their own). Times are IST."
        columns={['Code', 'Discount', 'Uses', 'Expires', 'State']}
        actionsColumn="Action"
        listLabel="Coupons"
        minWidth={820}
        renderRow={(c) => (
          <>
            <Table.Td>
              <Text component="div" fw={600}>
                {c.code}
              </Text>
              {c.description && (
                <Text fz="xs" c="dimmed">
                  {c.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {discountText(c)}
              <Text fz="xs" c="dimmed">
                {rules(c)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{usesText(c)}</Text>
              <CouponUses coupon={c} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{expiry(c)}</Table.Td>
            <Table.Td>
              <StateBadge coupon={c} />
            </Table.Td>
            <Table.Td>{actions(c)}</Table.Td>
          </>
        )}
        renderCard={(c) => (
          <Stack gap={4}>
            <Group gap="xs" justify="space-between">
              <Text component="div" fw={600}>
                {c.code}
              </Text>
              <StateBadge coupon={c} />
            </Group>
            <Text fz="sm">
              {discountText(c)} · {rules(c)}
            </Text>
            {c.description && (
              <Text fz="sm" c="dimmed">
                {c.description}
              </Text>
            )}
            <Text fz="sm">{usesText(c)}</Text>
            <CouponUses coupon={c} />
            <Text fz="sm">Expires: {expiry(c)}</Text>
            <Box mt={4}>{actions(c)}</Box>
          </Stack>
        )}
      />
      <CouponEditDialog coupon={editing} onClose={() => setEditing(null)} onSaved={setOutcome} />
    </Stack>
  );
}
