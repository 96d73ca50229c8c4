import { RetryAlert } from '@care/ui/components/retry-alert';
import { SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toastError } from '@/lib/toast';
import { useSession } from '@/lib/use-session';
import { useAddMoodTrack } from '../api/add-mood-track';
import { type MoodOption, useMoodList } from '../api/get-mood-list';
import classes from './mood-check-in.module.css';

// The tips (text and Modal code) download with the first mood chosen, not with the home page.
const MoodTipsModal = lazy(() => import('./mood-tips-modal').then((m) => ({ default: m.MoodTipsModal })));

/**
 * The home page's mood check-in (spec sections 2 and 4): choosing a mood saves it and opens its
 * tips. Visitors see the moods too; choosing one takes them to sign in and back home.
 */
export function MoodCheckIn() {
  const patient = useSession();
  const navigate = useNavigate();
  const moods = useMoodList();
  const save = useAddMoodTrack();
  const [chosen, setChosen] = useState<MoodOption | null>(null);
  const [tipsOpen, setTipsOpen] = useState(false);

  const saveMood = (option: MoodOption) =>
    save.mutate(option.mood, {
      // Toasts sit at the bottom right like every other notice of the app (spec section 9).
      onError: (error) => toastError(error.message),
    });

  const choose = (option: MoodOption) => {
    if (!patient) {
      navigate(`${paths.login}?next=${encodeURIComponent(paths.home)}`);
      return;
    }
    setChosen(option);
    setTipsOpen(true);
    saveMood(option);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="mood-check-in-title">
      <div>
        <Title order={2} id="mood-check-in-title" fz={{ base: 22, sm: 28 }}>
          How are you feeling today?
        </Title>
        <Text c="dimmed" mt={4}>
          {patient
            ? 'Choose a mood to save it and get a few tips for today.'
            : 'Sign in to save your mood and get a few tips for today.'}
        </Text>
      </div>

      {moods.isPending && (
        <SimpleGrid cols={5} spacing={{ base: 8, sm: 'md' }}>
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <Skeleton key={i} height={84} radius="lg" />
          ))}
        </SimpleGrid>
      )}

      {moods.isError && <RetryAlert message={moods.error.message} onRetry={() => moods.refetch()} />}

      {moods.data && (
        <SimpleGrid cols={5} spacing={{ base: 8, sm: 'md' }}>
          {moods.data.map((option) => (
            <UnstyledButton
              key={option.mood}
              className={classes.tile}
              data-chosen={chosen?.mood === option.mood || undefined}
              onClick={() => choose(option)}
            >
              <img
                className={classes.face}
                src={option.mood_icon_svg ?? option.mood_icon}
                alt=""
                width={44}
                height={44}
                loading="lazy"
              />
              <span className={classes.label}>{option.display_mood}</span>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}

      {chosen && (
        <Suspense fallback={null}>
          <MoodTipsModal
            opened={tipsOpen}
            onClose={() => setTipsOpen(false)}
            mood={chosen}
            save={{
              pending: save.isPending,
              message: save.isSuccess ? save.data : null,
              error: save.isError ? save.error.message : null,
              retry: () => saveMood(chosen),
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
