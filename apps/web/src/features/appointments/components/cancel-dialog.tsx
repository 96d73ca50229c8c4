import { ApiError } from '@care/api-client/api-client';
import type { Appointment } from '@care/contracts/appointments/answers';
import { appointmentMessages as am, cancelledMessage } from '@care/contracts/appointments/messages';
import { REFUND_TIMELINE } from '@care/contracts/booking/policy';
import { formatRupees } from '@care/contracts/common/money';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCancelAppointment } from '../api/cancel-appointment';

/** What goes back when this appointment is cancelled, in rupees (0: nothing was paid). */
const refundOf = (a: Appointment) => a.payment?.amount_paid ?? 0;

/**
 * After a cancel the app goes to /consultation (spec section 4); what happened goes with it
 * (issue 19): a notice that stays until dismissed (role="alert", so it is read out) with the
 * appointment's number, the amount refunded, where it goes and when.
 */
function announceCancelled(a: Appointment) {
  const refund = a.refund_status === 'none' ? 0 : refundOf(a);
  notifications.show({
    id: `cancelled-${a._id}`,
    title: 'Appointment cancelled',
    message: cancelledMessage(a.appointment_no, refund > 0 ? formatRupees(refund) : null),
    color: 'sea',
    position: 'bottom-right',
    autoClose: false,
    withCloseButton: true,
  });
}

/**
 * 'Are you sure you want to Cancel?' (spec section 4) with what the patient gets back, said
 * before they confirm; Yes is disabled while it is pending.
 */
export function CancelDialog({
  opened,
  onClose,
  appointment,
}: {
  opened: boolean;
  onClose: () => void;
  appointment: Appointment;
}) {
  const navigate = useNavigate();
  const cancel = useCancelAppointment();
  const refund = refundOf(appointment);
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel Booking" centered>
      <Stack gap="md">
        <Text>{am.cancelConfirm}</Text>
        <Text fz="sm">
          {refund > 0
            ? `${formatRupees(refund)} will be refunded in full. ${REFUND_TIMELINE}`
            : 'Nothing was paid for this appointment, so there is nothing to refund.'}
        </Text>
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
              cancel.mutate(appointment._id, {
                onSuccess: (cancelled) => {
                  announceCancelled(cancelled);
                  onClose();
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
