import {
  EXPERT_GENDER_LABELS,
  EXPERT_GENDERS,
  type ExpertGender,
  type ExpertType,
  FEE_FILTER_MAX,
} from '@care/contracts/experts/constants';
import { Button, Group, Loader, Modal, MultiSelect, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useExpertFilters } from '../api/get-expert-filters';
import { type ExpertFilterValues, NO_FILTERS } from '../lib/expert-filters';

const GENDER_OPTIONS = [
  { value: '', label: 'Any' },
  ...EXPERT_GENDERS.map((g) => ({ value: g, label: EXPERT_GENDER_LABELS[g] })),
];

/**
 * Language, Concerns (MHC only, spec section 6), Expert Approaches, and (ours, issue 19) the fee
 * range and the counsellor's gender. The Modal returns focus to the button that opened it when it
 * closes (Mantine's returnFocus): the dialog stays mounted through its closing transition, and
 * the draft lives in the dialog's body, which Mantine mounts afresh at each opening.
 */
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
  return (
    <Modal opened={opened} onClose={onClose} title="Filter experts" returnFocus trapFocus>
      <FiltersForm
        type={type}
        value={value}
        onApply={(v) => {
          onApply(v);
          onClose();
        }}
      />
    </Modal>
  );
}

function FiltersForm({
  type,
  value,
  onApply,
}: {
  type: ExpertType;
  value: ExpertFilterValues;
  onApply: (v: ExpertFilterValues) => void;
}) {
  const lists = useExpertFilters(true);
  const [draft, setDraft] = useState(value);
  const feeLabel = type === 'gc' ? 'first consultation' : 'one-person session';
  const wrongWay = draft.fee_min !== null && draft.fee_max !== null && draft.fee_min > draft.fee_max;
  const rupees = (v: string | number) => (v === '' || Number.isNaN(Number(v)) ? null : Number(v));

  if (lists.isPending)
    return (
      <Group justify="center" py="lg">
        <Loader aria-label="Loading filters" />
      </Group>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (wrongWay) return;
        onApply(type === 'mhc' ? draft : { ...draft, concerns: [] });
      }}
    >
      <Stack>
        <MultiSelect
          label="Language"
          data={lists.data?.language ?? []}
          value={draft.language}
          onChange={(language) => setDraft((d) => ({ ...d, language }))}
          searchable
          clearable
          size="md"
        />
        {type === 'mhc' && (
          <MultiSelect
            label="Concerns"
            data={lists.data?.concerns ?? []}
            value={draft.concerns}
            onChange={(concerns) => setDraft((d) => ({ ...d, concerns }))}
            searchable
            clearable
            size="md"
          />
        )}
        <MultiSelect
          label="Expert Approaches"
          data={lists.data?.['expert-approaches'] ?? []}
          value={draft.expert_approaches}
          onChange={(expert_approaches) => setDraft((d) => ({ ...d, expert_approaches }))}
          searchable
          clearable
          size="md"
        />
        <Select
          label={type === 'mhc' ? "Counsellor's gender" : "Expert's gender"}
          data={GENDER_OPTIONS}
          value={draft.gender ?? ''}
          onChange={(g) => setDraft((d) => ({ ...d, gender: (g || null) as ExpertGender | null }))}
          allowDeselect={false}
          size="md"
        />
        <div>
          <Group grow gap="sm" align="flex-start">
            <NumberInput
              label="Fee from (₹)"
              value={draft.fee_min ?? ''}
              onChange={(v) => setDraft((d) => ({ ...d, fee_min: rupees(v) }))}
              min={0}
              max={FEE_FILTER_MAX}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              inputMode="numeric"
              size="md"
            />
            <NumberInput
              label="Fee up to (₹)"
              value={draft.fee_max ?? ''}
              onChange={(v) => setDraft((d) => ({ ...d, fee_max: rupees(v) }))}
              min={0}
              max={FEE_FILTER_MAX}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              inputMode="numeric"
              size="md"
              error={wrongWay ? 'Must be at least the lower fee' : undefined}
            />
          </Group>
          <Text fz="xs" c="dimmed" mt={4}>
            The fee of a {feeLabel}.
          </Text>
        </div>
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" mih={44} onClick={() => setDraft(NO_FILTERS)}>
            Clear all
          </Button>
          <Button type="submit" mih={44} disabled={wrongWay}>
            Apply filters
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
