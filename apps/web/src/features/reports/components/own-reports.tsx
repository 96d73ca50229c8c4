import { reportMessages as m } from '@care/contracts/reports/messages';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { toastError, toastSuccess } from '@/lib/toast';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useDeleteReport } from '../api/delete-report';
import { useReports } from '../api/get-reports';
import { FileRow } from './file-row';
import { loadReportDialogs } from './load-report-dialogs';

const AddReportDialog = lazy(() => loadReportDialogs().then((m) => ({ default: m.AddReportDialog })));
const DeleteReportDialog = lazy(() => loadReportDialogs().then((m) => ({ default: m.DeleteReportDialog })));

/** Your Reports: what the patient added, Add Report, View and Delete. */
export function OwnReports({ onView }: { onView(file: { path: string; title: string }): void }) {
  const reports = useReports();
  const remove = useDeleteReport();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const warm = () => void loadReportDialogs();
  const addMounted = useOpenedOnce(adding);
  const deleteMounted = useOpenedOnce(deleting !== null);
  const confirmDelete = (id: string, title: string) => setDeleting({ id, title });
  const doDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (message) => toastSuccess(message),
      onError: (err) => toastError(err.message),
      onSettled: () => setDeleting(null),
    });
  };
  return (
    <Stack gap="md" py="md" onPointerOverCapture={warm} onFocusCapture={warm}>
      <Group justify="flex-end">
        <Button onClick={() => setAdding(true)}>Add Report</Button>
      </Group>
      {reports.isPending && (
        <Skeleton role="status" height={120} radius="md" aria-label="Loading your reports" />
      )}
      {reports.isError && <RetryAlert message={reports.error.message} onRetry={() => reports.refetch()} />}
      {reports.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {m.empty}
        </Text>
      )}
      {reports.data && reports.data.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {reports.data.map((r) => (
            <FileRow
              key={r._id}
              title={r.title}
              detail={`Added ${dayjs(r.createdAt).format('D MMM YYYY')} · ${r.content_type === 'application/pdf' ? 'PDF' : 'Image'}`}
              onView={() => onView({ path: r.file_path, title: r.title })}
              extra={
                <Button
                  size="xs"
                  variant="subtle"
                  color="red.9"
                  // The text itself in red.9, 5.5:1 on white (it was 3.28:1, issue 19 #6): the
                  // subtle variant draws a lighter red than the colour it is given.
                  c="red.9"
                  onClick={() => confirmDelete(r._id, r.title)}
                  aria-label={`Delete ${r.title}`}
                >
                  Delete
                </Button>
              }
            />
          ))}
        </Stack>
      )}
      {addMounted && (
        <Suspense fallback={null}>
          <AddReportDialog opened={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {deleteMounted && (
        <Suspense fallback={null}>
          <DeleteReportDialog
            title={deleting?.title ?? null}
            deleting={remove.isPending}
            onConfirm={doDelete}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
