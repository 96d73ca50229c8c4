import type { StaffAppointmentDetail } from '@care/contracts/staff/schemas';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { dayMonthYearTimeIst } from '@/lib/ist-text';
import { openInNewTab } from '@/lib/open-in-new-tab';
import { useReportLink } from '../api/get-report-link';

type Report = StaffAppointmentDetail['reports'][number];

/** Reports shared with this appointment: the patient's, and the ones the expert sent. */
export function SharedReports({
  appointmentId,
  reports,
  of,
}: {
  appointmentId: string;
  reports: Report[];
  of: Report['report_of'];
}) {
  const link = useReportLink(appointmentId);
  const [blocked, setBlocked] = useState<{ id: string; url: string } | null>(null);
  const list = reports.filter((r) => r.report_of === of);
  if (list.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {of === 'patient'
          ? 'The patient has shared no reports with this appointment.'
          : 'You have sent no report yet.'}
      </Text>
    );
  const open = (id: string) => {
    setBlocked(null);
    const url = link.mutateAsync(id).then((l) => l.url);
    openInNewTab(url).then(
      async (opened) => {
        if (!opened) setBlocked({ id, url: await url });
      },
      () => {},
    );
  };
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((report) => (
          <Group key={report.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text component="div" fw={600} truncate>
                {report.title}
              </Text>
              <Text fz="xs" c="dimmed">
                Added {dayMonthYearTimeIst(report.added_at)}
              </Text>
            </Stack>
            {blocked?.id === report.id ? (
              <Anchor href={blocked.url} target="_blank" rel="noopener noreferrer" fz="sm">
                Open {report.title} (new tab)
              </Anchor>
            ) : (
              <Button
                variant="light"
                size="xs"
                onClick={() => open(report.id)}
                loading={link.isPending && link.variables === report.id}
                aria-label={`Open ${report.title} (new tab)`}
                style={{ flexShrink: 0 }}
              >
                Open
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      {of === 'patient' && (
        <Text fz="xs" c="dimmed">
          A report opens from a link that works for 5 minutes; each opening is recorded in the patient’s
          access history.
        </Text>
      )}
      {link.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(link.error)}
        </Alert>
      )}
    </Stack>
  );
}
