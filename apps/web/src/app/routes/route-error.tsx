import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NotFoundPage } from './not-found';

/** A screen's code failed to download: usually a new release replaced the old files. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** Error boundary for routes: a calm message and a way forward, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const stale = isChunkLoadError(error);

  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {stale ? 'A new version is available' : 'Something is not right.'}
        </Title>
        <Text c="dimmed" maw={440}>
          {stale
            ? 'Please reload the page to continue.'
            : 'This screen ran into a problem. Please try again, or go back to the home page.'}
        </Text>
        <Group gap="sm" justify="center">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to={paths.home} variant="outline" reloadDocument>
            Go to home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
