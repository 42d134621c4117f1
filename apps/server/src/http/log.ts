import type { FastifyRequest } from 'fastify';

/*
 * What the access log records of a request. A password-reset token (and a reservation's manage
 * token, a staff invitation's) travels in the URL, in the API's path and the page's `?token=`;
 * whoever reads the logs must not be able to use it, so the log keeps the route, not the secret.
 */
// Tokens in paths: the reset link, the reservation manage link and the staff invitation.
const SECRET_PATH = /(\/(?:auth\/reset-password|reset-password|reservations\/manage|invitations)\/)[^/?#]+/gi;
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
