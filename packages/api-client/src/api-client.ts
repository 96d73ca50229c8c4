import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import type { Envelope } from '@care/contracts/common/envelope';

// The one way a browser app of ours reads the API: the envelope unwrapped, failures as
// ApiError with the server's message, answers checked by the contract's schema. Each app says
// where its bearer comes from and what a 401 means for it (createApiClient): the patient app
// and the staff console keep separate sessions and must never send each other's token.

/** A failed call: `message` is what the person should read. */
export class ApiError extends Error {
  // Declared, not class fields: set in the constructor alone, which minifies shorter.
  declare readonly statusCode: number;
  declare readonly body: unknown;
  constructor(message: string, statusCode: number, body: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.body = body;
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob (a File) is sent as itself with its type. */
  body?: unknown;
  query?: Query;
  /** Send the stored token as a bearer (default true when one is stored). */
  auth?: boolean;
  /** Override the bearer (the phone-verification token during sign-up). */
  bearer?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The server's message, which may be a string or (check-patient-exists) an object with a reason. */
export function messageOf(body: unknown): string {
  const m = (body as { message?: unknown } | null)?.message;
  if (typeof m === 'string' && m) return m;
  const reason = (m as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' ? reason : DEFAULT_MESSAGE;
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
 * a proxy's error page): the person reads the default message, and the answer is kept.
 */
export class UnexpectedAnswerError extends ApiError {
  constructor(statusCode: number, body: unknown) {
    super(DEFAULT_MESSAGE, statusCode, body);
    this.name = 'UnexpectedAnswerError';
  }
}

/** The app's stored session token, or null. */
export type TokenSource = () => string | null;

/** An answer the page already asked for (the patient app's start.js), taken once. */
export type EarlyAnswers = (
  url: string,
  token: string | null,
  signal?: AbortSignal,
) => Promise<Response> | undefined;

export interface Api {
  <T>(path: string, req: ApiRequest & { schema: AnswerSchema<T> }): Promise<Envelope<T>>;
  (path: string, req?: ApiRequest): Promise<Envelope<unknown>>;
}

/**
 * The app's `api`: calls the API and unwraps the envelope. With a `schema` it resolves with
 * `data` checked against the contract (throwing UnexpectedAnswerError when it does not fit);
 * without one `data` stays unknown, for calls that only need the message. Throws ApiError with
 * the server's message (or the default one) when the answer is not a success.
 *
 * `token` is where the app keeps its session; `onUnauthorized` runs when a 401 answers a call
 * made with that token (the app ends its session and goes to its sign-in). Plain arguments
 * rather than an options object: this sits in the patient app's first download, where the
 * property names would cost bytes.
 */
export function createApiClient(token: TokenSource, onUnauthorized: () => void, early?: EarlyAnswers): Api {
  // One function rather than a call and a helper: it sits in the patient app's first download.
  return async function api(
    path: string,
    req: ApiRequest & { schema?: AnswerSchema<unknown> } = {},
  ): Promise<Envelope<unknown>> {
    // The schema downloads while the request is on its way; a failed download reads like a
    // failed request. Observed at once, so a request that fails first leaves no unhandled rejection.
    const schema = req.schema?.().catch(() => {
      throw new ApiError(DEFAULT_MESSAGE, 0, null);
    });
    schema?.catch(() => {});
    const bearer = req.bearer ?? (req.auth === false ? null : token());
    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    // A file (the console's photo) goes as its own bytes and type; anything else as JSON, which is
    // undefined when there is no body (JSON.stringify(undefined)).
    const file = req.body instanceof Blob ? req.body : undefined;
    const body: Blob | string | undefined = file ?? JSON.stringify(req.body);
    if (body !== undefined) headers['Content-Type'] = file ? file.type : 'application/json';
    const url = buildUrl(path, req.query);
    const method = req.method ?? (body === undefined ? 'GET' : 'POST');
    const ask = () => fetch(url, { method, headers, body, signal: req.signal });
    // A plain GET the page's first script already made; asked again if it failed.
    const asked = method === 'GET' && !req.headers ? early?.(url, bearer, req.signal) : undefined;
    let res: Response;
    try {
      // A failed early request is asked again; an aborted one is not (the screen left).
      res = await (asked
        ? asked.catch((e) => (e?.name === 'AbortError' ? Promise.reject(e) : ask()))
        : ask());
    } catch (e) {
      if ((e as Error).name === 'AbortError') throw e;
      throw new ApiError(DEFAULT_MESSAGE, 0, null);
    }
    const answer = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    if (res.status === 401 && bearer && !req.bearer) onUnauthorized();
    // A success is status 1 (the API's own answers are checked against the envelope on the way out).
    if (!res.ok || answer?.status !== 1) throw new ApiError(messageOf(answer), res.status, answer);
    if (!schema) return answer;
    const parsed = (await schema).safeParse(answer.data);
    if (!parsed.success) throw new UnexpectedAnswerError(answer.statusCode, answer);
    return { ...answer, data: parsed.data };
  } as Api;
}
