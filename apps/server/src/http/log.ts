import type { FastifyRequest } from 'fastify';

/*
 * What the access log records of a request. A password-reset token travels in the URL (the API's
 * path and the page's `?token=`); whoever reads the logs must not be able to use it, so the log
 * keeps the route and drops the secret.
 */
const SECRET_PATH = /(\/(?:auth\/reset-password|reset-password)\/)[^/?#]+/gi;
const SECRET_QUERY = /([?&](?:token|resetToken|reset_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
