import { formatPaise } from '@care/contracts/common/money';
import { TEST_CATEGORY_LABELS } from '@care/contracts/lab-tests/constants';
import type { LabStaffTest } from '@care/contracts/lab-tests/staff-schemas';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
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
  const activeBadge = (t: LabStaffTest) =>
    t.active ? (
      <Badge color="sea" c="sea.9" variant="light" tt="none">
        Active
      </Badge>
    ) : (
      <Badge color="gray.7" variant="filled" tt="none">
        Inactive
      </Badge>
    );

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
        <Box visibleFrom="md" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" miw={800}>
            <Table.Caption>
              Every test, active or not, by name. Prices are the MRP patients pay.
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Test</Table.Th>
                <Table.Th scope="col">MRP</Table.Th>
                <Table.Th scope="col">Categories</Table.Th>
                <Table.Th scope="col">Home collection</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((t) => (
                <Table.Tr key={t.id}>
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
                  <Table.Td>{activeBadge(t)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {editButton(t)}
                      {activeButton(t)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
        <Stack
          hiddenFrom="md"
          gap="xs"
          component="ul"
          aria-label="Lab tests"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((t) => (
            <Paper key={t.id} component="li" withBorder p="sm" radius="md">
              <Stack gap={4}>
                <Group gap="xs">
                  <Text component="div" fw={600}>
                    {t.name}
                  </Text>
                  {activeBadge(t)}
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
            </Paper>
          ))}
        </Stack>
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
      {outcome && (
        <Alert
          color="sea"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setOutcome(null)}
          closeButtonLabel="Dismiss"
        >
          {outcome}
        </Alert>
      )}
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
