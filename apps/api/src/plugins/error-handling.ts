import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { commonMessages } from '@care/contracts/common/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { loggableError } from '../lib/log-redaction.ts';
import { validationMessage } from '../lib/validation-message.ts';

function fail(
  reply: FastifyReply,
  statusCode: number,
  message: string | { reason: string },
  data: unknown = {},
) {
  return reply.code(statusCode).send({ status: 0, statusCode, message, data });
}

/**
 * Every failure leaves as the envelope with status 0. Validation failures answer 400 with
 * the first rule's message, or the field's name and what is wrong (lib/validation-message.ts);
 * 5xx answers never carry internals (they are logged instead).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) return fail(reply, err.statusCode, err.publicMessage, err.data);
    if (hasZodFastifySchemaValidationErrors(err)) return fail(reply, 400, validationMessage(err.validation));
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429) return fail(reply, 429, commonMessages.tooManyRequests);
    if (status === 413) return fail(reply, 413, commonMessages.uploadTooLarge);
    if (status >= 400 && status < 500) {
      // Some carry headers the answer needs: a 416 from the media files names the size in Content-Range.
      const headers = (err as { headers?: Record<string, string> }).headers;
      if (headers) reply.headers(headers);
      const known =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'This content type is not accepted.'
            : DEFAULT_MESSAGE;
      return fail(reply, status, known);
    }
    request.log.error({ err: loggableError(err) }, 'request failed');
    return fail(reply, 500, DEFAULT_MESSAGE);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/docs') &&
      typeof reply.sendAppPage === 'function' &&
      !/\.[a-z0-9]{2,5}$/i.test(url);
    // History fallback: app routes (/profile, /ArticleList/watch/x) get the web app's shell.
    if (wantsPage) return reply.sendAppPage?.(url);
    return fail(reply, 404, commonMessages.notFound);
  });
}
