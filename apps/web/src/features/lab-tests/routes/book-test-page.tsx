import type { LabTest } from '@care/contracts/lab-tests/answers';
import { TEST_CATEGORIES, TEST_CATEGORY_LABELS } from '@care/contracts/lab-tests/constants';
import { labTestMessages as m } from '@care/contracts/lab-tests/messages';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Container, Grid, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SelectOnIntent } from '@/components/select-on-intent';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';
import { useTests } from '../api/get-tests';
import { MyTestBookings } from '../components/my-test-bookings';
import { TestCard } from '../components/test-card';

// The booking dialog (Modal, focus trap) and the Category Select download when the patient first
// reaches for Book or the filter.
const loadLater = () => import('../components/book-test-later');
const BookTestDialog = lazy(() => loadLater().then((m) => ({ default: m.BookTestDialog })));

const CATEGORY_OPTIONS = TEST_CATEGORIES.map((c) => ({ value: c, label: TEST_CATEGORY_LABELS[c] }));

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
  // Mounted from the first Book on, so closing it animates and gives focus back to the button.
  const [dialogMounted, setDialogMounted] = useState(false);
  const tests = useTests(debounced, category);
  // The catalogue's cards render in a time-sliced transition, not in the task the answer lands in.
  const shown = useDeferredValue(tests.data);

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
    setDialogMounted(true);
    setBooking(test);
  };

  const warmDialog = () => {
    if (patient) void loadLater();
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
                <SelectOnIntent
                  label="Category"
                  placeholder="All categories"
                  clearable
                  data={CATEGORY_OPTIONS}
                  load={loadLater}
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
              {(tests.isPending || (tests.data && !shown)) && <TestsSkeleton />}
              {tests.isError && (
                <RetryAlert
                  title="Tests could not be loaded"
                  message={tests.error.message}
                  onRetry={() => tests.refetch()}
                />
              )}
              {shown?.length === 0 && <Text c="dimmed">{m.noTests}</Text>}
              {shown && shown.length > 0 && (
                <>
                  <Text fz="sm" c="dimmed" role="status">
                    {shown.length === 1 ? '1 test' : `${shown.length} tests`}
                  </Text>
                  <SimpleGrid
                    cols={{ base: 1, sm: 2 }}
                    spacing="md"
                    onPointerOverCapture={warmDialog}
                    onFocusCapture={warmDialog}
                  >
                    {shown.map((t) => (
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
      {dialogMounted && (
        <Suspense fallback={null}>
          <BookTestDialog test={booking} onClose={() => setBooking(null)} />
        </Suspense>
      )}
    </Container>
  );
}

/**
 * Cards of about the real ones' size while the catalogue loads: on a phone My test bookings sits
 * below the list, and a short placeholder let it be seen, then pushed away (layout shift 0.18).
 */
function TestsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-label="Loading tests" role="status">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <Skeleton key={i} height={260} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
