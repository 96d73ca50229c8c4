import { Alert } from '@mantine/core';
import type { Ref } from 'react';

interface DismissibleStatusProps {
  /** What was done; nothing is shown while it is empty. */
  message: string | null;
  onDismiss: () => void;
  /** For a screen that moves focus to the message (tabIndex -1) once a dialog has closed. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}

/** The outcome of an action, said politely (role status) until the user dismisses it. */
export function DismissibleStatus({ message, onDismiss, ref, tabIndex }: DismissibleStatusProps) {
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={tabIndex}
      color="sea"
      variant="light"
      role="status"
      withCloseButton
      onClose={onDismiss}
      closeButtonLabel="Dismiss"
    >
      {message}
    </Alert>
  );
}
