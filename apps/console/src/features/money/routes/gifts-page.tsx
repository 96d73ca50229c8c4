import { Card } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { GiftLookup } from '../components/gift-lookup';

export function GiftsPage() {
  return (
    <>
      <PageHeader
        title="Gift codes"
        description="Look up a gift code: paid or not, redeemed by which booking."
      />
      <Card>
        <GiftLookup />
      </Card>
    </>
  );
}
