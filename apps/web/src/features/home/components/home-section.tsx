import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** Anchor target, e.g. for the header's /#health and /#ease links. */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A titled band of the home page. */
export function HomeSection({ id, title, intro, children }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Stack gap="lg" component="section" id={id} aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={2} id={titleId} fz={{ base: 22, sm: 28 }} c="dark.9">
          {title}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
