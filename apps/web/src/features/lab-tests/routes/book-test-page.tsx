import { TEST_CATEGORIES, TEST_CATEGORY_LABELS } from '@care/contracts/lab-tests/constants';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import type { LabTest } from '@care/contracts/lab-tests/schemas';
import { Container, Grid, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';
import { useTests } from '../api/get-tests';
import { BookTestDialog } from '../components/book-test-dialog';
import { MyTestBookings } from '../components/my-test-bookings';
import { TestCard } from '../components/test-card';

/** /book-test: the lab catalogue with search and category (kept in the address), Book, my bookings. */
export function BookTestPage() {
  usePageTitle('Book a Test');
  const patient = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [booking, setBooking] = useState<LabTest | null>(null);
  const tests = useTests(debounced, category);

  useEffect(() => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (debounced) next.set('search', debounced);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const book = (test: LabTest) => {
    // Browsing is open to everyone; booking is for a signed-in patient, who comes back here.
    if (!patient) {
      navigate(`${paths.login}?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setBooking(test);
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Book a Test</Title>
          <Text c="dimmed">Genetic, pregnancy and newborn tests from our partner lab, at their MRP.</Text>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: patient ? 8 : 12 }}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Search tests"
                  placeholder="For example NIPT, thalassaemia, BRCA"
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  maxLength={100}
                  type="search"
                />
                <Select
                  label="Category"
                  placeholder="All categories"
                  clearable
                  data={TEST_CATEGORIES.map((c) => ({ value: c, label: TEST_CATEGORY_LABELS[c] }))}
                  value={category || null}
                  onChange={(v) =>
                    setParams(
                      (p) => {
                        const next = new URLSearchParams(p);
                        if (v) next.set('category', v);
                        else next.delete('category');
                        return next;
                      },
                      { replace: true },
                    )
                  }
                />
              </SimpleGrid>
              {tests.isPending && <Skeleton height={240} radius="lg" aria-label="Loading tests" />}
              {tests.isError && (
                <RetryAlert
                  title="Tests could not be loaded"
                  message={tests.error.message}
                  onRetry={() => tests.refetch()}
                />
              )}
              {tests.data?.length === 0 && <Text c="dimmed">{m.noTests}</Text>}
              {tests.data && tests.data.length > 0 && (
                <>
                  <Text fz="sm" c="dimmed" role="status">
                    {tests.data.length === 1 ? '1 test' : `${tests.data.length} tests`}
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    {tests.data.map((t) => (
                      <TestCard key={t._id} test={t} onBook={book} />
                    ))}
                  </SimpleGrid>
                </>
              )}
            </Stack>
          </Grid.Col>
          {patient && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <MyTestBookings />
            </Grid.Col>
          )}
        </Grid>
      </Stack>
      <BookTestDialog test={booking} onClose={() => setBooking(null)} />
    </Container>
  );
}
