import type { FastifyRequest } from 'fastify';

/** The origin the diner used (behind a proxy, with TRUST_PROXY, the forwarded one). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Where a tenant's storefront lives when it has no website of its own (README: Configuration). */
export interface LinkOrigins {
  /** `https://myfoodcourt.com`: a tenant without a website is at `https://<slug>.myfoodcourt.com`. */
  tenantBaseUrl: URL | null;
  /** One public origin, for a deployment that serves its tenants from one address. */
  publicUrl: string | null;
}

/** A configured origin or base domain: `myfoodcourt.com` means https; a scheme may be given. */
export function configuredUrl(value: string, name: string): URL {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Error(`${name} must be a domain or an origin such as https://order.example.ca, got '${value}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must use http or https, got '${value}'`);
  }
  return url;
}

function websiteOrigin(websiteUrl: string | null): string | null {
  if (!websiteUrl) return null;
  try {
    return configuredUrl(websiteUrl.trim(), 'website_url').origin;
  } catch {
    // A malformed website_url: the next configured origin is used.
    return null;
  }
}

/**
 * The origin of links we mail a tenant's diners (reset, welcome, invite): from configuration only,
 * the tenant's own website, else its slug under the configured base domain, else PUBLIC_URL. The
 * request's Host header is never read: `goldenmaple.attacker.example` resolves to Golden Maple (the
 * host's first label names the tenant), so a link built from it would mail a genuine token to the
 * attacker's host.
 */
export function tenantOriginOf(
  tenant: { slug: string; website_url: string | null },
  origins: LinkOrigins,
): string {
  const website = websiteOrigin(tenant.website_url);
  if (website) return website;
  const base = origins.tenantBaseUrl;
  if (base) return `${base.protocol}//${tenant.slug.toLowerCase()}.${base.host}`;
  if (origins.publicUrl) return origins.publicUrl;
  throw new Error('No origin for mail links: set TENANT_BASE_DOMAIN or PUBLIC_URL.');
}
