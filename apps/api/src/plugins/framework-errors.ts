import http from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Fastify answers a few failures itself, before any route, hook or error handler runs, in its
// own {error, code, message} shape. These two handlers (Fastify constructor options, so they are
// set in app.ts) answer them with the envelope and the real status instead. Nothing from the
// request is echoed back.

function envelopeBody(statusCode: number): string {
  return JSON.stringify({ status: 0, statusCode, message: DEFAULT_MESSAGE, data: {} });
}

/**
 * The router's failures: a path that is not valid percent-encoding (400, FST_ERR_BAD_URL) and a
 * path parameter over `maxParamLength` (414, FST_ERR_MAX_PARAM_LENGTH).
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const statusCode =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 400;
  // The reply is the root's, outside the /api scope whose hooks set these.
  reply
    .code(statusCode)
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(envelopeBody(statusCode));
}

/**
 * Bytes Node's HTTP parser cannot read (a broken request line or header, headers too large, a
 * request too slow). There is no request or reply, only the socket: a minimal HTTP/1.1 answer
 * is written to it and the connection is closed, as Node itself does.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket) {
  // A reset connection is gone; there is nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ code: err.code }, 'client error');
  if (socket.writable) {
    const body = envelopeBody(statusCode);
    socket.write(
      `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n' +
        `\r\n${body}`,
    );
  }
  socket.destroy(err);
}
