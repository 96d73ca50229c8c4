import type { ExpertType } from '@care/contracts/experts/constants';
import { Button, Group, Loader, Modal, MultiSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useExpertFilters } from '../api/get-expert-filters';

export interface ExpertFilterValues {
  language: string[];
  expert_approaches: string[];
  concerns: string[];
}

/** Language, Concerns (MHC only, spec section 6) and Expert Approaches. */
export function ExpertFiltersModal({
  opened,
  onClose,
  type,
  value,
  onApply,
}: {
  opened: boolean;
  onClose: () => void;
  type: ExpertType;
  value: ExpertFilterValues;
  onApply: (v: ExpertFilterValues) => void;
}) {
  const lists = useExpertFilters(opened);
  const [draft, setDraft] = useState(value);
  return (
    <Modal opened={opened} onClose={onClose} title="Filter experts" centered>
      {lists.isPending ? (
        <Group justify="center" py="lg">
          <Loader aria-label="Loading filters" />
        </Group>
      ) : (
        <Stack>
          <MultiSelect
            label="Language"
            data={lists.data?.language ?? []}
            value={draft.language}
            onChange={(language) => setDraft((d) => ({ ...d, language }))}
            searchable
            clearable
          />
          {type === 'mhc' && (
            <MultiSelect
              label="Concerns"
              data={lists.data?.concerns ?? []}
              value={draft.concerns}
              onChange={(concerns) => setDraft((d) => ({ ...d, concerns }))}
              searchable
              clearable
            />
          )}
          <MultiSelect
            label="Expert Approaches"
            data={lists.data?.['expert-approaches'] ?? []}
            value={draft.expert_approaches}
            onChange={(expert_approaches) => setDraft((d) => ({ ...d, expert_approaches }))}
            searchable
            clearable
          />
          <Group justify="space-between" mt="sm">
            <Button
              variant="subtle"
              onClick={() => setDraft({ language: [], expert_approaches: [], concerns: [] })}
            >
              Clear all
            </Button>
            <Button
              onClick={() => {
                onApply(type === 'mhc' ? draft : { ...draft, concerns: [] });
                onClose();
              }}
            >
              Apply filters
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
