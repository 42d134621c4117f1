import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, negotiateLocale, type Locale } from '@storefront/domain';
import type { TenantDirectoryEntry } from '../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language (issue 31): Accept-Language among the product's, else the tenant's. */
    locale: Locale;
  }
}

/** The language a tenant speaks when the request names none it offers. */
export function tenantDefaultLocale(tenant: TenantDirectoryEntry | null): Locale {
  return tenant?.default_language ?? DEFAULT_LOCALE;
}

/*
 * Every language the product speaks is offered, not only the tenant's: an API message follows the
 * page that asked (contract 4), even where the tenant shows its pages in one language.
 */
export function registerRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(
      request.headers['accept-language'],
      LOCALES,
      tenantDefaultLocale(request.tenant),
    );
  });
}
