import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { EnquiriesList } from '../components/enquiries-list';

/** Operations works through the Contact Us enquiries. */
export function EnquiriesPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Contact enquiries"
        description="Messages sent through Contact Us. Reply by e-mail or phone, then mark each handled."
      />
      <EnquiriesList />
    </Stack>
  );
}
