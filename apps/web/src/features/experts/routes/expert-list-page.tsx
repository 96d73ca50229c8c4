import { EXPERT_PAGE_SIZES, EXPERT_TYPE_LABELS } from '@care/contracts/experts/constants';
import { expertMessages } from '@care/contracts/experts/messages';
import {
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { RetryAlert } from '@/components/retry-alert';
import { usePageTitle } from '@/lib/use-page-title';
import { useDoctorList } from '../api/get-doctor-list';
import { ExpertCard } from '../components/expert-card';
import { ExpertFiltersModal } from '../components/expert-filters-modal';
import { type ExpertSearchParams, readExpertSearch, writeExpertSearch } from '../lib/expert-search-params';

/** /expert-detail: the experts of one type, with search, filters and pages kept in the URL. */
export function ExpertListPage() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const search = readExpertSearch(params, (location.state as { type?: unknown } | null)?.type);
  usePageTitle(EXPERT_TYPE_LABELS[search.type]);
  const list = useDoctorList(search);
  const [query, setQuery] = useState(search.query);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const update = (next: Partial<ExpertSearchParams>) =>
    setParams(writeExpertSearch({ ...search, page: 1, ...next }), { state: location.state });
  const filterCount = search.language.length + search.expert_approaches.length + search.concerns.length;
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
            placeholder="Name, concern, speciality or language"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit">Search</Button>
          <Button variant="light" onClick={() => setFiltersOpen(true)}>
            Filters{filterCount ? ` (${filterCount})` : ''}
          </Button>
        </Group>
      </form>
      <ExpertFiltersModal
        key={String(filtersOpen)}
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        type={search.type}
        value={search}
        onApply={(f) => update(f)}
      />

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
          <Group justify="space-between" mb="sm">
            <Badge variant="light" color="gray" tt="none" size="lg">
              {total} {total === 1 ? 'expert' : 'experts'}
            </Badge>
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
          />
          <Select
            label="Per page"
            w={110}
            data={EXPERT_PAGE_SIZES.map(String)}
            value={String(search.records)}
            onChange={(v) => v && update({ records: Number(v) })}
            allowDeselect={false}
          />
        </Group>
      )}
    </Container>
  );
}
