import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Button, Card, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { ROLE_LABELS } from '@/lib/role-labels';
import { useAccessLog } from '../api/get-access-log';
import { useAccounts } from '../api/get-accounts';

const UUID = /^[0-9a-f-]{36}$/i;

/** Staff reads of patients' data (intake forms, reports), searchable by patient and by staff member. */
export function AccessLogPage() {
  const [params, setParams] = useSearchParams();
  const patientId = params.get('patient_id') ?? '';
  const staffId = params.get('staff_id') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [patientDraft, setPatientDraft] = useState(patientId);
  const [patientError, setPatientError] = useState<string | null>(null);
  const accounts = useAccounts();
  const log = useAccessLog({ patient_id: patientId || undefined, staff_id: staffId || undefined, page });

  const apply = (next: { patient_id?: string; staff_id?: string; page?: number }) => {
    const merged = { patient_id: patientId, staff_id: staffId, page: 1, ...next };
    setParams(
      Object.fromEntries(
        Object.entries({ ...merged, page: merged.page > 1 ? String(merged.page) : '' }).filter(([, v]) => v),
      ),
    );
  };

  return (
    <>
      <PageHeader
        title="Access log"
        description="Every time staff opened a patient’s intake form or report. Patients see their own entries."
      />
      <Card>
        <form
          aria-label="Filter the access log"
          onSubmit={(e) => {
            e.preventDefault();
            const id = patientDraft.trim();
            if (id && !UUID.test(id)) {
              setPatientError('A patient id looks like 8f1c…-…: 36 letters, digits and dashes.');
              return;
            }
            setPatientError(null);
            apply({ patient_id: id });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Patient id"
              placeholder="All patients"
              value={patientDraft}
              onChange={(e) => setPatientDraft(e.currentTarget.value)}
              error={patientError}
              miw={260}
              style={{ flex: 1 }}
            />
            <Select
              label="Staff member"
              placeholder="All staff"
              clearable
              searchable
              data={(accounts.data ?? []).map((a) => ({
                value: a.id,
                label: `${a.full_name} (${ROLE_LABELS[a.role]})`,
              }))}
              value={staffId || null}
              onChange={(id) => apply({ staff_id: id ?? '' })}
              miw={240}
              size="md"
              comboboxProps={{ withinPortal: true }}
            />
            <Button type="submit">Search</Button>
            {(patientId || staffId) && (
              <Button
                variant="subtle"
                color="dark"
                onClick={() => {
                  setPatientDraft('');
                  apply({ patient_id: '', staff_id: '' });
                }}
              >
                Clear filters
              </Button>
            )}
          </Group>
        </form>
      </Card>
      {log.isPending ? (
        <PageLoader label="Loading the access log…" />
      ) : log.isError ? (
        <RetryAlert
          title="The access log could not be loaded"
          message={errorMessage(log.error)}
          onRetry={() => log.refetch()}
        />
      ) : log.data.length === 0 ? (
        <Text c="dimmed">
          {page > 1
            ? 'No more entries.'
            : patientId || staffId
              ? 'No entries match this search.'
              : 'No entries yet.'}
        </Text>
      ) : (
        <Card p={0} style={{ overflowX: 'auto' }} aria-busy={log.isPlaceholderData}>
          <Table striped highlightOnHover verticalSpacing="sm" miw={640}>
            <Table.Caption>Page {page}, newest first. Times are IST.</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Staff member</Table.Th>
                <Table.Th scope="col">What</Table.Th>
                <Table.Th scope="col">Patient</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayMonthYearTimeIst(entry.at)}</Table.Td>
                  <Table.Td>
                    {entry.staff_name}
                    <Text fz="xs" c="dimmed">
                      {ROLE_LABELS[entry.staff_role]}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {entry.title}
                    {entry.reason && (
                      <Text fz="xs" c="dimmed">
                        {entry.reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      onClick={() => {
                        setPatientDraft(entry.patient_id);
                        apply({ patient_id: entry.patient_id });
                      }}
                      title="Show only this patient's entries"
                      ff="monospace"
                      styles={{ label: { whiteSpace: 'normal', wordBreak: 'break-all', textAlign: 'left' } }}
                      h="auto"
                      py={2}
                    >
                      {entry.patient_id}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {log.data && (page > 1 || log.data.length > 0) && (
        <Group justify="space-between">
          <Button variant="default" disabled={page <= 1} onClick={() => apply({ page: page - 1 })}>
            Newer entries
          </Button>
          <Button
            variant="default"
            disabled={log.data.length === 0}
            onClick={() => apply({ page: page + 1 })}
          >
            Older entries
          </Button>
        </Group>
      )}
    </>
  );
}
