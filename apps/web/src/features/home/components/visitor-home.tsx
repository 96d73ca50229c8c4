import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MoodCheckIn } from '@/features/mood';
import { usePublicConfig } from '@/lib/public-config';
import { AtEaseSection } from './at-ease-section';
import { ResourceSection, Testimonials } from './below-fold';
import { CareAreas } from './care-areas';
import { Deferred } from './deferred';
import { StoreBadges } from './store-badges';
import { VisitorHero } from './visitor-hero';
import { YourHealthSection } from './your-health-section';

/**
 * The landing for visitors: what we offer and the way in. The public parts work as they are
 * (resources, the calculator); the rest leads through sign-in and back.
 */
export function VisitorHome() {
  const brandName = usePublicConfig().data?.brand.name;
  return (
    <>
      <Box bg="linear-gradient(160deg, var(--mantine-color-rose-0) 0%, #fffafb 55%, var(--mantine-color-sea-0) 100%)">
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <VisitorHero brandName={brandName} />
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap={56}>
          <CareAreas />
          <YourHealthSection />
          <AtEaseSection />
          <MoodCheckIn />
          <Deferred>
            <ResourceSection />
          </Deferred>
          <Deferred minHeight={280}>
            <Testimonials />
          </Deferred>
          <Paper
            component="section"
            aria-labelledby="join-title"
            p={{ base: 'lg', sm: 48 }}
            ta="center"
            bg="linear-gradient(120deg, var(--mantine-color-rose-0), var(--mantine-color-sea-0))"
          >
            <Stack align="center" gap="md">
              <Title order={2} id="join-title" fz={{ base: 22, sm: 30 }} c="dark.9">
                Start with a free account
              </Title>
              <Text c="dark.6" maw={520}>
                Follow your pregnancy week by week, check in on your mood, save articles and book experts, all
                in one place.
              </Text>
              <Group justify="center" gap="sm">
                <Button component={Link} to={paths.register} size="md">
                  Sign Up
                </Button>
                <Button component={Link} to={paths.login} size="md" variant="outline">
                  Sign In
                </Button>
              </Group>
              <StoreBadges lazyImages />
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
