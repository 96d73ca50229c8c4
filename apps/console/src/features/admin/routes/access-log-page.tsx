import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Button, Card, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { ROLE_LABELS } from '@/lib/role-labels';
import { useAccessLog } from '../api/get-access-log';
import { LogPager } from '../components/log-pager';
import { LogSearchButtons } from '../components/log-search-buttons';
import { StaffSelect } from '../components/staff-select';
import { useLogSearch } from '../lib/use-log-search';

const UUID = /^[0-9a-f-]{36}$/i;

const readFilters = (params: URLSearchParams) => ({
  patient_id: params.get('patient_id') ?? '',
  staff_id: params.get('staff_id') ?? '',
});

/** Staff reads of patients' data (intake forms, reports), searchable by patient and by staff member. */
export function AccessLogPage() {
  const {
    filters: { patient_id: patientId, staff_id: staffId },
    page,
    apply,
  } = useLogSearch(readFilters);
  const [patientDraft, setPatientDraft] = useState(patientId);
  const [patientError, setPatientError] = useState<string | null>(null);
  const log = useAccessLog({ patient_id: patientId || undefined, staff_id: staffId || undefined, page });

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
            <StaffSelect value={staffId} onChange={(id) => apply({ staff_id: id })} miw={240} size="md" />
            <LogSearchButtons
              filtered={Boolean(patientId || staffId)}
              onClear={() => {
                setPatientDraft('');
                apply({ patient_id: '', staff_id: '' });
              }}
            />
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
      <LogPager page={page} entries={log.data} onPage={(p) => apply({ page: p })} />
    </>
  );
}
