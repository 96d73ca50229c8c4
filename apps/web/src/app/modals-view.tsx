import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/** Loaded on first use by ModalsHost; the provider's event listeners are set up before onReady runs. */
export function ModalsView({ onReady }: { onReady: () => void }) {
  // Effects run child first, so ModalsProvider already listens for modals.* events here.
  useEffect(() => onReady(), [onReady]);
  return <ModalsProvider labels={{ confirm: 'OK', cancel: 'Cancel' }} />;
}
