import { TRIBE_SHORT_NAMES } from '@care/contracts/patient/constants';
import { ArrowRightIcon } from '@care/ui/icons/care-icons';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TribeIcon } from '@/components/icons/tribe-icons';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { knownTribes } from '../lib/tribe-list';

// The modal (and its form code) is downloaded only when a patient opens it, not with the home.
const ChooseTribeModal = lazy(() =>
  import('./choose-tribe-modal').then((m) => ({ default: m.ChooseTribeModal })),
);

/**
 * The home's support-tribe card (spec section 2): to the tribe home when the patient has a
 * tribe, otherwise the Choose Your Tribe modal; a visitor is asked to sign in first.
 */
export function SupportTribeEntry() {
  const patient = useSession();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const tribes = knownTribes(patient?.tribe);

  const enter = () => {
    if (!patient) {
      navigate(`${paths.login}?next=${encodeURIComponent(paths.supportTribe)}`);
    } else if (tribes.length > 0) {
      navigate(paths.supportTribe);
    } else {
      setWanted(true);
      setOpened(true);
    }
  };

  return (
    <Card
      shadow="xs"
      padding="xl"
      bg="linear-gradient(120deg, var(--mantine-color-rose-0), var(--mantine-color-sea-0))"
    >
      <Group justify="space-between" gap="lg" align="center">
        <Stack gap={6} maw={560}>
          <Title order={2} fz={{ base: 22, sm: 28 }}>
            Support Tribes
          </Title>
          <Text c="dimmed">
            {tribes.length > 0
              ? `Articles, videos and audios for your tribes: ${tribes.map((t) => TRIBE_SHORT_NAMES[t]).join(', ')}.`
              : 'You are not alone. Join a tribe of people going through the same things, and find content chosen for them.'}
          </Text>
          <Group gap={8} mt={4} aria-hidden="true">
            {(tribes.length > 0
              ? tribes
              : knownTribes(['Anxiety Support', 'Postpartum Support', 'Grief Support'])
            ).map((tribe) => (
              <ThemeIcon key={tribe} size={36} radius="xl" variant="white" color="rose">
                <TribeIcon tribe={tribe} size={20} />
              </ThemeIcon>
            ))}
          </Group>
        </Stack>
        <Button size="md" rightSection={<ArrowRightIcon size={16} />} onClick={enter}>
          {tribes.length > 0 ? 'Go to your tribes' : 'Find your tribe'}
        </Button>
      </Group>
      {wanted && (
        <Suspense fallback={null}>
          <ChooseTribeModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Card>
  );
}
