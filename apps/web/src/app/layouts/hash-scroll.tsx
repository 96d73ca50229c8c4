import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may keep growing above the target before we stop following it. */
const FOLLOW_MS = 4000;

/**
 * Keeps an address's #section at the top while the page fills in. The router scrolls to it once,
 * on arrival; the parts above it (the tracker, lists, pictures) render later and push it down
 * the page (from /ContactUs, /#ease landed 458 px short). So until the page stops growing, or
 * the patient scrolls, taps or types, the section is brought back under the header
 * (its scroll-margin-top, global.css) each time the page's size changes.
 */
export function HashScroll() {
  const { hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation (key) to the same hash follows it again
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const align = () => document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'instant' });
    const resize = new ResizeObserver(align);
    resize.observe(document.body);
    const stop = () => {
      resize.disconnect();
      window.clearTimeout(timer);
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
        window.removeEventListener(type, stop);
    };
    const timer = window.setTimeout(stop, FOLLOW_MS);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [hash, key]);

  return null;
}
