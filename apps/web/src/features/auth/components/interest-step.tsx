import { signUpFields } from '@care/contracts/auth/schemas';
import {
  AT_EASE_INTEREST,
  PREGNANCY_INTEREST,
  SIGNUP_INTERESTS,
  type Stage,
} from '@care/contracts/patient/constants';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RegistrationDraft } from '../lib/registration-draft';
import { stageErrors } from '../lib/stage-errors';
import classes from './choice-tile.module.css';
import { StageModal } from './stage-modal';

interface InterestStepProps {
  draft: RegistrationDraft;
  update: (patch: Partial<RegistrationDraft>) => void;
  submitting: boolean;
  onPrevious: () => void;
  onFinish: () => void;
}

const INTEREST_NOTES: Record<string, string> = {
  [PREGNANCY_INTEREST]: 'Planning, pregnancy and the months after birth',
  [AT_EASE_INTEREST]: 'Mental health, mood and counselling support',
};

/** The interests sign-up offers this patient: the pregnancy one only to women. */
export function offeredSignUpInterests(gender: string | null): string[] {
  return SIGNUP_INTERESTS.filter((i) => i !== PREGNANCY_INTEREST || gender === 'female');
}

/** Step 3: interests; choosing the pregnancy one asks for the stage in a modal. */
export function InterestStep({ draft, update, submitting, onPrevious, onFinish }: InterestStepProps) {
  const [stageOpened, setStageOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offered = offeredSignUpInterests(draft.gender);
  const chosen = draft.interest.filter((i) => offered.includes(i));
  const pregnancy = chosen.includes(PREGNANCY_INTEREST);

  const toggle = (interest: string) => {
    setError(null);
    if (chosen.includes(interest)) {
      const patch: Partial<RegistrationDraft> = { interest: chosen.filter((i) => i !== interest) };
      if (interest === PREGNANCY_INTEREST) Object.assign(patch, { conceiveStatus: null, lmp: null });
      update(patch);
      return;
    }
    update({ interest: [...chosen, interest] });
    if (interest === PREGNANCY_INTEREST) setStageOpened(true);
  };

  const saveStage = ({ stage, lmp }: { stage: Stage; lmp: string | null }) => {
    update({ conceiveStatus: stage, lmp });
    setStageOpened(false);
    setError(null);
  };

  const finish = () => {
    const interestCheck = signUpFields.interest.safeParse(chosen);
    if (!interestCheck.success) {
      setError(interestCheck.error.issues[0]?.message ?? null);
      return;
    }
    if (pregnancy) {
      const found = stageErrors(draft.conceiveStatus, draft.lmp);
      const first = Object.values(found)[0];
      if (first) {
        setError(first);
        setStageOpened(true);
        return;
      }
    }
    onFinish();
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Select Interest
        </Title>
        <Text c="dimmed" mt={4}>
          We will tailor articles and care to what matters to you.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: offered.length }} spacing="sm">
        {offered.map((interest) => (
          <button
            key={interest}
            type="button"
            role="checkbox"
            aria-checked={chosen.includes(interest)}
            className={classes.tile}
            data-checked={chosen.includes(interest) || undefined}
            onClick={() => toggle(interest)}
            style={{ minHeight: 120 }}
          >
            <Text span className={classes.symbol} aria-hidden="true">
              {interest === PREGNANCY_INTEREST ? '\u2740' : '\u2600'}
            </Text>
            <Text span fw={700}>
              {interest}
            </Text>
            <Text span size="xs" c="dimmed">
              {INTEREST_NOTES[interest]}
            </Text>
          </button>
        ))}
      </SimpleGrid>
      {pregnancy && draft.conceiveStatus && (
        <Button
          variant="subtle"
          radius="xl"
          onClick={() => setStageOpened(true)}
          style={{ alignSelf: 'center' }}
        >
          Change your stage
        </Button>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group grow>
        <Button variant="default" size="md" radius="xl" onClick={onPrevious} disabled={submitting}>
          Previous
        </Button>
        <Button size="md" radius="xl" onClick={finish} loading={submitting}>
          {pregnancy ? 'Next' : 'Finish'}
        </Button>
      </Group>
      <StageModal
        opened={stageOpened}
        stage={draft.conceiveStatus}
        lmp={draft.lmp}
        onSave={saveStage}
        onClose={() => setStageOpened(false)}
      />
    </Stack>
  );
}
