import type { Appointment } from '@care/contracts/appointments/answers';
import { Button, Group, List, Modal, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { ReportViewer } from '@/features/reports';

/**
 * Shared Reports (spec section 2: tabs Patient Reports and Doctor Reports, 1000 wide): the
 * files on this appointment by title, each opened in the page through a short-lived link.
 */
export function SharedReportsModal({
  opened,
  onClose,
  reports,
}: {
  opened: boolean;
  onClose: () => void;
  reports: Appointment['report'];
}) {
  const [viewing, setViewing] = useState<{ path: string; title: string } | null>(null);
  const of = (who: 'patient' | 'doctor') => reports.filter((r) => r.report_of === who);
  const list = (items: Appointment['report']) =>
    items.length === 0 ? (
      <Text c="dimmed" ta="center" py="lg">
        No Reports Available
      </Text>
    ) : (
      <List spacing="xs" py="md" listStyleType="none">
        {items.map((r) => (
          <List.Item key={`${r.report_of}-${r.file_path}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text>{r.title}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => setViewing({ path: r.file_path, title: r.title })}
                aria-label={`Open ${r.title}`}
              >
                Open
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    );
  return (
    <>
      <Modal
        opened={opened && viewing === null}
        onClose={onClose}
        title="Shared Reports"
        size={1000}
        centered
      >
        <Tabs defaultValue="patient" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="patient">Patient Reports</Tabs.Tab>
            <Tabs.Tab value="doctor">Doctor Reports</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="patient">{list(of('patient'))}</Tabs.Panel>
          <Tabs.Panel value="doctor">{list(of('doctor'))}</Tabs.Panel>
        </Tabs>
      </Modal>
      <ReportViewer file={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
