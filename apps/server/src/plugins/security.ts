import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

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
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
