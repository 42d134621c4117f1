import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../http/errors';

/*
 * One error handler: client errors keep their message; anything unexpected is logged with the
 * request id and answered with a generic message (no internals leak), as { message, code }.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Every answer names its request id, the one its log lines carry, for support and the proxy's logs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type, validation.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'The request body must be JSON.'
              : error.message;
      return reply.status(status).send({ message, code: error.code ?? 'BAD_REQUEST' });
    }
    if (isDatabaseUnavailable(error)) {
      // A database restart: say so and when to retry, instead of a generic failure (issue 16 item 9).
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      return reply.status(503).header('retry-after', '2').send({
        message: 'We are briefly unable to reach our database. Please try again in a moment.',
        code: 'DATABASE_UNAVAILABLE',
      });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send({
      message: `Something went wrong on our side. Please try again; if it keeps happening, mention reference ${request.id}.`,
      code: 'INTERNAL_ERROR',
    });
  });
}
