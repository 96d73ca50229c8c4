import { CheckCircleIcon } from '@care/ui/icons/care-icons';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';

interface EnquirySentDialogProps {
  /** The server's message; the dialog is open while it is set. */
  message: string | null;
  onClose: () => void;
}

export function EnquirySentDialog({ message, onClose }: EnquirySentDialogProps) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Thank you">
      <Stack align="center" gap="md" pb="xs">
        <ThemeIcon size={56} radius="xl" color="sea" variant="light">
          <CheckCircleIcon size={30} />
        </ThemeIcon>
        <Text ta="center" fw={600}>
          {message}
        </Text>
        <Text ta="center" c="dimmed" fz="sm">
          Our care team will get back to you shortly.
        </Text>
        <Button onClick={onClose} miw={120}>
          OK
        </Button>
      </Stack>
    </Modal>
  );
}
