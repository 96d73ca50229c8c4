import { appointmentMessages as am } from '@care/contracts/appointments/messages';
import type { Appointment, AppointmentRefund } from '@care/contracts/appointments/schemas';
import { kolkataParts, MONTHS } from '@care/contracts/common/clock-time';
import { formatRupees } from '@care/contracts/common/money';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { doctorName, ExpertAvatar } from '@/features/experts';
import { ApiError } from '@/lib/api-client';
import { slotPickerLink } from '@/lib/booking-navigation';
import { toastSuccess } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useAppointment } from '../api/get-appointment';
import { appointmentWhen, totalMinutes } from '../components/appointment-when';
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
        <Skeleton height={320} radius="lg" aria-label="Loading the appointment" />
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

/** An instant's date in India as '12 Dec 2026'. */
function dayText(iso: string): string {
  const [y, m, d] = kolkataParts(new Date(iso)).date.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** Each payment of the appointment going back: its amount and where it stands, in words. */
function Refunds({ refunds }: { refunds: AppointmentRefund[] }) {
  return (
    <Stack gap={6} mt="md">
      <Text fw={600}>{refunds.length === 1 ? 'Refund' : 'Refunds'}</Text>
      <Stack gap={4} role="list" aria-label="Refunds">
        {refunds.map((r) => (
          <Group
            key={`${r.created_at}-${r.amount}`}
            justify="space-between"
            wrap="nowrap"
            gap="md"
            role="listitem"
          >
            <Text fw={600}>{formatRupees(r.amount)}</Text>
            <Text ta="right">
              {r.status === 'refunded' && r.refunded_at
                ? `Refunded on ${dayText(r.refunded_at)}`
                : 'Refund on its way'}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

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
          {a.refunds.length > 0 && <Refunds refunds={a.refunds} />}
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
              (a.is_can_join_room ? (
                <Button component={Link} to={paths.meeting(a._id)}>
                  Join
                </Button>
              ) : (
                <Button disabled>Join</Button>
              ))}
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
                <Text fz="sm" c="dimmed">
                  The video room opens here 10 seconds before {when.time.split(' to ')[0]} on {when.date}.
                </Text>
              </>
            )}
            {past && a.status !== 'cancelled' && !a.reviewed && (
              <Button onClick={() => setReviewOpen(true)}>Add Review</Button>
            )}
            {past && a.reviewed && <Text c="dimmed">Thank you: you have reviewed this consultation.</Text>}
            {past && (
              <Button component={Link} {...slotPickerLink(d._id, d.type)} variant="default">
                Book
              </Button>
            )}
          </Stack>
        </Card>
      </SimpleGrid>

      <SharedReportsModal opened={reportsOpen} onClose={() => setReportsOpen(false)} reports={a.report} />
      <ReviewModal
        opened={reviewOpen}
        onClose={() => setReviewOpen(false)}
        appointmentId={a._id}
        doctorId={d._id}
        doctorName={name}
      />
      <CancelDialog opened={cancelOpen} onClose={() => setCancelOpen(false)} appointmentId={a._id} />
    </Stack>
  );
}

/** 'Are you sure you want to Cancel?' (spec section 4); Yes is disabled while it is pending. */
function CancelDialog({
  opened,
  onClose,
  appointmentId,
}: {
  opened: boolean;
  onClose: () => void;
  appointmentId: string;
}) {
  const navigate = useNavigate();
  const cancel = useCancelAppointment();
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel Booking" centered>
      <Stack gap="md">
        <Text>{am.cancelConfirm}</Text>
        {cancel.error && (
          <Alert color="red" variant="light" role="alert">
            {cancel.error instanceof ApiError ? cancel.error.message : am.cannotCancel}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            No
          </Button>
          <Button
            color="red.9"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(appointmentId, {
                onSuccess: (message) => {
                  toastSuccess(message);
                  onClose();
                  // Spec section 4: after a cancel the app goes to /consultation.
                  navigate(paths.consultation);
                },
              })
            }
          >
            Yes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
