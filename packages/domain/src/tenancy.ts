/*
 * Which tenant a request is for, from its Host header (architecture §4). The server resolves it
 * with the full tenant list; the storefront can run the same rule.
 */

export interface TenantHostEntry {
  slug: string;
  website_url?: string | null;
}

/** Labels that are never a tenant slug: our own domain, common prefixes and top-level labels. */
export const IGNORED_HOST_LABELS: readonly string[] = [
  'myfoodcourt',
  'www',
  'orders',
  'app',
  'com',
  'ca',
  'net',
  'localhost',
];

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** 'Example.com:3000' -> 'example.com'; '' for a host that is an IPv6 literal or empty. */
function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  // '[::1]:3000' or a bare IPv6 address: no labels to read.
  if (trimmed.startsWith('[') || trimmed.split(':').length > 2) return '';
  return (trimmed.split(':')[0] ?? '').replace(/\.$/, '');
}

/** The host of a stored website URL, with or without scheme, path, user info or port. */
function websiteHost(url: string): string {
  const withoutScheme = url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const authority = withoutScheme.split(/[/?#]/)[0] ?? '';
  return hostName(authority.slice(authority.lastIndexOf('@') + 1));
}

function withoutWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * The tenant slug for a Host header: `localhost` or an IP address gives `defaultSlug`; a tenant
 * whose website_url has this host (ignoring 'www.') wins; then the first label that is not an
 * ignored label, when it is a tenant's slug; else the host's first label (the spec's fallback).
 */
export function resolveTenantSlug(
  host: string | null | undefined,
  tenants: readonly TenantHostEntry[],
  defaultSlug: string,
): string {
  const name = hostName(host ?? '');
  if (name === '' || name === 'localhost' || IPV4.test(name)) return defaultSlug;

  const bare = withoutWww(name);
  const byWebsite = tenants.find((t) => t.website_url && withoutWww(websiteHost(t.website_url)) === bare);
  if (byWebsite) return byWebsite.slug;

  const labels = name.split('.').filter((label) => label !== '');
  const candidate = labels.find((label) => !IGNORED_HOST_LABELS.includes(label));
  const bySlug =
    candidate === undefined ? undefined : tenants.find((t) => t.slug.toLowerCase() === candidate);
  if (bySlug) return bySlug.slug;

  return labels[0] ?? defaultSlug;
}
