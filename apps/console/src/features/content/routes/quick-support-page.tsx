import type { StaffQuickSupportData } from '@care/contracts/content/schemas';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Anchor, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DismissibleStatus } from '@/components/dismissible-status';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useQuickSupport, useSetAnswerPublished } from '../api/quick-support';
import { AnswerForm } from '../components/answer-form';

type Category = StaffQuickSupportData['categories'][number];

/** The quick-support FAQ by category: each answer edited, published or unpublished; new questions added. */
export function QuickSupportPage() {
  const faq = useQuickSupport();
  const publish = useSetAnswerPublished();
  /** The question being edited, or 'new:<category id>'. */
  const [editing, setEditing] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const header = (
    <PageHeader
      title="Quick-support answers"
      description={
        <Anchor component={Link} to={paths.content}>
          Articles
        </Anchor>
      }
    />
  );
  if (faq.isPending)
    return (
      <>
        {header}
        <PageLoader label="Loading the answers…" />
      </>
    );
  if (faq.isError)
    return (
      <>
        {header}
        <RetryAlert
          title="The answers could not be loaded"
          message={errorMessage(faq.error)}
          onRetry={() => faq.refetch()}
        />
      </>
    );
  const options = faq.data.categories.map((c) => ({ value: c.id, label: `${c.name} (${c.audience})` }));
  const done = (message: string) => {
    setEditing(null);
    setOutcome(message || null);
  };

  const categoryCard = (c: Category) => (
    <Card key={c.id} component="section" aria-labelledby={`cat-${c.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id={`cat-${c.id}`}>
            {c.name}
            <Text span c="dimmed" fz="sm" ml="xs">
              {c.audience}
            </Text>
          </Title>
          <Button size="compact-sm" variant="light" onClick={() => setEditing(`new:${c.id}`)}>
            Add a question to {c.name}
          </Button>
        </Group>
        {editing === `new:${c.id}` && (
          <AnswerForm question={null} categoryId={c.id} categories={options} onDone={done} />
        )}
        {c.questions.length === 0 && <Text c="dimmed">No questions in this category.</Text>}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {c.questions.map((q) => (
            <Paper key={q.id} component="li" withBorder p="sm" radius="md">
              {editing === q.id ? (
                <AnswerForm question={q} categoryId={c.id} categories={options} onDone={done} />
              ) : (
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Text component="div" fw={600}>
                      {q.question}
                    </Text>
                    <Badge
                      color={q.published ? 'sea' : 'gray'}
                      c={q.published ? 'sea.9' : 'dark.6'}
                      variant="light"
                      tt="none"
                    >
                      {q.published ? 'Published' : 'Unpublished'}
                    </Badge>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setEditing(q.id)}
                      aria-label={`Edit: ${q.question}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      loading={publish.isPending && publish.variables?.id === q.id}
                      aria-label={`${q.published ? 'Unpublish' : 'Publish'}: ${q.question}`}
                      onClick={() =>
                        publish.mutate(
                          { id: q.id, published: !q.published },
                          { onSuccess: (r) => setOutcome(r.message) },
                        )
                      }
                    >
                      {q.published ? 'Unpublish' : 'Publish'}
                    </Button>
                  </Group>
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Card>
  );

  return (
    <>
      {header}
      <DismissibleStatus message={outcome} onDismiss={() => setOutcome(null)} />
      {publish.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(publish.error)}
        </Alert>
      )}
      {faq.data.categories.map(categoryCard)}
    </>
  );
}
