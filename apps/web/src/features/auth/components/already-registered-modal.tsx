import { signUpMessages } from '@care/contracts/auth/messages';
import { Button, Group, Modal, Text } from '@mantine/core';

interface AlreadyRegisteredModalProps {
  opened: boolean;
  onYes: () => void;
  onNo: () => void;
}

export function AlreadyRegisteredModal({ opened, onYes, onNo }: AlreadyRegisteredModalProps) {
  return (
    <Modal opened={opened} onClose={onNo} title={signUpMessages.alreadyRegistered}>
      <Text mb="lg">{signUpMessages.alreadyRegisteredQuestion}</Text>
      <Group justify="flex-end">
        <Button variant="default" radius="xl" onClick={onNo}>
          No
        </Button>
        <Button radius="xl" onClick={onYes} data-autofocus>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
