import { DATE_FORMAT_SHOWN } from '@care/contracts/common/constants';
import { addDays, todayIso } from '@care/contracts/common/dates';
import {
  LMP_MAX_DAYS,
  PREGNANT_STAGE,
  STAGE_LABELS,
  STAGES,
  type Stage,
} from '@care/contracts/patient/constants';
import { Button, Modal, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { stageErrors } from '../lib/stage-errors';
import classes from './choice-tile.module.css';

interface StageModalProps {
  opened: boolean;
  stage: Stage | null;
  lmp: string | null;
  onSave: (value: { stage: Stage; lmp: string | null }) => void;
  onClose: () => void;
}

const STAGE_SYMBOLS: Record<Stage, string> = {
  'Looking to Conceived': '\u2661',
  'Already Conceived': '\u2740',
  'become a mother': '\u2698',
};

/** 'Your Stage': one of three tiles; only 'I am pregnant' asks for the last menstrual period. */
export function StageModal({ opened, stage, lmp, onSave, onClose }: StageModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Your Stage">
      {opened && <StageForm initialStage={stage} initialLmp={lmp} onSave={onSave} />}
    </Modal>
  );
}

export function StageForm({
  initialStage,
  initialLmp,
  onSave,
}: {
  initialStage: Stage | null;
  initialLmp: string | null;
  onSave: StageModalProps['onSave'];
}) {
  const [stage, setStage] = useState<Stage | null>(initialStage);
  const [lmp, setLmp] = useState<string | null>(initialLmp);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const today = todayIso();

  const save = () => {
    const found = stageErrors(stage, stage === PREGNANT_STAGE ? lmp : null);
    setErrors(found);
    if (Object.keys(found).length > 0 || !stage) return;
    onSave({ stage, lmp: stage === PREGNANT_STAGE ? lmp : null });
  };

  return (
    <Stack gap="md">
      <Stack gap="sm" role="radiogroup" aria-label="Your Stage">
        {STAGES.map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={stage === s}
            className={`${classes.tile} ${classes.wide}`}
            data-checked={stage === s || undefined}
            onClick={() => {
              setStage(s);
              setErrors({});
            }}
          >
            <Text span className={classes.symbol} aria-hidden="true">
              {STAGE_SYMBOLS[s]}
            </Text>
            <Text span fw={600}>
              {STAGE_LABELS[s]}
            </Text>
          </button>
        ))}
      </Stack>
      {errors.conceive_status && (
        <Text c="red" size="sm" role="alert">
          {errors.conceive_status}
        </Text>
      )}
      {stage === PREGNANT_STAGE && (
        <DatePickerInput
          label="Last menstrual period"
          placeholder="DD-MM-YYYY"
          valueFormat={DATE_FORMAT_SHOWN}
          minDate={addDays(today, -LMP_MAX_DAYS)}
          maxDate={today}
          radius="md"
          value={lmp}
          onChange={(v) => {
            setLmp(v);
            setErrors({});
          }}
          error={errors.lmp}
        />
      )}
      <Button radius="xl" onClick={save}>
        Save
      </Button>
    </Stack>
  );
}
