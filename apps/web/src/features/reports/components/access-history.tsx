import { kolkataWhenText } from '@care/contracts/common/clock-time';
import type { ReportAccess } from '@care/contracts/reports/answers';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useAccessLog } from '../api/get-access-log';

const KIND = { patient: 'Your report', test: 'Test report', doctor: 'Doctor report' } as const;

/**
 * The line under an entry's title: for the patient's own read, the file's kind and "opened by
 * you"; for a staff read, the sentence the API words ("Ms. Meera Krishnan, your counsellor,
 * opened your intake form"), which names who and what.
 */
function whoAndWhat(a: ReportAccess): string {
  if (a.by === 'You') return `${KIND[a.kind]} · opened by you`;
  if (a.subject === 'report_file' && a.file_path !== '') return `${KIND[a.kind]} · opened by ${a.by}`;
  return a.text;
}

/**
 * Who opened the patient's report files and intake form, and when: the patient's own reads (a
 * file fetched through its link) and every read by the provider's staff, newest first.
 */
export function AccessHistory() {
  const log = useAccessLog(true);
  return (
    <Card padding="lg" radius="lg" withBorder component="section" aria-labelledby="access-history">
      <Title order={2} fz="h4" id="access-history" mb="xs">
        Access history
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Every time one of your report files or your intake form is opened, by you or by our team, it is
        recorded here.
      </Text>
      {log.isPending && <Skeleton height={80} radius="md" />}
      {log.data?.length === 0 && <Text c="dimmed">Nothing has been opened yet.</Text>}
      {log.data && log.data.length > 0 && (
        <Stack gap={8} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {log.data.slice(0, 20).map((a) => (
            <li key={`${a.at}-${a.subject}-${a.file_path}-${a.title}-${a.by}`}>
              <Text fz="sm" fw={600}>
                {a.title}
              </Text>
              <Text fz="xs" c="dimmed">
                {whoAndWhat(a)} · {/* In IST, as every time the app shows, whatever the phone's own zone. */}
                {kolkataWhenText(new Date(a.at))}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
