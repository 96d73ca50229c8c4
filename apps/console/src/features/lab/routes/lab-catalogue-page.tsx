import { formatPaise } from '@care/contracts/common/money';
import { TEST_CATEGORY_LABELS } from '@care/contracts/lab-tests/constants';
import type { LabStaffTest } from '@care/contracts/lab-tests/staff-schemas';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Button, Card, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ActiveBadge } from '@/components/active-badge';
import { DismissibleStatus } from '@/components/dismissible-status';
import { PageHeader } from '@/components/page-header';
import { ResponsiveList } from '@/components/responsive-list';
import { errorMessage } from '@/lib/error-message';
import { useLabTests, useSaveLabTest } from '../api/lab-tests';
import { LabTestForm } from '../components/lab-test-form';

/** The lab catalogue (issue 22): every test with its MRP and categories; add, edit, (de)activate. */
export function LabCataloguePage() {
  const tests = useLabTests();
  const toggle = useSaveLabTest();
  const [editing, setEditing] = useState<LabStaffTest | 'new' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [search, setSearch] = useState('');

  const activeButton = (t: LabStaffTest) => (
    <Button
      size="xs"
      variant="default"
      aria-label={`${t.active ? 'Deactivate' : 'Activate'}: ${t.name}`}
      loading={toggle.isPending && toggle.variables?.id === t.id}
      onClick={() =>
        toggle.mutate(
          { id: t.id, body: { active: !t.active } },
          {
            onSuccess: (r) =>
              setOutcome(
                `${r.test.name}: ${r.test.active ? 'offered to patients again' : 'no longer offered to patients'}.`,
              ),
          },
        )
      }
    >
      {t.active ? 'Deactivate' : 'Activate'}
    </Button>
  );
  const editButton = (t: LabStaffTest) => (
    <Button size="xs" aria-label={`Edit: ${t.name}`} onClick={() => setEditing(t)}>
      Edit
    </Button>
  );
  const categories = (t: LabStaffTest) => t.categories.map((c) => TEST_CATEGORY_LABELS[c]).join(', ');

  let list: React.ReactNode;
  if (tests.isPending) list = <PageLoader label="Loading the catalogue…" />;
  else if (tests.isError)
    list = (
      <RetryAlert
        title="The catalogue could not be loaded"
        message={errorMessage(tests.error)}
        onRetry={() => tests.refetch()}
      />
    );
  else {
    const words = search.trim().toLowerCase();
    const shown = words ? tests.data.filter((t) => t.name.toLowerCase().includes(words)) : tests.data;
    list = (
      <>
        <ResponsiveList
          items={shown}
          itemKey={(t) => t.id}
          caption="Every test, active or not, by name. Prices are the MRP patients pay."
          columns={['Test', 'MRP', 'Categories', 'Home collection', 'State']}
          actionsColumn="Actions"
          listLabel="Lab tests"
          minWidth={800}
          breakpoint="md"
          renderRow={(t) => (
            <>
              <Table.Td maw={320}>
                <Text component="div" fw={600}>
                  {t.name}
                </Text>
                {t.preparation && (
                  <Text fz="xs" c="dimmed">
                    {t.preparation}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPaise(t.mrp_paise)}</Table.Td>
              <Table.Td>{categories(t)}</Table.Td>
              <Table.Td>{t.home_collection ? 'Yes' : 'Lab only'}</Table.Td>
              <Table.Td>
                <ActiveBadge active={t.active} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {editButton(t)}
                  {activeButton(t)}
                </Group>
              </Table.Td>
            </>
          )}
          renderCard={(t) => (
            <Stack gap={4}>
              <Group gap="xs">
                <Text component="div" fw={600}>
                  {t.name}
                </Text>
                <ActiveBadge active={t.active} />
              </Group>
              <Text fz="sm">
                {formatPaise(t.mrp_paise)} · {categories(t)}
              </Text>
              <Text fz="sm">{t.home_collection ? 'Home collection possible' : 'At the lab only'}</Text>
              <Group gap="xs" mt={4}>
                {editButton(t)}
                {activeButton(t)}
              </Group>
            </Stack>
          )}
        />
        {shown.length === 0 && <Text c="dimmed">No test is named like that.</Text>}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Lab catalogue"
        description="The tests patients can book, with their MRP and preparation. Changes show in the app at once."
      />
      <Card>
        <Group align="flex-end" justify="space-between" gap="sm" wrap="wrap">
          <TextInput
            label="Find a test"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            miw={240}
          />
          <Button onClick={() => setEditing('new')}>Add a test</Button>
        </Group>
      </Card>
      <DismissibleStatus message={outcome} onDismiss={() => setOutcome(null)} />
      {toggle.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(toggle.error)}
        </Alert>
      )}
      {list}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add a lab test' : editing ? `Edit ${editing.name}` : ''}
        size="lg"
      >
        {editing !== null && (
          <LabTestForm
            key={editing === 'new' ? 'new' : editing.id}
            test={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(message) => {
              setOutcome(message);
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </>
  );
}
