import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { ResponsiveList } from '@/components/responsive-list';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { useArticles } from '../api/articles';

function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge color={published ? 'sea' : 'gray'} c={published ? 'sea.9' : 'dark.6'} variant="light" tt="none">
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}

/** Every article, drafts and published, newest change first; search by title. */
export function ArticlesPage() {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const articles = useArticles(debounced);

  let list: React.ReactNode;
  if (articles.isPending) list = <PageLoader label="Loading the articles…" />;
  else if (articles.isError)
    list = (
      <RetryAlert
        title="The articles could not be loaded"
        message={errorMessage(articles.error)}
        onRetry={() => articles.refetch()}
      />
    );
  else if (articles.data.length === 0)
    list = (
      <Text c="dimmed">{debounced ? 'No article has these words in its title.' : 'No articles yet.'}</Text>
    );
  else
    list = (
      <ResponsiveList
        items={articles.data}
        itemKey={(a) => a.id}
        caption="Newest change first. Times are IST."
        columns={['Title', 'Type', 'State', 'Updated']}
        listLabel="Articles"
        minWidth={640}
        renderRow={(a) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={paths.contentArticle(a.id)} fw={600}>
                {a.title}
              </Anchor>
              <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {a.slug}
              </Text>
            </Table.Td>
            <Table.Td>{a.type}</Table.Td>
            <Table.Td>
              <PublishedBadge published={a.published} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayMonthYearTimeIst(a.updated_at)}</Table.Td>
          </>
        )}
        renderCard={(a) => (
          <Stack gap={4}>
            <Anchor component={Link} to={paths.contentArticle(a.id)} fw={600}>
              {a.title}
            </Anchor>
            <Group gap="xs">
              <PublishedBadge published={a.published} />
              <Text fz="sm">{a.type}</Text>
            </Group>
            <Text fz="sm" c="dimmed">
              Updated {dayMonthYearTimeIst(a.updated_at)}
            </Text>
          </Stack>
        )}
      />
    );

  return (
    <>
      <PageHeader
        title="Content"
        description="Articles patients read in the app. A published article's changes show to patients as soon as you save."
      />
      <Group gap="sm">
        <Button component={Link} to={paths.contentArticle('new')}>
          New article
        </Button>
        <Button component={Link} to={paths.quickSupport} variant="default">
          Quick-support answers
        </Button>
      </Group>
      <Card>
        <Stack gap="md">
          <TextInput
            label="Search by title"
            type="search"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            maw={420}
          />
          {list}
        </Stack>
      </Card>
    </>
  );
}
