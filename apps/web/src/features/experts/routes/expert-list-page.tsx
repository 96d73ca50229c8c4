import {
  DEFAULT_SORT_DIRECTION,
  EXPERT_PAGE_SIZES,
  EXPERT_TYPE_LABELS,
  type ExpertSort,
  type SortDirection,
} from '@care/contracts/experts/constants';
import { expertMessages } from '@care/contracts/experts/messages';
import { RetryAlert } from '@care/ui/components/retry-alert';
import {
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LazySelect } from '@/components/lazy-select';
import { usePageTitle } from '@/lib/use-page-title';
import { useDoctorList } from '../api/get-doctor-list';
import { ExpertCard } from '../components/expert-card';
import { filterCount } from '../lib/expert-filters';
import { type ExpertSearchParams, readExpertSearch, writeExpertSearch } from '../lib/expert-search-params';

// The filters dialog (a Modal, multi-selects, number inputs) loads when the patient reaches for
// the Filters button, not with the list.
const importFiltersModal = () => import('../components/expert-filters-modal');
const ExpertFiltersModal = lazy(() => importFiltersModal().then((m) => ({ default: m.ExpertFiltersModal })));

/** The sort control's choices: the API's sort and direction, one option each. */
const SORT_OPTIONS: {
  value: string;
  label: string;
  sort: ExpertSort | null;
  direction: SortDirection | null;
}[] = [
  { value: '', label: 'Best match', sort: null, direction: null },
  { value: 'next_available', label: 'Soonest available', sort: 'next_available', direction: null },
  { value: 'fee', label: 'Fee: low to high', sort: 'fee', direction: null },
  { value: 'fee:desc', label: 'Fee: high to low', sort: 'fee', direction: 'desc' },
  { value: 'experience', label: 'Most experienced', sort: 'experience', direction: null },
];

const sortValue = (p: ExpertSearchParams) => {
  if (!p.sort) return '';
  const natural = (p.direction ?? DEFAULT_SORT_DIRECTION[p.sort]) === DEFAULT_SORT_DIRECTION[p.sort];
  return (
    SORT_OPTIONS.find((o) => o.sort === p.sort && (natural ? !o.direction : o.direction === p.direction))
      ?.value ?? p.sort
  );
};

/** /expert-detail: the experts of one type, with search, filters and pages kept in the URL. */
export function ExpertListPage() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const search = readExpertSearch(params, (location.state as { type?: unknown } | null)?.type);
  usePageTitle(EXPERT_TYPE_LABELS[search.type]);
  const list = useDoctorList(search);
  const [query, setQuery] = useState(search.query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted from the first opening on, so the dialog's closing transition and focus return run.
  const [filtersUsed, setFiltersUsed] = useState(false);

  const update = (next: Partial<ExpertSearchParams>) =>
    setParams(writeExpertSearch({ ...search, page: 1, ...next }), { state: location.state });
  const filters = filterCount(search);
  const total = list.data?.pagination.total_records ?? 0;

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>{EXPERT_TYPE_LABELS[search.type]}</Title>
        <Text c="dimmed">Choose an expert to see their profile and book a video consultation.</Text>
      </Stack>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          update({ query: query.trim() });
        }}
      >
        <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
          <TextInput
            label="Search experts"
            description="By name, concern, speciality or language"
            placeholder="e.g. anxiety or Hindi"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            style={{ flex: '1 1 220px', minWidth: 0 }}
            styles={{ input: { minHeight: 44 } }}
          />
          <Group gap="sm" wrap="nowrap">
            <Button type="submit" mih={44}>
              Search
            </Button>
            <Button
              variant="light"
              mih={44}
              onPointerEnter={() => void importFiltersModal()}
              onFocus={() => void importFiltersModal()}
              onClick={() => {
                setFiltersUsed(true);
                setFiltersOpen(true);
              }}
              aria-haspopup="dialog"
            >
              Filters{filters ? ` (${filters})` : ''}
            </Button>
          </Group>
        </Group>
      </form>
      {filtersUsed && (
        <Suspense fallback={null}>
          <ExpertFiltersModal
            opened={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            type={search.type}
            value={search}
            onApply={(f) => update(f)}
          />
        </Suspense>
      )}

      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy="true" aria-label="Loading experts">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={220} radius="lg" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <RetryAlert
          title="Experts could not be loaded"
          message={list.error.message}
          onRetry={() => list.refetch()}
        />
      ) : list.data.result.length === 0 ? (
        <Text ta="center" py="xl" fz="lg" c="dimmed">
          {expertMessages.noExperts}
        </Text>
      ) : (
        <>
          <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
            <Badge variant="light" color="gray" tt="none" size="lg" role="status">
              {total} {total === 1 ? 'expert' : 'experts'}
            </Badge>
            <SortControl search={search} onChange={(sort, direction) => update({ sort, direction })} />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {list.data.result.map((d) => (
              <ExpertCard key={d._id} doctor={d} />
            ))}
          </SimpleGrid>
        </>
      )}

      {total > 0 && (
        <Group justify="space-between" mt="xl" gap="md">
          <Pagination
            total={Math.max(1, Math.ceil(total / search.records))}
            value={search.page}
            onChange={(page) => update({ page })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            styles={{ control: { minWidth: 44, height: 44 } }}
          />
          <LazySelect
            label="Per page"
            w={110}
            data={EXPERT_PAGE_SIZES.map(String)}
            value={String(search.records)}
            onChange={(v) => v && update({ records: Number(v) })}
            allowDeselect={false}
            styles={{ input: { minHeight: 44 } }}
          />
        </Group>
      )}
    </Container>
  );
}

function SortControl({
  search,
  onChange,
}: {
  search: ExpertSearchParams;
  onChange: (sort: ExpertSort | null, direction: SortDirection | null) => void;
}) {
  return (
    <LazySelect
      label="Sort by"
      w={200}
      data={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
      value={sortValue(search)}
      onChange={(v) => {
        const o = SORT_OPTIONS.find((x) => x.value === (v ?? ''));
        if (o) onChange(o.sort, o.direction);
      }}
      allowDeselect={false}
      styles={{ input: { minHeight: 44 } }}
    />
  );
}
