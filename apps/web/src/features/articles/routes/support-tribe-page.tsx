import { TRIBE_HOME_ARTICLES_PER_TYPE } from '@care/contracts/articles/constants';
import { TRIBE_SHORT_NAMES } from '@care/contracts/patient/constants';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Button, Container, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { TribeIcon } from '@/components/icons/tribe-icons';
import { knownTribes, loadChooseTribeModal } from '@/features/tribes';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';
import { useArticleGroups } from '../api/get-article-groups';
import { TribeSection } from '../components/tribe-section';

const ChooseTribeModal = lazy(() => loadChooseTribeModal().then((m) => ({ default: m.ChooseTribeModal })));

/** /support-tribe: the patient's tribes, Select Tribe, and three sections of tribe content. */
export function SupportTribePage() {
  usePageTitle('Support Tribes');
  const patient = useSession();
  const tribes = knownTribes(patient?.tribe);
  // A patient without a tribe lands here from the modal's rules or a link: ask them at once.
  const [modalOpen, setModalOpen] = useState(tribes.length === 0);
  const groups = useArticleGroups(
    { supportTribe: tribes, records: TRIBE_HOME_ARTICLES_PER_TYPE },
    { enabled: tribes.length > 0 },
  );

  return (
    <Container size="lg" py={{ base: 28, sm: 48 }}>
      <Paper
        p={{ base: 'lg', sm: 32 }}
        mb={40}
        bg="linear-gradient(120deg, var(--mantine-color-rose-0), var(--mantine-color-sea-0))"
      >
        <Group justify="space-between" align="flex-end" gap="lg">
          <Stack gap="sm">
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              Support Tribes
            </Title>
            <Text c="dimmed" maw={560}>
              {tribes.length > 0
                ? 'Content chosen for the tribes you belong to. You are not alone in this.'
                : 'Pick the tribes that fit what you are going through, and we will gather content for them here.'}
            </Text>
            {tribes.length > 0 && (
              <Group
                gap="sm"
                mt={4}
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
                aria-label="Your tribes"
              >
                {tribes.map((tribe) => (
                  <Group
                    key={tribe}
                    component="li"
                    gap={8}
                    wrap="nowrap"
                    bg="white"
                    px="sm"
                    py={6}
                    style={{ borderRadius: 999 }}
                  >
                    <ThemeIcon size={30} radius="xl" variant="light" color="rose">
                      <TribeIcon tribe={tribe} size={18} />
                    </ThemeIcon>
                    <Text fw={600} fz="sm">
                      {TRIBE_SHORT_NAMES[tribe]}
                    </Text>
                  </Group>
                ))}
              </Group>
            )}
          </Stack>
          <Button size="md" onClick={() => setModalOpen(true)}>
            Select Tribe
          </Button>
        </Group>
      </Paper>

      {tribes.length === 0 ? (
        <Text c="dimmed" ta="center">
          Choose at least one tribe to see its articles, videos and audios.
        </Text>
      ) : groups.isPending ? (
        <Stack gap="lg" aria-busy="true" aria-label="Loading tribe articles">
          <Skeleton height={28} width={200} />
          <Skeleton height={220} radius="lg" />
        </Stack>
      ) : groups.isError ? (
        <RetryAlert
          title="Tribe articles could not be loaded"
          message={groups.error.message}
          onRetry={() => groups.refetch()}
          radius="lg"
        />
      ) : (
        <Stack gap={48}>
          <TribeSection title="Curated for you" kind="text" articles={groups.data.text} />
          <TribeSection title="Videos for the Week" kind="video" articles={groups.data.video} />
          <TribeSection title="Audios for the Week" kind="audio" articles={groups.data.audio} />
        </Stack>
      )}

      <Suspense fallback={null}>
        <ChooseTribeModal opened={modalOpen} onClose={() => setModalOpen(false)} />
      </Suspense>
    </Container>
  );
}
