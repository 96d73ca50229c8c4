import { FlaskIcon, HeartIcon, StethoscopeIcon } from '@care/ui/icons/care-icons';
import type { IconProps } from '@care/ui/icons/svg-icon';
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

interface NextStep {
  title: string;
  text: string;
  to: string;
  icon: ComponentType<IconProps>;
  color: 'rose' | 'sea';
}

// The spec puts three static cards under every article; ours lead to the care that often
// follows reading: a counsellor, a test, or people going through the same thing.
const NEXT_STEPS: NextStep[] = [
  {
    title: 'Talk to an expert',
    text: 'Book a video consultation with a genetic or mental-health counsellor.',
    to: paths.consultation,
    icon: StethoscopeIcon,
    color: 'rose',
  },
  {
    title: 'Book a test',
    text: 'Find the right lab test for you and your family.',
    to: paths.bookTest,
    icon: FlaskIcon,
    color: 'sea',
  },
  {
    title: 'Join a support tribe',
    text: 'Read what helps others going through the same things.',
    to: paths.supportTribe,
    icon: HeartIcon,
    color: 'rose',
  },
];

export function NextSteps() {
  return (
    <section aria-labelledby="next-steps-title">
      <Title order={2} id="next-steps-title" fz="xl" mb="md">
        What next?
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {NEXT_STEPS.map((step) => (
          <Card
            key={step.title}
            component={Link}
            to={step.to}
            shadow="xs"
            className="link-tile"
            style={{ textDecoration: 'none' }}
          >
            <ThemeIcon size={44} radius="xl" variant="light" color={step.color} mb="sm">
              <step.icon size={22} />
            </ThemeIcon>
            {/* Spans: the link's name, not a heading and a paragraph (p-as-heading). */}
            <Text component="span" display="block" fw={700} c="dark.8">
              {step.title}
            </Text>
            <Text component="span" display="block" fz="sm" c="dimmed" mt={4}>
              {step.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
