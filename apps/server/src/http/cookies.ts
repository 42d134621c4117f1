import type { FastifyRequest } from 'fastify';

/** The attributes of every cookie the site sets: the whole site, sent on a link from elsewhere, secure over HTTPS. */
export function siteCookie(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
}
