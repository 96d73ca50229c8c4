import type { Appointment } from '@care/contracts/appointments/answers';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { doctorName, ExpertAvatar } from '@/features/experts';
import { slotPickerLink } from '@/lib/booking-navigation';
import { usePageTitle } from '@/lib/use-page-title';
import { useAppointment } from '../api/get-appointment';
import { AppointmentPayment } from '../components/appointment-payment';
import { AppointmentReviewView } from '../components/appointment-review';
import { appointmentWhen, totalMinutes } from '../components/appointment-when';
import { CancelDialog } from '../components/cancel-dialog';
import { LiveSession } from '../components/live-session';
import { RescheduleSection } from '../components/reschedule-section';
import { instantText } from '../components/reschedule-when';
import { ReviewModal } from '../components/review-modal';
import { SharedReportsModal } from '../components/shared-reports-modal';

/** The appointment's id: `?id=` (a refresh keeps it) or the list's state (spec: item). */
function idOf(params: URLSearchParams, state: unknown): string {
  const item = (state as { item?: { _id?: unknown } } | null)?.item;
  return params.get('id') ?? (typeof item?._id === 'string' ? item._id : '');
}

/**
 * /appointment-details (spec section 2): the expert, the booking details, Shared Reports, and
 * Cancel Booking for an upcoming appointment or Add Review and Book for a past one. Skeleton
 * while loading; the server's message on error.
 */
export function AppointmentDetailsPage() {
  usePageTitle('Appointment Details');
  const [params] = useSearchParams();
  const id = idOf(params, useLocation().state);
  const appointment = useAppointment(id);
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Title order={1} mb="lg">
        Appointment Details
      </Title>
      {!id ? (
        <Text c="dimmed">
          Choose one of your{' '}
          <Anchor component={Link} to={paths.appointments} underline="always">
            appointments
          </Anchor>
          .
        </Text>
      ) : appointment.isPending ? (
        <Skeleton role="status" height={320} radius="lg" aria-label="Loading the appointment" />
      ) : appointment.isError ? (
        <Alert color="red" variant="light" role="alert" title={appointment.error.message}>
          <Anchor component={Link} to={paths.appointments} underline="always">
            Back to your appointments
          </Anchor>
        </Alert>
      ) : (
        <Details appointment={appointment.data} />
      )}
    </Container>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="dimmed">{label}</Text>
      <Text fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

const REFUND_TEXT = {
  refunded: 'Your payment has been refunded to the way you paid.',
  processing: 'Your refund is being processed.',
  none: '',
} as const;

function Details({ appointment: a }: { appointment: Appointment }) {
  const d = a.doctor_id;
  const name = doctorName(d);
  const when = appointmentWhen(a);
  const past = a.is_appointment_time_passed || a.status === 'cancelled';
  const [reportsOpen, setReportsOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  return (
    <Stack gap="lg">
      <Card padding="xl">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <ExpertAvatar src={d.profile_picture} name={`${d.fname} ${d.lname}`} gender={d.gender} size={96} />
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} fz={24}>
              {name}
            </Title>
            <Text>{d.qualification}</Text>
            <Group gap={6}>
              {d.speciality.map((s) => (
                <Badge key={s.value} variant="light" color="sea" tt="none" radius="sm">
                  {s.value}
                </Badge>
              ))}
            </Group>
            <Text fz="sm" c="dimmed">
              Speaks {d.language.map((l) => l.value).join(', ')}
            </Text>
          </Stack>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card padding="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="md">
              Booking details
            </Title>
            {a.status === 'cancelled' && (
              <Badge color="gray" variant="light" tt="none">
                Cancelled
              </Badge>
            )}
          </Group>
          <Stack gap={8}>
            <Row label="Appointment number" value={a.appointment_no} />
            <Row label="Booked For" value={a.booked_for} />
            <Row label="Consultation Type" value="Video" />
            <Row label="Consultation Date" value={when.date} />
            <Row label="Time" value={when.time} />
            {a.rescheduled_from && <Row label="Moved from" value={instantText(a.rescheduled_from)} />}
            <Row label="Total time" value={`${totalMinutes(a)} minutes`} />
          </Stack>
          {a.status === 'cancelled' && a.refund_status !== 'none' && (
            <Text mt="md" role="status">
              {REFUND_TEXT[a.refund_status]}
            </Text>
          )}
        </Card>
        <Card padding="lg">
          <Title order={2} fz="md" mb="sm">
            What you can do
          </Title>
          <Stack gap="sm">
            <Button variant="light" onClick={() => setReportsOpen(true)}>
              Shared Reports ({a.report.length})
            </Button>
            {!past &&
              (a.is_can_join_room ? <LiveSession appointmentId={a._id} /> : <Button disabled>Join</Button>)}
            {/* The intake form (issue 19): its link until it is sent, then that it was. */}
            {!past && a.intake_link && (
              <Button
                component={Link}
                to={new URL(a.intake_link, window.location.origin).pathname}
                variant="light"
              >
                Fill intake form
              </Button>
            )}
            {!past && a.intake_sent && (
              <Text fz="sm" role="status">
                Intake form sent: your expert will read it before the session.
              </Text>
            )}
            {!past && (
              <>
                <RescheduleSection appointment={a} />
                <Button
                  color="red.9"
                  variant="outline"
                  disabled={!a.is_can_cancel_appointment}
                  onClick={() => setCancelOpen(true)}
                >
                  Cancel Booking
                </Button>
                {!a.is_can_cancel_appointment && (
                  <Text fz="sm" c="dimmed">
                    Cancelling is open until the day before the appointment.
                  </Text>
                )}
                {!a.is_can_join_room && (
                  <Text fz="sm" c="dimmed">
                    The video room opens here 10 seconds before {when.time.split(' to ')[0]} on {when.date}.
                  </Text>
                )}
              </>
            )}
            {past && a.status !== 'cancelled' && !a.reviewed && (
              <Button onClick={() => setReviewOpen(true)}>Add Review</Button>
            )}
            {past && a.review && <AppointmentReviewView review={a.review} />}
            {past && a.reviewed && !a.review && (
              <Text c="dimmed">Thank you: you have reviewed this consultation.</Text>
            )}
            {past && (
              <Button component={Link} {...slotPickerLink(d._id, d.type)} variant="default">
                Book
              </Button>
            )}
          </Stack>
        </Card>
      </SimpleGrid>

      <AppointmentPayment appointment={a} />

      <SharedReportsModal opened={reportsOpen} onClose={() => setReportsOpen(false)} reports={a.report} />
      <ReviewModal
        opened={reviewOpen}
        onClose={() => setReviewOpen(false)}
        appointmentId={a._id}
        doctorId={d._id}
        doctorName={name}
      />
      <CancelDialog opened={cancelOpen} onClose={() => setCancelOpen(false)} appointment={a} />
    </Stack>
  );
}
