import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { usePublicConfig } from '@/lib/public-config';
import classes from './auth-shell.module.css';
import { CareIllustration } from './care-illustration';

/** The bare-layout card shared by sign-in and sign-up; the illustration hides on phones. */
export function AuthShell({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  return (
    <Box className={classes.page}>
      <Paper className={classes.card} radius="xl" shadow="xl" withBorder>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
          <Box className={classes.form}>
            {/* The header's logo: the same mark and name on every screen. */}
            <Box mb="xl">
              <BrandLogo name={config.data?.brand.name} loading={config.isPending} />
            </Box>
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
