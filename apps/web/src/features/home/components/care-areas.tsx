import { DnaIcon, HeartIcon, LeafIcon } from '@care/ui/icons/care-icons';
import type { IconProps } from '@care/ui/icons/svg-icon';
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';

interface CareArea {
  title: string;
  text: string;
  icon: ComponentType<IconProps>;
  color: 'rose' | 'sea';
}

const careAreas: CareArea[] = [
  {
    title: 'Pregnancy care',
    text: 'Follow your pregnancy week by week, with highlights for you and your baby, precautions and tips.',
    icon: HeartIcon,
    color: 'rose',
  },
  {
    title: 'Genetics',
    text: 'Understand test results and family risks with a genetic counsellor, and book lab tests online.',
    icon: DnaIcon,
    color: 'sea',
  },
  {
    title: 'Mental health',
    text: 'Talk to a counsellor, check in on your mood and find a support tribe of people who understand.',
    icon: LeafIcon,
    color: 'rose',
  },
];

/** The three things we help with, in one calm row. */
export function CareAreas() {
  return (
    <Stack gap="lg" component="section" aria-labelledby="care-areas-title">
      <Title order={2} id="care-areas-title" fz={{ base: 24, sm: 28 }}>
        One place for your care
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {careAreas.map(({ title, text, icon: Icon, color }) => (
          <Card key={title} shadow="xs">
            <Stack gap="sm">
              <ThemeIcon size={52} radius="xl" variant="light" color={color}>
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {title}
              </Title>
              <Text fz="sm" c="dark.6">
                {text}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
