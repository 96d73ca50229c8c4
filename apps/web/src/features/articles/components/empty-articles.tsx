import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BookOpenIcon } from './article-icons';

interface EmptyArticlesProps {
  message: string;
  detail?: ReactNode;
  action?: { label: string; to: string; state?: unknown };
}

/** A calm empty state with one way onward, so an empty list is never a blank page. */
export function EmptyArticles({ message, detail, action }: EmptyArticlesProps) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 40 }} ta="center" bg="white">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="rose">
          <BookOpenIcon size={28} />
        </ThemeIcon>
        <Text fw={700} fz="lg">
          {message}
        </Text>
        {detail && (
          <Text c="dimmed" maw={460}>
            {detail}
          </Text>
        )}
        {action && (
          <Button component={Link} to={action.to} state={action.state} variant="light" mt="xs">
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
