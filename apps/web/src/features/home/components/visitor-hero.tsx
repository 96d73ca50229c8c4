import { Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { HeroArtwork } from './hero-artwork';

/** Landing hero for visitors: what we offer, and the way in. */
export function VisitorHero({ brandName }: { brandName: string | undefined }) {
  return (
    <Grid gap={{ base: 'xl', md: 48 }} align="center">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          {brandName && (
            <Text fw={700} c="sea.8" tt="uppercase" fz="sm" lts={1}>
              Welcome to {brandName}
            </Text>
          )}
          <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15} c="dark.9">
            Care for every stage of your family&apos;s health
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="dark.6" maw={560}>
            Week-by-week pregnancy support, genetic counselling and mental-health care, with experts you can
            talk to from home.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={paths.register} size="lg">
              Sign Up
            </Button>
            <Button component={Link} to={paths.login} size="lg" variant="outline">
              Sign In
            </Button>
          </Group>
          <Text fz="sm" c="dimmed">
            Free to join. Your health information stays private.
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="sm">
        <Box maw={420} mx="auto">
          <HeroArtwork />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
