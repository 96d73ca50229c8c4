import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        {/* Large text: rose.5 keeps the 3:1 WCAG asks even of decoration that is text. */}
        <Text fz={64} fw={800} c="rose.5" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          We couldn&apos;t find that page
        </Title>
        <Text c="dimmed" maw={420}>
          The link may be old or mistyped. Everything you need is a click away from the home page.
        </Text>
        <Button component={Link} to={paths.home} size="md">
          Go to home
        </Button>
      </Stack>
    </Container>
  );
}
