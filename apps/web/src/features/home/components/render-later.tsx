import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Renders its children just after the first paint, in a low-priority (interruptible) render,
 * so the top of the page shows and answers taps sooner on slow phones. A link to a section of
 * the page (/#health, /#ease) renders everything at once, so the browser can scroll to it.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  const [ready, setReady] = useState(hash !== '');

  useEffect(() => {
    if (ready) return;
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, [ready]);

  return ready ? children : null;
}
