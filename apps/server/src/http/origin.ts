import type { FastifyRequest } from 'fastify';

/** The origin the diner used (behind a proxy, with TRUST_PROXY, the forwarded one). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The origin of links we send a tenant's diners by mail: the tenant's own website when it has one
 * (a forged Host header cannot redirect those links elsewhere), else the origin the request came to,
 * as the sitemap builds it. A client-sent base URL is never used.
 */
export function tenantOriginOf(tenant: { website_url: string | null }, request: FastifyRequest): string {
  if (tenant.website_url) {
    try {
      const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(tenant.website_url)
        ? tenant.website_url
        : `https://${tenant.website_url}`;
      return new URL(withScheme).origin;
    } catch {
      // A malformed website_url: fall back to the request's origin.
    }
  }
  return originOf(request);
}
