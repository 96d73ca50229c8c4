import type { PregnancyWeek } from '@care/contracts/pregnancy/schemas';
import type { IconProps } from '@care/ui/icons/svg-icon';
import { Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { HourglassIcon, RulerIcon, ScaleIcon } from './note-icons';

/**
 * Grams to one decimal at most, with a thousands comma (the growth table stays under 5 kg, where
 * en-IN's grouping is the same). By hand: the first Intl en-IN formatter costs 60-150 ms on a
 * phone CPU when this chunk runs (issue 20; common/money.ts says more).
 */
function gramsText(g: number): string {
  return String(Math.round(g * 10) / 10).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

interface Stat {
  label: string;
  value: string;
  icon: ComponentType<IconProps>;
}

// Weeks 1-3 have nothing to measure (height and weight 0), and until week 8 the embryo weighs
// under a gram, which the growth table gives as 0.
const NOT_YET = 'Not yet';

function heightText(inches: number): string {
  // Spec section 9: height in inches with two decimals.
  return inches > 0 ? `${inches.toFixed(2)} in` : NOT_YET;
}

function weightText(g: number, inches: number): string {
  if (g > 0) return `${gramsText(g)} g`;
  return inches > 0 ? 'Under 1 g' : NOT_YET;
}

/** 'a mango' reads as a comparison; 'not yet conceived' does not. */
function sizeCaption(size: string): { caption: string; text: string } {
  if (/^(a|an)\s/i.test(size)) return { caption: 'Your baby is about the size of', text: size };
  return { caption: 'Your baby this week', text: size.charAt(0).toUpperCase() + size.slice(1) };
}

/** The size picture, what the baby compares to, and height, weight and days left. */
export function WeekOverview({ data }: { data: PregnancyWeek }) {
  const size = sizeCaption(data.size);
  const stats: Stat[] = [
    { label: 'Height', value: heightText(data.height), icon: RulerIcon },
    { label: 'Weight', value: weightText(data.weight, data.height), icon: ScaleIcon },
    {
      label: 'Days left for delivery',
      value: `${data.days_left_for_delivery} ${data.days_left_for_delivery === 1 ? 'day' : 'days'}`,
      icon: HourglassIcon,
    },
  ];

  return (
    <Stack gap="md">
      <Group wrap="nowrap" gap="md" align="center">
        <Box
          w={{ base: 104, sm: 128 }}
          h={{ base: 104, sm: 128 }}
          style={{
            flex: 'none',
            borderRadius: '50%',
            background: 'radial-gradient(circle at 30% 30%, #fff 0%, var(--mantine-color-rose-0) 70%)',
            border: '1px solid var(--mantine-color-rose-1)',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <img
            src={data.size_image_svg ?? data.size_image_path}
            alt={`Size picture: ${data.size}`}
            width={88}
            height={88}
            decoding="async"
            style={{ width: '72%', height: 'auto' }}
          />
        </Box>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="sm" c="dimmed">
            {size.caption}
          </Text>
          <Text fz={{ base: 22, sm: 26 }} fw={700} c="dark.8" lh={1.2}>
            {size.text}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        {stats.map(({ label, value, icon: Icon }) => (
          <Paper key={label} p={{ base: 10, sm: 'sm' }} radius="md" bg="white" withBorder>
            <Stack gap={4} align="flex-start">
              <ThemeIcon size={28} radius="xl" variant="light" color="sea">
                <Icon size={16} />
              </ThemeIcon>
              {/* A figure and its caption, not a heading: spans. The figure may wrap ('140 / days') on the narrowest phones. */}
              <Text component="span" display="block" fw={700} fz={{ base: 15, sm: 'lg' }} c="dark.8" lh={1.2}>
                {value}
              </Text>
              <Text component="span" display="block" fz="xs" c="dimmed" lh={1.25}>
                {label}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
