import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <Alert color="gray" variant="light">
        The console has no page at this address.{' '}
        <Anchor component={Link} to={paths.home}>
          Go to your start page
        </Anchor>
        .
      </Alert>
    </>
  );
}
