import { RetryAlert } from '@care/ui/components/retry-alert';
import { ArrowLeftIcon } from '@care/ui/icons/care-icons';
import { Anchor, Box, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { usePageTitle } from '@/lib/use-page-title';
import { useStaticPage } from '../api/get-static-page';

function homeLabel(brandName: string | undefined) {
  return brandName ? `${brandName}, home` : 'Home';
}

function AboutUsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading About Us">
      <Skeleton height={36} width="60%" />
      <Skeleton height={14} />
      <Skeleton height={14} />
      <Skeleton height={14} width="85%" />
      <Skeleton height={14} mt="md" />
      <Skeleton height={14} width="70%" />
    </Stack>
  );
}

/** /about-us, bare layout: the marketing text comes from the server and is shown sanitised. */
export function AboutUsPage() {
  const config = usePublicConfig();
  const page = useStaticPage('about-us');
  usePageTitle(page.data?.title ?? 'About Us');

  return (
    <Box bg="linear-gradient(180deg, var(--mantine-color-rose-0) 0%, #fffafb 320px)" mih="100vh">
      <Container size="md" py={{ base: 20, sm: 32 }}>
        <Group justify="space-between" mb={{ base: 28, sm: 48 }}>
          <Anchor
            component={Link}
            to={paths.home}
            underline="never"
            aria-label={homeLabel(config.data?.brand.name)}
          >
            <BrandLogo name={config.data?.brand.name} loading={config.isPending} />
          </Anchor>
          <Button
            component={Link}
            to={paths.home}
            variant="subtle"
            color="sea.8"
            leftSection={<ArrowLeftIcon size={18} />}
          >
            Back to home
          </Button>
        </Group>

        <Paper component="article" p={{ base: 'lg', sm: 48 }} shadow="xs" withBorder>
          {page.isPending ? (
            <AboutUsSkeleton />
          ) : page.isError ? (
            <RetryAlert
              title="About Us could not be loaded"
              message={page.error.message}
              onRetry={() => page.refetch()}
              radius="md"
            />
          ) : (
            <Stack gap="lg">
              <Title order={1} c="rose.9">
                {page.data.title}
              </Title>
              <SafeHtml html={page.data.description} headingLevel={2} fz="md" />
            </Stack>
          )}
        </Paper>

        {config.data && (
          <Text ta="center" c="dimmed" fz="sm" mt="xl">
            {config.data.brand.name} · {config.data.brand.address}
          </Text>
        )}
      </Container>
    </Box>
  );
}
