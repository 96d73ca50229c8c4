import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface Props {
  /** The report's title while asking, null when closed. */
  title: string | null;
  deleting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a report of the patient's is deleted. */
export function DeleteReportDialog({ title, deleting, onConfirm, onClose }: Props) {
  return (
    <Modal opened={title !== null} onClose={onClose} title="Delete report" centered>
      <Stack gap="md">
        <Text>Delete “{title}”? Its file is removed too.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={deleting}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
