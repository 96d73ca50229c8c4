import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StoredPatient } from '@/lib/session';
// Files rather than data URIs in the script: inlined, both pictures (one is shown) cost the home's
// first download 2.4 KB gzip of JavaScript (issue 20); the one shown loads as an image instead.
import heroMan from '../assets/hero-man.svg?no-inline';
import heroWoman from '../assets/hero-woman.svg?no-inline';

interface HomeHeroProps {
  patient: StoredPatient;
  subtitle: string;
  /** Extra content under the greeting (the store badges on the non-pregnant home). */
  children?: ReactNode;
}

/** Greeting by name with the hero picture; male patients see a different one (spec section 2). */
export function HomeHero({ patient, subtitle, children }: HomeHeroProps) {
  const male = patient.gender === 'male';
  return (
    <Box bg="linear-gradient(160deg, var(--mantine-color-rose-0) 0%, #fffafb 55%, var(--mantine-color-sea-0) 100%)">
      <Container size="lg" py={{ base: 20, sm: 28 }}>
        <Group justify="space-between" wrap="nowrap" gap="md" align="center">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 26, sm: 40 }} c="dark.9" lh={1.15}>
              Hi {patient.name.firstName || 'there'}
            </Title>
            <Text fz={{ base: 'sm', sm: 'lg' }} c="dark.6" maw={520}>
              {subtitle}
            </Text>
            {children && (
              <Box mt="md" visibleFrom="sm">
                {children}
              </Box>
            )}
          </Stack>
          <Box w={{ base: 116, xs: 150, sm: 220, md: 240 }} style={{ flex: 'none' }}>
            <img
              src={male ? heroMan : heroWoman}
              alt=""
              data-hero={male ? 'man' : 'woman'}
              width={320}
              height={260}
              decoding="async"
              style={{ width: '100%', height: 'auto', display: 'block' }}
            />
          </Box>
        </Group>
        {/* On phones the extras take the full width under the greeting and picture. */}
        {children && (
          <Box mt="sm" hiddenFrom="sm">
            {children}
          </Box>
        )}
      </Container>
    </Box>
  );
}
