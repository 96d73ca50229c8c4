import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, messageOf, UnexpectedAnswerError } from './api-client';

// The client both browser apps use: each plugs in its own token and its own 401 handling, so the
// console never sends the patient's token and the patient app never the console's.

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => answer(200, { status: 1, statusCode: 200, message: 'Done.', data });

function stubFetch(...responses: Response[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const headersOf = (init: RequestInit | undefined) => init?.headers as Record<string, string>;

describe('createApiClient', () => {
  it("sends the app's own token, JSON bodies and the query, and unwraps the envelope", async () => {
    const fetch = stubFetch(ok({ id: 1 }));
    const api = createApiClient(() => 'console-token', vi.fn());
    const res = await api('staff/appointments', { query: { from: '2026-11-23', to: undefined, page: 2 } });
    expect(res).toEqual({ status: 1, statusCode: 200, message: 'Done.', data: { id: 1 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/staff/appointments?from=2026-11-23&page=2');
    expect(init.method).toBe('GET');
    expect(headersOf(init).Authorization).toBe('Bearer console-token');
    expect(headersOf(init)['Content-Type']).toBeUndefined();

    const post = stubFetch(ok({}));
    await api('staff/sign-out', { body: {} });
    const [, sent] = post.mock.calls[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toBe('{}');
    expect(headersOf(sent)['Content-Type']).toBe('application/json');
  });

  it('sends a file as its own bytes with its own type, not as JSON', async () => {
    const fetch = stubFetch(ok({}));
    const api = createApiClient(() => 'T', vi.fn());
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await api('staff/profile/photo', { method: 'PUT', body: photo });
    const [, sent] = fetch.mock.calls[0]!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toBe(photo);
    expect(headersOf(sent)['Content-Type']).toBe('image/jpeg');
    expect(headersOf(sent).Authorization).toBe('Bearer T');
  });

  it('sends no token when none is stored or the call says so', async () => {
    const fetch = stubFetch(ok({}), ok({}));
    const api = createApiClient(() => null, vi.fn());
    await api('config');
    const signedIn = createApiClient(() => 'T', vi.fn());
    await signedIn('staff/sign-in', { body: {}, auth: false });
    expect(headersOf(fetch.mock.calls[0]![1]).Authorization).toBeUndefined();
    expect(headersOf(fetch.mock.calls[1]![1]).Authorization).toBeUndefined();
  });

  it("throws the server's message with its status, or the default one", async () => {
    stubFetch(
      answer(409, { status: 0, statusCode: 409, message: 'Patients are booked.', data: { affected: [] } }),
      answer(502, '<html>Bad gateway</html>'),
    );
    const api = createApiClient(() => 'T', vi.fn());
    const conflict = await api('staff/availability/leave', { body: {} }).catch((e) => e);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ message: 'Patients are booked.', statusCode: 409 });
    expect(conflict.body.data).toEqual({ affected: [] });
    await expect(api('x')).rejects.toMatchObject({ message: DEFAULT_MESSAGE, statusCode: 502 });
  });

  it('reads an unreachable server as status 0 with the default message', async () => {
    stubFetch();
    const api = createApiClient(() => 'T', vi.fn());
    await expect(api('x')).rejects.toMatchObject({ message: DEFAULT_MESSAGE, statusCode: 0 });
  });

  it('runs the app’s 401 handler only for a call made with its stored token', async () => {
    const onUnauthorized = vi.fn();
    stubFetch(
      answer(401, { status: 0, statusCode: 401, message: 'Session ended.', data: {} }),
      answer(401, { status: 0, statusCode: 401, message: 'Wrong code.', data: {} }),
      answer(401, { status: 0, statusCode: 401, message: 'Wrong code.', data: {} }),
    );
    const api = createApiClient(() => 'T', onUnauthorized);
    await expect(api('staff/me')).rejects.toMatchObject({ statusCode: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // A sign-in's wrong password, and a call with a bearer of its own, are not a session ending.
    await expect(api('staff/sign-in', { body: {}, auth: false })).rejects.toMatchObject({ statusCode: 401 });
    await expect(api('x', { bearer: 'other' })).rejects.toMatchObject({ statusCode: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("checks data against the contract's schema", async () => {
    stubFetch(ok({ url: 'https://files/x.pdf' }), ok({ link: 1 }));
    const api = createApiClient(() => 'T', vi.fn());
    // Any zod schema fits; a hand-made one keeps zod out of this package.
    const schema = async () => ({
      safeParse: (data: unknown) =>
        typeof (data as { url?: unknown }).url === 'string'
          ? { success: true as const, data: data as { url: string } }
          : { success: false as const },
    });
    expect((await api('link', { schema })).data?.url).toBe('https://files/x.pdf');
    await expect(api('link', { schema })).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it('takes an early answer for a plain GET, and asks again when it failed', async () => {
    const fetch = stubFetch(ok('asked'));
    const early = vi.fn((url: string) =>
      url.endsWith('/first') ? Promise.resolve(ok('early')) : Promise.reject(new TypeError('offline')),
    );
    const api = createApiClient(() => 'T', vi.fn(), early);
    expect((await api('first')).data).toBe('early');
    expect(fetch).not.toHaveBeenCalled();
    expect((await api('second')).data).toBe('asked');
    expect(early).toHaveBeenCalledWith('/api/second', 'T', undefined);
  });
});

describe('messageOf', () => {
  it("reads a message, a message's reason, or falls back", () => {
    expect(messageOf({ message: 'Saved.' })).toBe('Saved.');
    expect(messageOf({ message: { reason: 'Already registered.' } })).toBe('Already registered.');
    expect(messageOf({ message: '' })).toBe(DEFAULT_MESSAGE);
    expect(messageOf(null)).toBe(DEFAULT_MESSAGE);
    expect(messageOf('text')).toBe(DEFAULT_MESSAGE);
  });
});
