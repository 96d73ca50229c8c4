import { lazy, Suspense } from 'react';

// The visitors' landing is its own chunk: a signed-in patient's home (most opens of `/`) does not
// download its hero drawings and sections (the `/ signed in` JavaScript budget). For a visitor the
// route loader (routes.ts) fetches it beside the page, so it is ready when the page renders.

const loadVisitorHome = () => import('./visitor-home');

const LazyVisitorHome = lazy(() => loadVisitorHome().then((m) => ({ default: m.VisitorHome })));

export function VisitorHomeLater() {
  return (
    <Suspense fallback={null}>
      <LazyVisitorHome />
    </Suspense>
  );
}
