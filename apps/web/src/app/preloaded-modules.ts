// The screen's modules, run a few at a time before the router asks for them.
//
// The server names the chunks of the screen at this address in the page (<link
// rel="modulepreload">, apps/api/src/plugins/app-pages.ts), so they download beside the entry.
// Downloaded is not run: when the router then loads the screen, the browser evaluates all of
// them (30-50 modules) in the task that creates the router; in Lighthouse's trace of
// /doctor-detail that task took 27 ms at full speed, 110 ms on its four-times-slower phone.
// Imported here one by one, with a yield to the browser whenever a slice has run 8 ms, the same
// work is done in short tasks and the router finds them ready.

const SLICE_MS = 8;

/** A new task soon: scheduler.yield where the browser has it, else a message to ourselves. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

export async function runPreloadedModules(doc: Document = document): Promise<void> {
  const hrefs = [
    ...doc.querySelectorAll<HTMLLinkElement>(
      'link[rel="modulepreload"]:not([data-app-step]):not([data-app-entry])',
    ),
  ].map((link) => link.href);
  let sliceStart = performance.now();
  for (const href of hrefs) {
    // A module that fails here is left to the router, which loads it again and shows the error.
    await import(/* @vite-ignore */ href).catch(() => {});
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
}
