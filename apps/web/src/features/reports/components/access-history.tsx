import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useAccessLog } from '../api/get-access-log';

const KIND = { patient: 'Your report', test: 'Test report', doctor: 'Doctor report' } as const;

/** Who opened the patient's report files, and when (a file fetched through its link is recorded). */
export function AccessHistory() {
  const log = useAccessLog(true);
  return (
    <Card padding="lg" radius="lg" withBorder component="section" aria-labelledby="access-history">
      <Title order={2} fz="h4" id="access-history" mb="xs">
        Access history
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Every time a report file is opened, it is recorded here.
      </Text>
      {log.isPending && <Skeleton height={80} radius="md" />}
      {log.data?.length === 0 && <Text c="dimmed">No report has been opened yet.</Text>}
      {log.data && log.data.length > 0 && (
        <Stack gap={8} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {log.data.slice(0, 20).map((a) => (
            <li key={`${a.at}-${a.file_path}`}>
              <Text fz="sm" fw={600}>
                {a.title}
              </Text>
              <Text fz="xs" c="dimmed">
                {KIND[a.kind]} · opened by {a.by === 'You' ? 'you' : a.by} ·{' '}
                {dayjs(a.at).format('D MMM YYYY, hh:mm A')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
