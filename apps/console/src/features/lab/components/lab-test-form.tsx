import { formatPaise, toPaise } from '@care/contracts/common/money';
import {
  TEST_CATEGORIES,
  TEST_CATEGORY_LABELS,
  type TestCategory,
} from '@care/contracts/lab-tests/constants';
import { labStaffMessages as lm } from '@care/contracts/lab-tests/staff-messages';
import { LAB_MRP_MAX_PAISE, type LabStaffTest } from '@care/contracts/lab-tests/staff-schemas';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSaveLabTest } from '../api/lab-tests';

interface Draft {
  name: string;
  description: string;
  /** Rupees as typed. */
  mrp: number | string;
  categories: TestCategory[];
  preparation: string;
  home_collection: boolean;
  active: boolean;
}

const draftOf = (t: LabStaffTest | null): Draft =>
  t
    ? {
        name: t.name,
        description: t.description,
        mrp: t.mrp_paise / 100,
        categories: t.categories,
        preparation: t.preparation,
        home_collection: t.home_collection,
        active: t.active,
      }
    : {
        name: '',
        description: '',
        mrp: '',
        categories: [],
        preparation: '',
        home_collection: true,
        active: true,
      };

function problemsOf(d: Draft) {
  const paise = typeof d.mrp === 'number' ? toPaise(d.mrp) : Number.NaN;
  return {
    name: d.name.trim().length >= 2 && d.name.trim().length <= 120 ? null : lm.testNameRequired,
    mrp:
      Number.isFinite(paise) && paise >= 1 && paise <= LAB_MRP_MAX_PAISE
        ? null
        : `Give the MRP in rupees, above ₹0 and at most ${formatPaise(LAB_MRP_MAX_PAISE)}.`,
    categories: d.categories.length ? null : lm.categoriesRequired,
    description: d.description.length <= 2000 ? null : lm.descriptionTooLong,
    preparation: d.preparation.length <= 1000 ? null : lm.preparationTooLong,
  };
}

/** Adds a test (`test` null) or edits one; MRP in rupees here, paise to the API. */
export function LabTestForm({
  test,
  onSaved,
  onCancel,
}: {
  test: LabStaffTest | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveLabTest();
  const [draft, setDraft] = useState<Draft>(() => draftOf(test));
  const [tried, setTried] = useState(false);
  const problems = problemsOf(draft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    save.reset();
  };
  const shown = (p: string | null) => (tried ? p : null);

  return (
    <form
      noValidate
      aria-label={test ? `Edit ${test.name}` : 'Add a lab test'}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.values(problems).some(Boolean)) return;
        const body = {
          name: draft.name.trim(),
          description: draft.description.trim(),
          mrp_paise: toPaise(draft.mrp as number),
          categories: draft.categories,
          preparation: draft.preparation.trim(),
          home_collection: draft.home_collection,
          active: draft.active,
        };
        save.mutate(test ? { id: test.id, body } : { id: null, body }, {
          onSuccess: (r) => onSaved(`${r.test.name}: ${r.message}`),
        });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={shown(problems.name)}
        />
        <NumberInput
          label="MRP (₹)"
          description="In rupees, as printed on the price list."
          required
          min={1}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          prefix="₹"
          value={draft.mrp}
          onChange={(v) => set('mrp', v)}
          error={shown(problems.mrp)}
        />
        <Checkbox.Group
          label="Categories"
          description="Where patients find it in the catalogue."
          required
          value={draft.categories}
          onChange={(v) => set('categories', v as TestCategory[])}
          error={shown(problems.categories)}
        >
          <Stack gap={6} mt={6}>
            {TEST_CATEGORIES.map((c) => (
              <Checkbox key={c} value={c} label={TEST_CATEGORY_LABELS[c]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={shown(problems.description)}
        />
        <Textarea
          label="Preparation"
          description="Fasting, timing in pregnancy: shown to the patient when booking."
          autosize
          minRows={2}
          value={draft.preparation}
          onChange={(e) => set('preparation', e.currentTarget.value)}
          error={shown(problems.preparation)}
        />
        <Switch
          label="Home collection possible"
          checked={draft.home_collection}
          onChange={(e) => set('home_collection', e.currentTarget.checked)}
        />
        <Switch
          label="Offered to patients (active)"
          checked={draft.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        {save.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {test ? 'Save changes' : 'Add test'}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Close
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
