import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code or first data is on its way. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader color="rose" type="dots" aria-label={label} />
    </Center>
  );
}
