import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { stripUnsafeTextDeep } from '@storefront/domain';

/**
 * Where a page's images may come from besides the site: the map tiles' host (`{s}`-style subdomains
 * as a wildcard) and the image hosts owners may use (IMAGE_HOSTS, decision 0071), over https.
 */
export function imageSourcesOf(config: { mapTileUrl: string; imageHosts: readonly string[] }): string[] {
  const tiles = /^(https?:\/\/[^/]+)/.exec(config.mapTileUrl)?.[1]?.replace(/\{[^}]*\}/g, '*');
  return [...(tiles ? [tiles] : []), ...config.imageHosts.map((host) => `https://${host}`)];
}

/**
 * Security headers. Helmet's middleware is built once: @fastify/helmet built it anew on every request
 * (parsing the policy each time), a few percent of an order's CPU.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: { mapTileUrl: string; imageHosts: readonly string[] },
): Promise<void> {
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
        imgSrc: ["'self'", 'data:', 'blob:', ...imageSourcesOf(config)],
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
 * (issue 16). Passwords are left as typed, and so is a body a route keeps raw (a payment webhook's,
 * whose signature is over its exact bytes).
 */
export function registerTextHygiene(app: FastifyInstance): void {
  const keep = (key: string) => /password/i.test(key);
  app.addHook('preHandler', async (request) => {
    if (request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
      request.body = stripUnsafeTextDeep(request.body, keep);
    }
  });
}
