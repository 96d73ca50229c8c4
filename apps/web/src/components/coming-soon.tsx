import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { WrenchIcon } from './icons/care-icons';

/** A finished-looking page for parts of the app that are still being built. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Paper p={{ base: 'xl', sm: 48 }} withBorder shadow="xs" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color="sea">
            <WrenchIcon size={32} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={440}>
            This part of the app is coming soon. We are putting the finishing touches to it so it is ready to
            support you and your family.
          </Text>
          <Button component={Link} to={paths.home} size="md" mt="sm">
            Back to home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
