import { Box, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePublicConfig } from '@/features/config/api/get-config';
import classes from './auth-shell.module.css';
import { CareIllustration } from './care-illustration';

/** The bare-layout card shared by sign-in and sign-up; the illustration hides on phones. */
export function AuthShell({ children }: { children: ReactNode }) {
  const { data: config } = usePublicConfig();
  return (
    <Box className={classes.page}>
      <Paper className={classes.card} radius="xl" shadow="xl" withBorder>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
          <Box className={classes.form}>
            <Group gap="xs" mb="xl">
              <ThemeIcon radius="xl" size="lg" variant="gradient" gradient={{ from: 'rose.4', to: 'sea.4' }}>
                <HeartMark />
              </ThemeIcon>
              <Text fw={700} size="lg">
                {config?.brand.name ?? '\u00a0'}
              </Text>
            </Group>
            {children}
          </Box>
          <Box className={classes.side} visibleFrom="md">
            <CareIllustration width="85%" />
            <Title order={3} fw={700} c="dark.6">
              Care for every stage of life
            </Title>
            <Text c="dimmed" maw={340}>
              Genetic counselling, pregnancy support and mental-health care, all in one place.
            </Text>
          </Box>
        </SimpleGrid>
      </Paper>
    </Box>
  );
}

function HeartMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#fff"
        d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 4.5 7 4.5c2 0 3.4 1 5 2.8 1.6-1.8 3-2.8 5-2.8 3.8 0 5.9 3.9 4.5 7.2C19.5 16.4 12 21 12 21z"
      />
    </svg>
  );
}
