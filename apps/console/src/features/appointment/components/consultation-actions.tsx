import { consultationMessages } from '@care/contracts/staff/messages';
import type { StaffAppointmentDetail } from '@care/contracts/staff/schemas';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { notifySuccess } from '@/lib/notify';
import { openInNewTab } from '@/lib/open-in-new-tab';
import { useMarkNoShow } from '../api/mark-no-show';
import { useOpenRoom } from '../api/open-room';

/** Join the room (while it is open) and mark a no-show (once the joining window has closed). */
export function ConsultationActions({ appointment }: { appointment: StaffAppointmentDetail }) {
  const room = useOpenRoom(appointment.id);
  const noShow = useMarkNoShow(appointment.id);
  const [confirming, confirm] = useDisclosure(false);
  // When the browser refused the new tab, the room's address as a link to press.
  const [blockedRoom, setBlockedRoom] = useState<string | null>(null);

  const join = () => {
    setBlockedRoom(null);
    const ticket = room.mutateAsync();
    openInNewTab(ticket.then((t) => t.room_url)).then(
      async (opened) => {
        if (!opened) setBlockedRoom((await ticket).room_url);
      },
      () => {},
    );
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button onClick={join} disabled={!appointment.room_open} loading={room.isPending}>
          Join the room
        </Button>
        {appointment.can_mark_no_show && (
          <Button variant="outline" color="red.9" onClick={confirm.open}>
            Mark as no-show
          </Button>
        )}
      </Group>
      {!appointment.room_open && appointment.status === 'confirmed' && (
        <Text fz="sm" c="dimmed">
          {consultationMessages.roomClosed}
        </Text>
      )}
      {room.isSuccess && !blockedRoom && (
        <Text fz="sm" role="status">
          The room opened in a new tab. The patient joins the same room from their app.
        </Text>
      )}
      {blockedRoom && (
        <Alert color="yellow" variant="light" role="status">
          Your browser did not open a new tab.{' '}
          <Anchor href={blockedRoom} target="_blank" rel="noopener noreferrer">
            Open the room (new tab)
          </Anchor>
        </Alert>
      )}
      {room.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(room.error)}
        </Alert>
      )}
      {noShow.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(noShow.error)}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title="Mark as no-show?"
        confirmLabel="Mark as no-show"
        danger
        loading={noShow.isPending}
        onConfirm={() =>
          noShow.mutate(undefined, {
            onSuccess: (message) => {
              notifySuccess(message);
              confirm.close();
            },
          })
        }
      >
        <Text>
          {appointment.patient_name} did not join. The appointment is closed as a no-show and the patient is
          told. This cannot be undone here.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
