import type { ArticleKind } from '@care/contracts/articles/constants';
import { AT_EASE_INTEREST } from '@care/contracts/patient/constants';
import { NO_WEEK } from '@care/contracts/pregnancy/constants';
import type { IconProps } from '@care/ui/icons/svg-icon';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { articleListLink } from '../lib/article-links';
import { BookOpenIcon, HeadphonesIcon, VideoIcon } from './article-icons';

interface Resource {
  type: ArticleKind;
  label: string;
  text: string;
  icon: ComponentType<IconProps>;
}

const RESOURCES: Resource[] = [
  {
    type: 'text',
    label: 'Read',
    text: 'Short reads on feelings, stress and relationships.',
    icon: BookOpenIcon,
  },
  { type: 'video', label: 'Watch', text: 'Counsellors explain, in a few minutes.', icon: VideoIcon },
  { type: 'audio', label: 'Listen', text: 'Calming guides for a quiet moment.', icon: HeadphonesIcon },
];

/** The home's resources for text, video and audio: At Ease articles for any week (spec section 2). */
export function ResourceSection() {
  return (
    <section aria-labelledby="resources-title">
      <Stack gap={4} mb="md">
        <Title order={2} id="resources-title" fz={{ base: 24, sm: 30 }}>
          Resources
        </Title>
        <Text c="dimmed">Read, watch or listen: support for your mind, whenever you need it.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {RESOURCES.map((resource) => {
          const link = articleListLink({ type: resource.type, category: AT_EASE_INTEREST, week: NO_WEEK });
          return (
            <Card
              key={resource.type}
              component={Link}
              to={link.to}
              state={link.state}
              shadow="xs"
              className="link-tile"
              style={{ textDecoration: 'none' }}
            >
              <Group wrap="nowrap" gap="md" align="flex-start">
                <ThemeIcon
                  size={48}
                  radius="xl"
                  variant="light"
                  color={resource.type === 'video' ? 'rose' : 'sea'}
                  style={{ flexShrink: 0 }}
                >
                  <resource.icon size={24} />
                </ThemeIcon>
                {/* Spans: the link's name, not a heading and a paragraph (p-as-heading). */}
                <div>
                  <Text component="span" display="block" fw={700} fz="lg" c="dark.8">
                    {resource.label}
                  </Text>
                  <Text component="span" display="block" fz="sm" c="dimmed">
                    {resource.text}
                  </Text>
                </div>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
