// The main layout's first frame as plain HTML: the header (the brand mark, a placeholder for
// the name) and a loading line. The server puts it in the page of every main-layout address
// (apps/api/src/plugins/app-pages.ts, from the build's route-pages.json), so a phone paints the
// header before the first script has arrived; the app's initial fallback (initial-fallback.tsx)
// renders the same markup, and React then replaces it with the real header of the same size.
// One string for both, so the two cannot drift apart. Styles: `.page-shell` in global.css.
export const MAIN_SHELL_HTML =
  '<div class="page-shell"><header class="site-header"><div class="page-shell-bar">' +
  '<img src="/favicon.svg" width="36" height="36" alt=""><span class="page-shell-name"></span>' +
  '</div></header><main class="page-shell-main"><p class="page-shell-status" role="status">Loading…</p></main></div>';
