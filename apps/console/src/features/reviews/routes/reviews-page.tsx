import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { PendingReviews } from '../components/pending-reviews';

/** Operations approves or rejects patients' reviews; approved ones count in the ratings patients see. */
export function ReviewsPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Reviews"
        description="Approve or reject patients' reviews. Only approved reviews count in the rating on an expert's card."
      />
      <PendingReviews />
    </Stack>
  );
}
