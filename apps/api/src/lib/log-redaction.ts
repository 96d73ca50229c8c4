import type { FastifyRequest } from 'fastify';

// Health data, OTPs, passwords and tokens must never reach the logs. Bodies are never
// logged; URLs are logged without their query string (week, search terms, tokens); the
// headers that carry credentials are redacted.
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
    url: req.url.split('?')[0],
    remoteAddress: req.ip,
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
