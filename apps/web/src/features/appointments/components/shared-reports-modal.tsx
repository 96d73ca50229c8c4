import type { Appointment } from '@care/contracts/appointments/schemas';
import { List, Modal, Tabs, Text } from '@mantine/core';

/**
 * Shared Reports (spec section 2: tabs Patient Reports and Doctor Reports, 1000 wide): the
 * files on this appointment by title. Opening a file comes with the reports section, which
 * signs downloads; until then the titles say what was shared.
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
  const of = (who: 'patient' | 'doctor') => reports.filter((r) => r.report_of === who);
  const list = (items: Appointment['report']) =>
    items.length === 0 ? (
      <Text c="dimmed" ta="center" py="lg">
        No Reports Available
      </Text>
    ) : (
      <List spacing="xs" py="md">
        {items.map((r) => (
          <List.Item key={`${r.report_of}-${r.file_path}`}>{r.title}</List.Item>
        ))}
      </List>
    );
  return (
    <Modal opened={opened} onClose={onClose} title="Shared Reports" size={1000} centered>
      <Tabs defaultValue="patient" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="patient">Patient Reports</Tabs.Tab>
          <Tabs.Tab value="doctor">Doctor Reports</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="patient">{list(of('patient'))}</Tabs.Panel>
        <Tabs.Panel value="doctor">{list(of('doctor'))}</Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
