// First: switches zod to jitless before it loads (its eval probe breaks the app's CSP).
import '@care/api-client/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask, runPreloadedModules } from './app/preloaded-modules';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Start-up runs in short tasks with a yield to the browser between them (apps/web/start.js runs
// the libraries the same way): creating the root registers React's event listeners; the
// screen's preloaded modules run a few at a time (app/preloaded-modules.ts says why); creating
// the router reads the address and matches the routes. In one task with the entry's evaluation
// they took 87 ms at 4x CPU on /Appointments (`npm run bench:trace`): a tap on the painted shell
// left waiting that long. (No top-level await: with it the bundler turns the entry's chunks into
// plain scripts.)
const root = createRoot(container);

async function startApp() {
  await nextTask();
  await runPreloadedModules();
  const router = createAppRouter();
  await nextTask();
  // The first render runs as a transition: React builds the page in short slices instead of one
  // long task, so a low-end phone stays responsive to taps while it renders.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}
void startApp();
