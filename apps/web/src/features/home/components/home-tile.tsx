import { ArrowRightIcon } from '@care/ui/icons/care-icons';
import type { IconProps } from '@care/ui/icons/svg-icon';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';

export interface HomeTileItem {
  label: string;
  description: string;
  icon: ComponentType<IconProps>;
  /** A screen to open, with the navigation state it reads (e.g. the consultation type)... */
  to?: string;
  state?: unknown;
  /** ...or something to do on this page (open a modal or the chat). */
  onClick?: () => void;
  /** Called when the patient is about to use the tile (hover, focus, touch): a chance to preload. */
  onIntent?: () => void;
}

interface HomeTileProps {
  item: HomeTileItem;
  color?: 'rose' | 'sea';
  /** 'stacked': icon above the label (small grid cells); 'row': icon beside it, with an arrow. */
  layout?: 'stacked' | 'row';
}

/** A whole-card link or button with an icon, a label and one line of explanation. */
export function HomeTile({ item, color = 'rose', layout = 'row' }: HomeTileProps) {
  const Icon = item.icon;
  const shared = {
    shadow: 'xs',
    h: '100%',
    p: layout === 'stacked' ? 'md' : 'lg',
    className: 'link-tile',
    style: {
      textDecoration: 'none',
      textAlign: 'left' as const,
      width: '100%',
      font: 'inherit',
      transition: 'transform 150ms ease, box-shadow 150ms ease',
    },
  };
  const body =
    layout === 'stacked' ? (
      <Stack gap="xs">
        <ThemeIcon size={44} radius="xl" variant="light" color={color}>
          <Icon size={22} />
        </ThemeIcon>
        {/* Spans: the label and its line are the name of a link or button, not a heading and a paragraph. */}
        <Text component="span" display="block" fw={700} c="dark.8" lh={1.3}>
          {item.label}
        </Text>
        <Text component="span" display="block" fz="sm" c="dimmed" lh={1.4}>
          {item.description}
        </Text>
      </Stack>
    ) : (
      <Group wrap="nowrap" gap="md" justify="space-between" h="100%">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color={color}>
            <Icon size={24} />
          </ThemeIcon>
          <div>
            <Text component="span" display="block" fw={700} c="dark.8">
              {item.label}
            </Text>
            <Text component="span" display="block" fz="sm" c="dimmed">
              {item.description}
            </Text>
          </div>
        </Group>
        <Text c={`${color}.7`} component="span" style={{ display: 'flex', flex: 'none' }}>
          <ArrowRightIcon size={18} />
        </Text>
      </Group>
    );

  if (item.to) {
    return (
      <Card component={Link} to={item.to} state={item.state} {...shared}>
        {body}
      </Card>
    );
  }
  return (
    <Card
      component="button"
      type="button"
      onClick={item.onClick}
      onPointerEnter={item.onIntent}
      onPointerDown={item.onIntent}
      onFocus={item.onIntent}
      {...shared}
    >
      {body}
    </Card>
  );
}
