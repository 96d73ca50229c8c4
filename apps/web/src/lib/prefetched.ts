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

const letGo = (response: Promise<Response>) => response.then((r) => r.body?.cancel()).catch(() => {});

/**
 * The early answer for this GET, if there is one. With a `signal` (TanStack Query's, when the
 * screen that asked is left) it rejects with an AbortError once that aborts, as fetch would,
 * and lets the body go.
 */
export function takePrefetched(
  url: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<Response> | undefined {
  const waiting = typeof window === 'undefined' ? undefined : window.__appPrefetch;
  const hit = waiting?.get(url);
  if (!hit) return undefined;
  waiting?.delete(url);
  if (hit.token !== token || performance.now() - hit.at > FRESH_MS) {
    // Not this call's: its unread body would keep the request open.
    letGo(hit.response);
    return undefined;
  }
  if (!signal) return hit.response;
  const aborted = () => new DOMException('The request was aborted', 'AbortError');
  if (signal.aborted) {
    letGo(hit.response);
    return Promise.reject(aborted());
  }
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => {
      letGo(hit.response);
      reject(aborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    hit.response.then(
      (response) => {
        signal.removeEventListener('abort', onAbort);
        resolve(response);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
