import { useEffect } from 'react';

/**
 * Runs the dialog focus keeper (dialog-focus.ts) while the app is mounted (AppProvider); renders
 * nothing. The keeper is fetched after the first render, not in the entry chunk: no dialog can
 * open before the page has painted, and the entry is what /login's JavaScript budget counts.
 */
export function DialogFocusLater() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./dialog-focus').then(({ keepDialogFocus }) => {
      if (!unmounted) stop = keepDialogFocus();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return null;
}
