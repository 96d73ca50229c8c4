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
