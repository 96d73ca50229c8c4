import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useRef } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, and what cannot be undone. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  /** Red for what cannot be undone. */
  danger?: boolean;
  /**
   * Once the dialog has closed: where focus should go when the button that opened it is gone
   * (the row it acted on left the list).
   */
  onExited?: () => void;
}

/** Asks before an action that changes something for someone else (a patient, a colleague). */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  loading,
  danger,
  onExited,
}: ConfirmDialogProps) {
  // While it fades out, the dialog keeps the words it was opened with: the screen usually clears
  // what it was about (the row is gone) the moment the action succeeds.
  const shown = useRef({ title, children });
  if (opened) shown.current = { title, children };
  const words = shown.current;
  return (
    <Modal opened={opened} onClose={onClose} title={words.title} onExitTransitionEnd={onExited}>
      <Stack gap="md">
        {typeof words.children === 'string' ? <Text>{words.children}</Text> : words.children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Keep as it is
          </Button>
          <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
