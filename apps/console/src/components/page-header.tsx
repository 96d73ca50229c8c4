import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A screen's heading (its h1) and the tab's title: '<Screen> | Care Console'. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  useDocumentTitle(`${title} | Care Console`);
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
