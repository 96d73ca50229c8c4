import { RetryAlert } from '@care/ui/components/retry-alert';
import { HelpIcon } from '@care/ui/icons/care-icons';
import { Button, Card, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useQuickSupport } from '../api/get-quick-support';
import { QuickSupportAccordion } from '../components/quick-support-accordion';

function QuickSupportSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading help topics">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={58} radius="lg" />
      ))}
    </Stack>
  );
}

export function QuickSupportPage() {
  usePageTitle('Quick Support');
  const quickSupport = useQuickSupport();

  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap={6} mb="xl">
        <Title order={1}>Quick Support</Title>
        <Text c="dimmed" fz="lg">
          Answers to common questions about consultations, tests, payments and your account.
        </Text>
      </Stack>

      {quickSupport.isPending ? (
        <QuickSupportSkeleton />
      ) : quickSupport.isError ? (
        <RetryAlert
          title="Help topics could not be loaded"
          message={quickSupport.error.message}
          onRetry={() => quickSupport.refetch()}
          radius="lg"
        />
      ) : quickSupport.data.length === 0 ? (
        <Text c="dimmed">There are no help topics yet.</Text>
      ) : (
        <QuickSupportAccordion categories={quickSupport.data} />
      )}

      <Card mt={40} bg="rose.0" withBorder={false}>
        <Group justify="space-between" gap="md">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" variant="white" color="rose">
              <HelpIcon size={24} />
            </ThemeIcon>
            <div>
              <Text fw={700}>Still need help?</Text>
              <Text fz="sm" c="dimmed">
                Write to us and our care team will get back to you.
              </Text>
            </div>
          </Group>
          <Button component={Link} to={paths.contactUs}>
            Contact Us
          </Button>
        </Group>
      </Card>
    </Container>
  );
}
