// The page's first script, in the browser as written (apps/web/vite-plugins.ts emits it and puts
// it where Vite put the entry's <script>). Two jobs, both about a phone on a slow network:
//
// 1. Ask for the screen's data now. The server names, in the page of each address, the calls its
//    screen makes first (`data`, with the patient's token, and `publicData`, without one, in the
//    features' route tables; read into route-pages.json and put in <script id="app-data">). Made
//    here, they travel beside the app's code instead of after it has downloaded, run and
//    rendered; the app's API client (src/lib/prefetched.ts) takes each answer once, if it asks
//    for the same address with the same token within ten seconds, and asks again otherwise.
//    `{name}` in an address is the address bar's parameter of that name, or for `week` the
//    session's stored item (src/lib/session.ts); a call whose value is missing is not made.
//
// 2. Run the app after the page's HTML has been painted. The entry is only preloaded (at low
//    priority: the shell needs nothing but the stylesheet); it runs once the first paint is on
//    screen, so evaluating 150 KB of script never holds the header and the loading line back.
//    Without a shell (sign-in, the visitors' pages) there is nothing to wait for.
//
// 3. Run it in steps. The libraries the entry needs come as separate chunks (START_STEPS in
//    vite-plugins.ts, marked data-app-step in the order to run them); each is imported in a
//    task of its own, with a yield to the browser between, so no single task evaluates them all.
const entry = document.querySelector('link[data-app-entry]');
const steps = [...document.querySelectorAll('link[data-app-step]')]
  .sort((a, b) => a.dataset.appStep - b.dataset.appStep)
  .map((link) => link.href);
const started = { done: false };
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = async () => {
  if (started.done || !entry) return;
  started.done = true;
  for (const href of steps) {
    // A step that fails to load is left to the entry's own import, which reports it.
    await import(href).catch(() => {});
    await nextTask();
  }
  import(entry.href);
};

const prefetched = new Map();
window.__appPrefetch = prefetched;

// The session's stored items (src/lib/session.ts) an address may name; any other name comes
// from the address bar only, so a template never reads the token or contact details into a URL.
const STORED = ['week'];

function fill(template, params) {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_, name) => {
    const value = params.get(name) ?? (STORED.includes(name) ? localStorage.getItem(name) : null);
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : out;
}

function ask(path, token) {
  const url = `/api/${path}`;
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = fetch(url, { headers });
  response.catch(() => {});
  prefetched.set(url, { token, at: performance.now(), response });
}

try {
  const token = localStorage.getItem('token');
  // Every screen reads the public settings first (lib/public-config.ts), signed in or not.
  ask('config', null);
  const params = new URLSearchParams(window.location.search);
  const calls = JSON.parse(document.getElementById('app-data')?.textContent || '{}');
  for (const template of calls.publicData ?? []) {
    const path = fill(template, params);
    if (path) ask(path, null);
  }
  if (token)
    for (const template of calls.data ?? []) {
      const path = fill(template, params);
      if (path) ask(path, token);
    }
} catch {
  // Storage refused (a private window's policy) or a malformed list: the app asks for itself.
}
// An answer nobody took is let go: an unread body would keep its request open.
setTimeout(() => {
  for (const [url, hit] of prefetched) {
    prefetched.delete(url);
    hit.response.then((response) => response.body?.cancel()).catch(() => {});
  }
}, 10_000);

const shell = document.getElementById('root')?.firstElementChild;
if (!shell || document.visibilityState !== 'visible' || typeof PerformanceObserver !== 'function') start();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A browser that reports no paint still starts the app.
  setTimeout(start, 500);
}
