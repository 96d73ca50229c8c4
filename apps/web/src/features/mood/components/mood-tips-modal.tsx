import { helplines, TELE_MANAS, TELE_MANAS_LABEL } from '@care/contracts/common/helplines';
import { CheckCircleIcon, HeartIcon } from '@care/ui/icons/care-icons';
import { Anchor, Button, Group, Loader, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { MoodOption } from '../api/get-mood-list';
import { MOOD_TIPS } from '../lib/mood-tips.data';

export interface MoodSaveState {
  pending: boolean;
  /** The server's confirmation once saved. */
  message: string | null;
  error: string | null;
  retry: () => void;
}

interface MoodTipsModalProps {
  opened: boolean;
  onClose: () => void;
  mood: MoodOption;
  save: MoodSaveState;
}

/** A quiet line at the top of the tips: saving, saved, or not saved with a retry. */
function SaveStatus({ save }: { save: MoodSaveState }) {
  if (save.pending) {
    return (
      <Group gap={8} role="status">
        <Loader size={14} color="sea" />
        <Text fz="sm" c="dimmed">
          Saving your mood...
        </Text>
      </Group>
    );
  }
  if (save.error) {
    return (
      <Group gap={8} role="alert">
        <Text fz="sm" c="red.8">
          {save.error}
        </Text>
        <Button variant="subtle" color="red" size="compact-sm" onClick={save.retry}>
          Try again
        </Button>
      </Group>
    );
  }
  if (save.message) {
    return (
      <Group gap={6} role="status" c="sea.8">
        <CheckCircleIcon size={16} />
        <Text fz="sm" c="sea.8" fw={600}>
          {save.message}
        </Text>
      </Group>
    );
  }
  return null;
}

/** Coping tips for the mood just chosen, with a way to a therapist (spec section 2). */
export function MoodTipsModal({ opened, onClose, mood, save }: MoodTipsModalProps) {
  const tips = MOOD_TIPS[mood.mood];
  // Mounted already open (its code loads on the first tap), Mantine's Modal would not know what
  // had focus before it, and closing would leave focus on <body>. Opening one commit after
  // mounting lets it remember the opener and give focus back to it on close.
  const mounted = useMounted();
  return (
    <Modal opened={opened && mounted} onClose={onClose} title={tips.title} size="lg">
      <Stack gap="md">
        <SaveStatus save={save} />
        <Text>{tips.intro}</Text>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {tips.tips.map((tip) => (
            <Group component="li" key={tip.title} wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon size={28} radius="xl" variant="light" color="sea" mt={2} aria-hidden>
                <HeartIcon size={15} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{tip.title}</Text>
                <Text fz="sm" c="dark.5">
                  {tip.body}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
        {tips.helpline && (
          <Paper bg="rose.0" p="md" radius="md">
            <Text fz="sm">
              If you feel hopeless or unsafe, have thoughts of harming yourself, or need to talk to someone
              right now, call India's free mental-health helpline:{' '}
              <Anchor href={TELE_MANAS.tel} fw={700} c="rose.8">
                {TELE_MANAS_LABEL}
              </Anchor>{' '}
              or toll-free{' '}
              <Anchor href={helplines.teleManasTollFree.tel} fw={700} c="rose.8">
                {helplines.teleManasTollFree.number}
              </Anchor>
              . In an emergency, call{' '}
              <Anchor href={helplines.emergency.tel} fw={700} c="rose.8">
                {helplines.emergency.number}
              </Anchor>
              .
            </Text>
          </Paper>
        )}
        <Button
          component={Link}
          to={paths.expertDetail}
          // The expert list reads the consultation type from navigation state; MHC is mental-health counselling.
          state={{ type: 'MHC' }}
          onClick={onClose}
          size="md"
          fullWidth
        >
          Speak to a therapist
        </Button>
      </Stack>
    </Modal>
  );
}
