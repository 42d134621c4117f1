import type { FastifyError, FastifyInstance } from 'fastify';
import { fr as zodFrench } from 'zod/locales';
import type { Locale } from '@storefront/domain';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../http/errors';
import { ValidationError } from '../http/validate';
import { messageIn } from '../i18n/messages';

/** The handler's own messages, for what went wrong before any module could say. */
const GENERIC_MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request body is too large.',
  notJson: 'The request body must be JSON.',
  databaseUnavailable: 'We are briefly unable to reach our database. Please try again in a moment.',
  unexpected: (id: string) =>
    `Something went wrong on our side. Please try again; if it keeps happening, mention reference ${id}.`,
};

/** zod's own words (a missing or mistyped field) per language; English is zod's default. */
const ZOD_WORDS: Partial<Record<Locale, ReturnType<typeof zodFrench>['localeError']>> = {
  fr: zodFrench().localeError,
};

/** A client error's message in the request's language (decision 0091); English is the source. */
function clientMessage(error: FastifyError | HttpError, locale: Locale, english: string): string {
  const zodWords = ZOD_WORDS[locale];
  const message = error instanceof ValidationError && zodWords ? error.messageWith(zodWords) : english;
  return messageIn(locale, message);
}

/*
 * One error handler: client errors keep their message (in the request's language); anything
 * unexpected is logged with the request id and answered with a generic message (no internals leak),
 * as { message, code }.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Every answer names its request id, the one its log lines carry, for support and the proxy's logs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { locale } = request;
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: clientMessage(error, locale, error.message), code: error.code });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type, validation.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? GENERIC_MESSAGES.invalidJson
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? GENERIC_MESSAGES.tooLarge
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? GENERIC_MESSAGES.notJson
              : error.message;
      return reply
        .status(status)
        .send({ message: clientMessage(error, locale, message), code: error.code ?? 'BAD_REQUEST' });
    }
    if (isDatabaseUnavailable(error)) {
      // A database restart: say so and when to retry, instead of a generic failure (issue 16 item 9).
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({
          message: messageIn(locale, GENERIC_MESSAGES.databaseUnavailable),
          code: 'DATABASE_UNAVAILABLE',
        });
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply.status(500).send({
      message: messageIn(locale, GENERIC_MESSAGES.unexpected(request.id)),
      code: 'INTERNAL_ERROR',
    });
  });
}
