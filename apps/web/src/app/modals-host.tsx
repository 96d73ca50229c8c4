import { lazy, Suspense, useSyncExternalStore } from 'react';

const ModalsView = lazy(() => import('./modals-view').then((m) => ({ default: m.ModalsView })));

let needed = false;
let ready: Promise<void> | null = null;
let markReady: () => void = () => {};
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isNeeded = () => needed;

/**
 * Mantine's <ModalsProvider /> (with Modal, ScrollArea, focus trap and scroll lock) is
 * downloaded only when the first modal is asked for. Resolves once the provider listens for
 * `modals.*` calls; call it before `modals.openConfirmModal(...)`.
 */
export function loadModals(): Promise<void> {
  if (!ready) {
    ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    needed = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** Rendered once by AppProvider; mounts the modals provider after the first loadModals(). */
export function ModalsHost() {
  const show = useSyncExternalStore(subscribe, isNeeded, isNeeded);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ModalsView onReady={markReady} />
    </Suspense>
  );
}
