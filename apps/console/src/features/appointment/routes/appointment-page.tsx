import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Anchor, Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useCan } from '@/lib/get-me';
import { useAppointment } from '../api/get-appointment';
import { AppointmentSummary } from '../components/appointment-summary';
import { ConsultationActions } from '../components/consultation-actions';
import { DoctorReportForm } from '../components/doctor-report-form';
import { IntakeAnswers } from '../components/intake-answers';
import { PrivateNotesForm } from '../components/private-notes-form';
import { SharedReports } from '../components/shared-reports';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function AppointmentPage() {
  const { id = '' } = useParams();
  const appointment = useAppointment(id);
  const canReadIntake = useCan('consultation.read_intake');
  const canReadReports = useCan('consultation.read_reports');
  const canJoin = useCan('consultation.join');
  const canWriteNotes = useCan('consultation.write_notes');
  const canWriteReport = useCan('consultation.write_report');

  const back = (
    <Anchor component={Link} to={paths.schedule} fz="sm">
      ← Back to appointments
    </Anchor>
  );
  if (appointment.isPending) return <PageLoader label="Loading the appointment…" />;
  if (appointment.isError)
    return (
      <>
        {back}
        <PageHeader title="Appointment" />
        <RetryAlert
          title="The appointment could not be loaded"
          message={errorMessage(appointment.error)}
          onRetry={() => appointment.refetch()}
        />
      </>
    );
  const a = appointment.data;
  return (
    <>
      {back}
      <PageHeader title={a.patient_name} />
      <AppointmentSummary appointment={a} />
      {canJoin && <ConsultationActions appointment={a} />}
      {canReadIntake && (
        <Section title="Intake form">
          <IntakeAnswers appointmentId={a.id} filled={a.intake === 'filled'} />
        </Section>
      )}
      {canReadReports && (
        <Section title="Reports the patient shared">
          <SharedReports appointmentId={a.id} reports={a.reports} of="patient" />
        </Section>
      )}
      {canWriteNotes && (
        <Section title="Private notes">
          <PrivateNotesForm key={a.id} appointmentId={a.id} saved={a.private_notes} />
        </Section>
      )}
      {canWriteReport && (
        <Section title="Your reports">
          <SharedReports appointmentId={a.id} reports={a.reports} of="doctor" />
          <DoctorReportForm
            appointmentId={a.id}
            allowedNow={a.can_write_report}
            cancelled={a.status === 'cancelled'}
          />
        </Section>
      )}
    </>
  );
}
