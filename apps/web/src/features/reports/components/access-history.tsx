import { Card, Skeleton, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useAccessLog } from '../api/get-access-log';

const KIND = { patient: 'Your report', test: 'Test report', doctor: 'Doctor report' } as const;

/** Who opened the patient's report files, and when (every link handed out is recorded). */
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
        <Table.ScrollContainer minWidth={360}>
          <Table fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Report</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>When</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.slice(0, 20).map((a) => (
                <Table.Tr key={`${a.at}-${a.file_path}`}>
                  <Table.Td>
                    {a.title}
                    <Text span fz="xs" c="dimmed">
                      {' '}
                      · {KIND[a.kind]}
                    </Text>
                  </Table.Td>
                  <Table.Td>{a.by}</Table.Td>
                  <Table.Td>{dayjs(a.at).format('D MMM YYYY, hh:mm A')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
