import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import type { Envelope } from '@care/contracts/common/envelope';
import { takePrefetched } from './prefetched';
import { clearSession, getToken } from './session';

/** A failed call: `message` is what the patient should read. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Send the stored patient token as a bearer (default true when one is stored). */
  auth?: boolean;
  /** Override the bearer (the phone-verification token during sign-up). */
  bearer?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The server's message, which may be a string or (check-patient-exists) an object with a reason. */
export function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m) return m;
    if (m && typeof m === 'object' && 'reason' in m && typeof m.reason === 'string') return m.reason;
  }
  return DEFAULT_MESSAGE;
}

function buildUrl(path: string, query?: Query): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The contract's schema for an answer's `data`, given as a loader so zod and the schemas stay
 * out of the first download (`() => import('@care/contracts/x/schemas').then((m) => m.fooData)`).
 * Any zod schema fits.
 */
export type AnswerSchema<T> = () => Promise<{
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}>;

/**
 * An answer that arrived but is not what its contract describes (another version of the API,
 * a proxy's error page): the patient reads the default message, and the answer is kept.
 */
export class UnexpectedAnswerError extends ApiError {
  constructor(statusCode: number, body: unknown) {
    super(DEFAULT_MESSAGE, statusCode, body);
    this.name = 'UnexpectedAnswerError';
  }
}

/**
 * Calls the API and unwraps the envelope; the one way the app reads an answer. With a `schema`
 * it resolves with `data` checked against the contract (throwing UnexpectedAnswerError when it
 * does not fit); without one `data` stays unknown, for calls that only need the message.
 * Throws ApiError with the server's message (or the default one) when the answer is not a
 * success. A 401 on a call made with the stored token ends the session and sends the patient
 * to /login.
 */
export function api<T>(path: string, req: ApiRequest & { schema: AnswerSchema<T> }): Promise<Envelope<T>>;
export function api(path: string, req?: ApiRequest): Promise<Envelope<unknown>>;
export async function api(
  path: string,
  req: ApiRequest & { schema?: AnswerSchema<unknown> } = {},
): Promise<Envelope<unknown>> {
  // The schema downloads while the request is on its way; a failed download reads like a
  // failed request. Observed at once, so a request that fails first leaves no unhandled rejection.
  const schema = req.schema?.().catch(() => {
    throw new ApiError(DEFAULT_MESSAGE, 0, null);
  });
  schema?.catch(() => {});
  const body = await send(path, req);
  if (!schema) return body;
  const parsed = (await schema).safeParse(body.data);
  if (!parsed.success) throw new UnexpectedAnswerError(body.statusCode, body);
  return { ...body, data: parsed.data };
}

async function send(path: string, req: ApiRequest): Promise<Envelope<unknown>> {
  const token = req.bearer ?? (req.auth === false ? null : getToken());
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = buildUrl(path, req.query);
  const method = req.method ?? (req.body === undefined ? 'GET' : 'POST');
  const ask = () =>
    fetch(url, {
      method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal,
    });
  // A plain GET the page's first script already made (lib/prefetched.ts); asked again if it failed.
  const early = method === 'GET' && !req.headers ? takePrefetched(url, token, req.signal) : undefined;
  let res: Response;
  try {
    // A failed early request is asked again; an aborted one is not (the screen left).
    res = await (early ? early.catch((e) => (e?.name === 'AbortError' ? Promise.reject(e) : ask())) : ask());
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(DEFAULT_MESSAGE, 0, null);
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.status === 401 && token && !req.bearer) {
    clearSession();
    const back = encodeURIComponent(window.location.pathname + window.location.search);
    window.location.assign(`/login?next=${back}`);
  }
  if (!res.ok || !isSuccess(body)) throw new ApiError(messageOf(body), res.status, body);
  return body;
}

/** The envelope of a success (the API's own responses are checked against it on the way out). */
function isSuccess(body: unknown): body is Envelope<unknown> {
  return (body as Envelope<unknown> | null)?.status === 1;
}
