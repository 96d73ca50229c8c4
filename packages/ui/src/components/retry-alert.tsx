import { Alert, Button, type MantineRadius, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface RetryAlertProps {
  /** What could not be loaded ('Articles could not be loaded'); leave out for a one-line alert. */
  title?: string;
  /** Why: the server's message, or the default one. */
  message: ReactNode;
  onRetry: () => void;
  radius?: MantineRadius;
}

/**
 * Something the page asked for failed, with the reason and a Try again button. With a title
 * it stands in for a whole section; without one it is a single line inside a section.
 */
export function RetryAlert({ title, message, onRetry, radius }: RetryAlertProps) {
  if (!title) {
    return (
      <Alert color="red" variant="light" radius={radius} role="alert">
        {message}
        <Button variant="white" color="red" size="compact-sm" ml="sm" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" radius={radius} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button variant="white" color="red" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
