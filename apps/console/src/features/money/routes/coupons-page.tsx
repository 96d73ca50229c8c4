import { Card, Stack, Title } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { CouponForm } from '../components/coupon-form';
import { CouponsList } from '../components/coupons-list';

export function CouponsPage() {
  return (
    <>
      <PageHeader
        title="Coupons"
        description="Discounts patients enter at booking: create, pause, and see their uses."
      />
      <Card>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            New coupon
          </Title>
          <CouponForm />
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            All coupons
          </Title>
          <CouponsList />
        </Stack>
      </Card>
    </>
  );
}
