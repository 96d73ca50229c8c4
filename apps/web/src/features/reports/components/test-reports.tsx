import { reportMessages as m } from '@care/contracts/reports/messages';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useTestReports } from '../api/get-test-reports';
import { FileRow } from './file-row';
import { loadReportDialogs } from './load-report-dialogs';
import { RiskStatus } from './risk-status';

const RiskSortDialog = lazy(() => loadReportDialogs().then((m) => ({ default: m.RiskSortDialog })));

/** Test Reports: search, the risk-status sort dialog, and each report's files. */
export function TestReports({ onView }: { onView(file: { path: string; title: string }): void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState('');
  const [choosing, setChoosing] = useState(false);
  const sortMounted = useOpenedOnce(choosing);
  const warm = () => void loadReportDialogs();
  const reports = useTestReports(debounced, status);
  return (
    <Stack gap="md" py="md" onPointerOverCapture={warm} onFocusCapture={warm}>
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
          onPointerEnter={warm}
          onFocus={warm}
          onTouchStart={warm}
          onClick={() => setChoosing(true)}
        >
          {status ? `Risk: ${status}` : 'Sort by risk status'}
        </Button>
      </Group>
      {reports.isPending && (
        <Skeleton role="status" height={160} radius="md" aria-label="Loading test reports" />
      )}
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
      {sortMounted && (
        <Suspense fallback={null}>
          <RiskSortDialog
            opened={choosing}
            status={status}
            onApply={setStatus}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
