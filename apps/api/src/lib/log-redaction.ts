import type { FastifyRequest } from 'fastify';

// Health data, OTPs, passwords and tokens must never reach the logs. Bodies are never
// logged; URLs are logged without their query string (week, search terms, tokens, signatures,
// the room's ticket) and a stored file's path only to its folder (its patient's id and file
// name, a test's name among them, are left out); the headers that carry credentials are
// redacted.
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  'headers.authorization',
  'headers.token',
  '*.password',
  '*.otp',
  '*.token',
];

export function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggableUrl(req.url),
    remoteAddress: req.ip,
  };
}

/** The stored files' signed URLs (the local-disk adapter's, `/api/storage/<folder>/<key>`). */
const STORAGE_PATH = /^\/+api\/+storage(?:\/+|$)/i;
const FOLDER = /^[a-z0-9-]{1,40}$/i;

/**
 * A request's URL as it may be logged: no query string, and a stored file's path cut to its
 * folder (`/api/storage/test-report/[redacted]`), whatever the spelling of its path.
 */
export function loggableUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const storage = STORAGE_PATH.exec(path);
  if (!storage) return path;
  const [folder, ...rest] = path.slice(storage[0].length).split('/');
  if (!folder) return '/api/storage/';
  const kept = FOLDER.test(folder) ? folder : '[redacted]';
  return rest.length > 0 ? `/api/storage/${kept}/[redacted]` : `/api/storage/${kept}`;
}

/**
 * A WebSocket's error as it may be logged, in one line: its kind and code, never the stack or
 * the frame that caused it (a frame over the size limit, bytes that are not a WebSocket frame,
 * a connection reset). The message is kept only for the socket library's own errors, whose
 * messages are fixed texts.
 */
export function loggableSocketError(err: unknown) {
  const e = err as { name?: string; code?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? e.code : undefined;
  return {
    type: e?.name ?? 'Error',
    code,
    reason:
      code?.startsWith('WS_ERR_') && typeof e.message === 'string' ? e.message.slice(0, 100) : undefined,
  };
}

/**
 * An error as it may be logged. Database errors carry the failed query's parameters in
 * their message ("params: ..."), which can be a patient's health data: those are cut off.
 */
export function loggableError(err: unknown) {
  const e = err as {
    name?: string;
    message?: string;
    code?: string;
    stack?: string;
    cause?: { code?: string; message?: string };
  };
  const strip = (text: string | undefined) => (text ?? '').split(/\nparams:/)[0]!.slice(0, 500);
  return {
    type: e?.name ?? 'Error',
    code: e?.code ?? e?.cause?.code,
    message: strip(e?.message),
    cause: e?.cause?.message ? strip(e.cause.message) : undefined,
    stack: strip(e?.stack).split('\n').slice(0, 8).join('\n'),
  };
}
