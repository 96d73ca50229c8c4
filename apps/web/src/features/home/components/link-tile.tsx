import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/care-icons';
import type { HomeLink } from './home-links';

/** A whole-card link with an icon, a label and one line of explanation. */
export function LinkTile({ link, color = 'rose' }: { link: HomeLink; color?: 'rose' | 'sea' }) {
  const Icon = link.icon;
  return (
    <Card
      component={Link}
      to={link.to}
      state={link.state}
      shadow="xs"
      h="100%"
      style={{ textDecoration: 'none', transition: 'transform 150ms ease, box-shadow 150ms ease' }}
      className="link-tile"
    >
      <Group wrap="nowrap" gap="md" justify="space-between" h="100%">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color={color}>
            <Icon size={24} />
          </ThemeIcon>
          <div>
            <Text fw={700} c="dark.8">
              {link.label}
            </Text>
            <Text fz="sm" c="dimmed">
              {link.description}
            </Text>
          </div>
        </Group>
        <Text c={`${color}.7`} component="span" style={{ display: 'flex' }}>
          <ArrowRightIcon size={18} />
        </Text>
      </Group>
    </Card>
  );
}
