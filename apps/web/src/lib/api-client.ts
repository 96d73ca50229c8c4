import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import type { Envelope } from '@care/contracts/common/envelope';
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
 * Calls the API and unwraps the envelope. Resolves with the whole envelope on status 1;
 * throws ApiError with the server's message (or the default one) otherwise. A 401 on a
 * call made with the stored token ends the session and sends the patient to /login.
 */
export async function api<T>(path: string, req: ApiRequest = {}): Promise<Envelope<T>> {
  const token = req.bearer ?? (req.auth === false ? null : getToken());
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(buildUrl(path, req.query), {
      method: req.method ?? (req.body === undefined ? 'GET' : 'POST'),
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(DEFAULT_MESSAGE, 0, null);
  }
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (res.status === 401 && token && !req.bearer) {
    clearSession();
    const back = encodeURIComponent(window.location.pathname + window.location.search);
    window.location.assign(`/login?next=${back}`);
  }
  if (!res.ok || !body || body.status !== 1) throw new ApiError(messageOf(body), res.status, body);
  return body;
}
