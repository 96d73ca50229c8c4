/** Full reload after sign-out, so no patient data survives in memory or the query cache. */
export function reloadPage() {
  window.location.reload();
}
