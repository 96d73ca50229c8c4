import { appointmentMessages as am } from '@care/contracts/appointments/messages';
import { Container, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';
import { AppointmentList } from '../components/appointment-list';

/** /Appointments: the patient's upcoming and past consultations (spec section 2). */
export function AppointmentsPage() {
  usePageTitle('Appointments');
  const [params, setParams] = useSearchParams();
  // The tab lives in the URL, so going back from an appointment returns to the same tab.
  const tab = params.get('tab') === 'past' ? 'past' : 'upcoming';
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Title order={1} mb="lg">
        Appointments
      </Title>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v === 'past' ? { tab: 'past' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="upcoming">Upcoming Appointments</Tabs.Tab>
          <Tabs.Tab value="past">Past Appointments</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming">
          <AppointmentList when="upcoming" empty={am.noUpcoming} />
        </Tabs.Panel>
        <Tabs.Panel value="past">
          <AppointmentList when="past" empty={am.noPast} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
