// The answers the page's first script asked for before the app ran (apps/web/start.js): the
// screen's first calls, named by the server in the page of each address. Each is taken once, by
// a GET of the same address with the same bearer within ten seconds; anything else asks again,
// so an answer meant for another session or a stale one is never used.
interface Prefetched {
  token: string | null;
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __appPrefetch?: Map<string, Prefetched>;
  }
}

const FRESH_MS = 10_000;

export function takePrefetched(url: string, token: string | null): Promise<Response> | undefined {
  const waiting = typeof window === 'undefined' ? undefined : window.__appPrefetch;
  const hit = waiting?.get(url);
  if (!hit) return undefined;
  waiting?.delete(url);
  if (hit.token === token && performance.now() - hit.at <= FRESH_MS) return hit.response;
  // Not this call's: its unread body would keep the request open.
  hit.response.then((response) => response.body?.cancel()).catch(() => {});
  return undefined;
}
