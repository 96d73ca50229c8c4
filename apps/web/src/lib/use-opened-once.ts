import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog whose code loads on first use is mounted
 * then and kept, so closing it still animates and hands focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
