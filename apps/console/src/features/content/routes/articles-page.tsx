import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Anchor, Badge, Box, Button, Card, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
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
      <>
        <Box visibleFrom="sm" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" miw={640}>
            <Table.Caption>Newest change first. Times are IST.</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Title</Table.Th>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">Updated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {articles.data.map((a) => (
                <Table.Tr key={a.id}>
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
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
        <Stack
          hiddenFrom="sm"
          gap="xs"
          component="ul"
          aria-label="Articles"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {articles.data.map((a) => (
            <Paper key={a.id} component="li" withBorder p="sm" radius="md">
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
            </Paper>
          ))}
        </Stack>
      </>
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
