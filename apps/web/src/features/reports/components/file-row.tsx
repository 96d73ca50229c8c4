import { FileIcon } from '@care/ui/icons/care-icons';
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One report in a list: what it is, its status, a line under it, View, and any other action.
 * The title wraps in full (a test's name is what the patient looks for, never cut); the icon
 * keeps its size; on a narrow phone the buttons move under the words instead of squeezing them.
 */
export function FileRow({
  title,
  status,
  detail,
  onView,
  extra,
}: {
  title: string;
  status?: ReactNode;
  detail?: ReactNode;
  onView(): void;
  extra?: ReactNode;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={title}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box c="rose.8" style={{ flex: 'none', lineHeight: 0 }} mt={2}>
          <FileIcon size={24} />
        </Box>
        <Group justify="space-between" align="center" gap="sm" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={6} style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Text fw={600} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {status}
            {detail && (
              <Text fz="sm" c="dimmed" lh={1.45}>
                {detail}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap" ml="auto">
            <Button size="xs" variant="light" onClick={onView} aria-label={`View ${title}`}>
              View
            </Button>
            {extra}
          </Group>
        </Group>
      </Group>
    </Paper>
  );
}
