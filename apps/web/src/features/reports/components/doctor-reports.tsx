import { reportMessages as m } from '@care/contracts/reports/messages';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Skeleton, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useDoctorReports } from '../api/get-doctor-reports';
import { FileRow } from './file-row';

/** Doctor Report: the experts' files from the patient's consultations. */
export function DoctorReports({ onView }: { onView(file: { path: string; title: string }): void }) {
  const reports = useDoctorReports();
  return (
    <Stack gap="md" py="md">
      {reports.isPending && (
        <Skeleton role="status" height={120} radius="md" aria-label="Loading doctor reports" />
      )}
      {reports.isError && <RetryAlert message={reports.error.message} onRetry={() => reports.refetch()} />}
      {reports.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {m.noReports}
        </Text>
      )}
      {reports.data && reports.data.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {reports.data.map((r) => (
            <FileRow
              key={r._id}
              title={r.title}
              detail={`${r.doctor_name} · ${dayjs(r.date).format('D MMM YYYY')} · ${r.appointment_no}`}
              onView={() => onView({ path: r.file_path, title: r.title })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
