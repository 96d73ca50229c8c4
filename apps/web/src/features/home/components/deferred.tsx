import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

interface DeferredProps {
  children: ReactNode;
  /** Space kept while waiting, so the page does not jump when the part arrives. */
  minHeight?: number;
}

/**
 * Mounts a part of the page (and so downloads its code and data) only when it comes within
 * about a screen of the viewport. Keeps the first download of the home page small on phones.
 */
export function Deferred({ children, minHeight = 240 }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  // No wrapper once mounted: a part that has nothing to show (no upcoming appointment, no
  // tribe) leaves no empty box behind, which in the page's Stack was a second gap, a blank band
  // (issue 19 #15, /non at 1280).
  if (near)
    return <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>{children}</Suspense>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
