import { EXPERT_TYPE_LABELS, type ExpertType } from '@care/contracts/experts/constants';
import { DnaIcon, HeartIcon } from '@care/ui/icons/care-icons';
import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

const CHOICES: { type: ExpertType; icon: ReactNode; color: string; text: string }[] = [
  {
    type: 'gc',
    icon: <DnaIcon size={30} />,
    color: 'sea',
    text: 'Understand a screening result, a family history or a test before you decide. Our genetic counsellors and medical geneticists explain what a result means for you and your family.',
  },
  {
    type: 'mhc',
    icon: <HeartIcon size={30} />,
    color: 'rose',
    text: 'Talk to a psychologist, therapist or psychiatrist about anxiety, low mood, grief, relationships or the weeks after birth, alone, as a couple or as a family.',
  },
];

/** /consultation and /consult: "Consult an Expert", the Choose Consultation cards (spec section 2). */
export function ConsultationPage() {
  usePageTitle('Consult an Expert');
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Stack gap={6} mb="xl">
        <Title order={1}>Consult an Expert</Title>
        <Text c="dimmed" fz="lg">
          Video consultations with experts who work with pregnancy, genetics and mental health every day.
        </Text>
      </Stack>
      <Title order={2} fz="xl" mb="md">
        Choose Consultation
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {CHOICES.map((c) => (
          <Card key={c.type} padding="xl" component="section" aria-labelledby={`consult-${c.type}`}>
            <Stack gap="md" h="100%">
              <ThemeIcon size={56} radius="xl" variant="light" color={c.color}>
                {c.icon}
              </ThemeIcon>
              <Title order={3} id={`consult-${c.type}`} fz="lg">
                {EXPERT_TYPE_LABELS[c.type]} ({c.type.toUpperCase()})
              </Title>
              <Text c="dimmed" style={{ flex: 1 }}>
                {c.text}
              </Text>
              <Button
                component={Link}
                to={`${paths.expertDetail}?type=${c.type}`}
                state={{ type: c.type.toUpperCase() }}
                color={c.color}
                aria-label={`Find an expert for ${EXPERT_TYPE_LABELS[c.type]}`}
              >
                Find an expert
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
