import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { StoreBadges } from './store-badges';

/** A closing band with the two app-store links. */
export function GetTheApp() {
  return (
    <Paper
      component="section"
      aria-labelledby="get-the-app-title"
      p={{ base: 'lg', sm: 'xl' }}
      bg="linear-gradient(120deg, var(--mantine-color-rose-0), var(--mantine-color-sea-0))"
    >
      <Group justify="space-between" gap="lg">
        <Stack gap={4} maw={520}>
          <Title order={2} id="get-the-app-title" fz={{ base: 20, sm: 24 }} c="dark.9">
            Take your care with you
          </Title>
          <Text c="dark.6" fz="sm">
            Read, track your weeks and book consultations from your phone with our app.
          </Text>
        </Stack>
        <StoreBadges lazyImages />
      </Group>
    </Paper>
  );
}
