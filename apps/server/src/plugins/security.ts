import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { stripUnsafeTextDeep } from '@storefront/domain';

/**
 * Security headers. Map tiles come from a configurable host, so images may load over https.
 * Helmet's middleware is built once: @fastify/helmet built it anew on every request (parsing the
 * policy each time), a few percent of an order's CPU.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the app's own ws:/wss: origin (CSP Level 3); bare 'ws:'/'wss:' allowed any host.
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense behind TLS; a proxy that terminates TLS should set it.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/**
 * API answers carry members' names, emails, orders and sessions: no shared or browser cache may keep
 * them (issue 16). A route that is safe to revalidate says so itself (the menus' 'no-cache' + ETag).
 */
export function registerNoStoreApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && (request.routeOptions.url ?? request.url).startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/**
 * Names, notes and addresses reach the staff board, mail and PostgreSQL (which refuses NUL with an
 * error): every string of a JSON body loses its control and bidi characters before a route reads it
 * (issue 16). Passwords are left as typed.
 */
export function registerTextHygiene(app: FastifyInstance): void {
  const keep = (key: string) => /password/i.test(key);
  app.addHook('preHandler', async (request) => {
    if (request.body !== null && typeof request.body === 'object') {
      request.body = stripUnsafeTextDeep(request.body, keep);
    }
  });
}
