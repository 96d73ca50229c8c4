import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FileIcon } from '@/components/icons/care-icons';

/** One report in a list: what it is, a line under it, View, and any other action. */
export function FileRow({
  title,
  detail,
  onView,
  extra,
}: {
  title: string;
  detail?: ReactNode;
  onView(): void;
  extra?: ReactNode;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <FileIcon size={22} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {title}
            </Text>
            {detail && (
              <Text fz="xs" c="dimmed">
                {detail}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={onView} aria-label={`View ${title}`}>
            View
          </Button>
          {extra}
        </Group>
      </Group>
    </Paper>
  );
}
