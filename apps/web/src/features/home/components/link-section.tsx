import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { HomeLink } from './home-links';
import { LinkTile } from './link-tile';

interface LinkSectionProps {
  /** Anchor target for the header's /#health and /#ease links. */
  id: string;
  title: string;
  intro: string;
  links: HomeLink[];
  color: 'rose' | 'sea';
}

export function LinkSection({ id, title, intro, links, color }: LinkSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Stack gap="lg" component="section" id={id} aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={2} id={titleId} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {links.map((link) => (
          <LinkTile key={link.label} link={link} color={color} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
