import { RISK_STATUSES } from '@care/contracts/reports/constants';
import { reportMessages as m } from '@care/contracts/reports/messages';
import { Button, Group, Modal, Radio, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useState } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { useTestReports } from '../api/get-test-reports';
import { FileRow } from './file-row';
import { RiskStatus } from './risk-status';

/** Test Reports: search, the risk-status sort dialog, and each report's files. */
export function TestReports({ onView }: { onView(file: { path: string; title: string }): void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState('');
  const reports = useTestReports(debounced, status);
  return (
    <Stack gap="md" py="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search test reports"
          placeholder="Test, lab or doctor"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={100}
          style={{ flex: 1, minWidth: 200 }}
          type="search"
        />
        <Button
          variant="default"
          onClick={() => {
            setChoice(status);
            setChoosing(true);
          }}
        >
          {status ? `Risk: ${status}` : 'Sort by risk status'}
        </Button>
      </Group>
      {reports.isPending && <Skeleton height={160} radius="md" aria-label="Loading test reports" />}
      {reports.isError && <RetryAlert message={reports.error.message} onRetry={() => reports.refetch()} />}
      {reports.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {m.noReports}
        </Text>
      )}
      {reports.data && reports.data.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {reports.data.map((r) =>
            r.report.map((file) => (
              <FileRow
                key={`${r._id}-${file.file_path}`}
                title={r.test_info.display_test_name}
                status={<RiskStatus status={r.status.status} />}
                detail={[
                  r.patient[0] ? `${r.patient[0].name.firstName} ${r.patient[0].name.lastName}` : null,
                  r.institute_name,
                  r.doctor_info.doctorName.label,
                  dayjs(r.reported_on).format('D MMM YYYY'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                onView={() => onView({ path: file.file_path, title: file.title })}
              />
            )),
          )}
        </Stack>
      )}
      <Modal opened={choosing} onClose={() => setChoosing(false)} title="Sort by risk status" centered>
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
            <Button variant="default" onClick={() => setChoosing(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setStatus(choice);
                setChoosing(false);
              }}
            >
              Apply
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
