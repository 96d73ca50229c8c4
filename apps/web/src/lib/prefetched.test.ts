import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { takePrefetched } from './prefetched';

// The page's first script (apps/web/start.js) leaves its answers in window.__appPrefetch; the
// client takes each once, for the same address and token, while fresh.

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 1, statusCode: 200, message: 'ok', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function leave(url: string, token: string | null, response: Response, at = performance.now()) {
  window.__appPrefetch ??= new Map();
  window.__appPrefetch.set(url, { token, at, response: Promise.resolve(response) });
}

beforeEach(() => {
  window.__appPrefetch = new Map();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.__appPrefetch = undefined;
});

describe('takePrefetched', () => {
  it('gives an answer once, to the same address and token', async () => {
    leave('/api/coupon', 'T1', envelope([]));
    const first = takePrefetched('/api/coupon', 'T1');
    expect(first).toBeDefined();
    expect((await first)?.status).toBe(200);
    expect(takePrefetched('/api/coupon', 'T1')).toBeUndefined();
  });

  it("refuses another token's answer, or a stale one, and lets its body go", async () => {
    const other = envelope([]);
    leave('/api/coupon', 'T1', other);
    expect(takePrefetched('/api/coupon', 'T2')).toBeUndefined();
    // Its body was cancelled (an unread body keeps its request open): it can no longer be read.
    await new Promise((r) => setTimeout(r, 0));
    await expect(other.text()).rejects.toThrow(/unusable/);
    leave('/api/coupon', 'T1', envelope([]), performance.now() - 11_000);
    expect(takePrefetched('/api/coupon', 'T1')).toBeUndefined();
    leave('/api/config', null, envelope({}));
    expect(takePrefetched('/api/config', 'T1')).toBeUndefined();
  });

  it('rejects as fetch would when the caller aborts, and lets the body go', async () => {
    const body = envelope([]);
    let arrive: (r: Response) => void = () => {};
    window.__appPrefetch?.set('/api/coupon', {
      token: 'T1',
      at: performance.now(),
      response: new Promise((resolve) => {
        arrive = resolve;
      }),
    });
    const controller = new AbortController();
    const early = takePrefetched('/api/coupon', 'T1', controller.signal);
    controller.abort();
    await expect(early).rejects.toMatchObject({ name: 'AbortError' });
    arrive(body);
    await new Promise((r) => setTimeout(r, 0));
    await expect(body.text()).rejects.toThrow(/unusable/);
    // Already aborted before taking it: rejected at once.
    leave('/api/config', null, envelope({}));
    await expect(takePrefetched('/api/config', null, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
    // Not aborted: the answer arrives as usual.
    leave('/api/test', null, envelope(['x']));
    expect((await takePrefetched('/api/test', null, new AbortController().signal))?.status).toBe(200);
  });

  it('has nothing when the page had no first script', () => {
    window.__appPrefetch = undefined;
    expect(takePrefetched('/api/coupon', 'T1')).toBeUndefined();
  });
});

describe('api() with a prefetched answer', () => {
  it('uses it for the GET it was made for, and asks the network for everything else', async () => {
    localStorage.setItem('token', 'T1');
    const network = vi.fn(async () => envelope(['from the network']));
    vi.stubGlobal('fetch', network);
    leave('/api/coupon', 'T1', envelope(['prefetched']));

    expect((await api('coupon')).data).toEqual(['prefetched']);
    expect(network).not.toHaveBeenCalled();
    // Taken once: the next read asks again.
    expect((await api('coupon')).data).toEqual(['from the network']);
    // A write never takes a prefetched answer.
    leave('/api/coupon', 'T1', envelope(['prefetched']));
    expect((await api('coupon', { method: 'POST', body: {} })).data).toEqual(['from the network']);
    // Another query string is another address.
    leave('/api/test', 'T1', envelope(['prefetched']));
    expect((await api('test', { query: { search: 'iron' } })).data).toEqual(['from the network']);
  });

  it('asks again when the early request failed', async () => {
    localStorage.setItem('token', 'T1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(['from the network'])),
    );
    window.__appPrefetch = new Map([
      [
        '/api/coupon',
        { token: 'T1', at: performance.now(), response: Promise.reject(new TypeError('offline')) },
      ],
    ]);
    expect((await api('coupon')).data).toEqual(['from the network']);
  });
});
