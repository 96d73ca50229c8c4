import { Alert } from '@mantine/core';

/**
 * Above the form after a failed submit: how many answers still need attention. It counts down as
 * the patient fixes them (Mantine clears a field's error on change) and goes when none are left.
 * Polite, as focus has already moved to the first of them.
 */
export function ErrorSummary({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert color="red" variant="light" aria-live="polite" title="Please check your answers">
      {count === 1
        ? '1 answer needs your attention. It is highlighted below.'
        : `${count} answers need your attention. The first is highlighted below.`}
    </Alert>
  );
}
