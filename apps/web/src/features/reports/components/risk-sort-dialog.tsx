import { RISK_STATUSES } from '@care/contracts/reports/constants';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';

interface Props {
  opened: boolean;
  /** The risk status the list is sorted by now ('' for all reports). */
  status: string;
  onApply(status: string): void;
  onClose(): void;
}

/** Sort by risk status: a choice that applies only when the patient presses Apply. */
export function RiskSortDialog({ opened, status, onApply, onClose }: Props) {
  const [choice, setChoice] = useState(status);
  // Each opening starts from the sort in use.
  useEffect(() => {
    if (opened) setChoice(status);
  }, [opened, status]);
  return (
    <Modal opened={opened} onClose={onClose} title="Sort by risk status" centered>
      <Stack gap="md">
        <Radio.Group value={choice} onChange={setChoice} aria-label="Risk status">
          <Stack gap="xs">
            <Radio value="" label="All reports" />
            {RISK_STATUSES.map((s) => (
              <Radio key={s} value={s} label={s} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onApply(choice);
              onClose();
            }}
          >
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
