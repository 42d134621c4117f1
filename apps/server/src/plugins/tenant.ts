import type { FastifyInstance, FastifyRequest } from 'fastify';
import { negotiateLocale, resolveTenantSlug, type Locale } from '@storefront/domain';
import { HttpError, notFound } from '../http/errors';
import type { TenantDirectoryEntry } from '../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant this request's Host header names, or null when no tenant matches. */
    tenant: TenantDirectoryEntry | null;
  }
}

/*
 * The tenant comes from the Host header (architecture §4). The directory of tenants (slug, website)
 * is small and read on every request, so it is cached briefly; a new tenant is seen within the TTL.
 */
export class TenantDirectory {
  private entries: TenantDirectoryEntry[] | null = null;
  private loadedAt = 0;

  constructor(
    /** Reads the directory from the database (the tenants module's; app.ts wires it). */
    private readonly load: () => Promise<TenantDirectoryEntry[]>,
    private readonly defaultSlug: string,
    private readonly ttlMs = 10_000,
  ) {}

  invalidate(): void {
    this.entries = null;
  }

  async list(): Promise<TenantDirectoryEntry[]> {
    const now = Date.now();
    if (!this.entries || now - this.loadedAt > this.ttlMs) {
      this.entries = await this.load();
      this.loadedAt = now;
    }
    return this.entries;
  }

  async resolve(host: string): Promise<TenantDirectoryEntry | null> {
    const entries = await this.list();
    const slug = resolveTenantSlug(host, entries, this.defaultSlug);
    return entries.find((t) => t.slug === slug) ?? null;
  }
}

export function registerTenantResolution(app: FastifyInstance, directory: TenantDirectory): void {
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request) => {
    request.tenant = await directory.resolve(request.headers.host ?? '');
  });
}

/** The request's tenant, or a 404 naming the problem: no storefront answers at this address. */
export function requireTenant(request: FastifyRequest): TenantDirectoryEntry {
  if (!request.tenant) {
    throw new HttpError(404, 'TENANT_NOT_FOUND', `No restaurant storefront answers at ${request.hostname}.`);
  }
  return request.tenant;
}

/**
 * The tenant named by a `/tenants/:id` path (its id or slug), which must be the Host's tenant:
 * another tenant's id is a 404, exactly like an unknown one.
 */
export function requireTenantParam(request: FastifyRequest): TenantDirectoryEntry {
  const tenant = requireTenant(request);
  const id =
    (request.params as { id?: unknown; tenantId?: unknown }).id ??
    (request.params as { tenantId?: unknown }).tenantId;
  if (id !== tenant.id && id !== tenant.slug) throw notFound('Restaurant brand');
  return tenant;
}

/**
 * The language the storefront's API answers the restaurant's own content in (issue 31): the request's
 * Accept-Language (the web client sends its page's language) among the languages the tenant offers,
 * else its default.
 */
export function contentLocale(request: FastifyRequest): Locale {
  const tenant = requireTenant(request);
  return negotiateLocale(request.headers['accept-language'], tenant.languages, tenant.default_language);
}
