import type { I18n } from '@lingui/core';
import { localizeMessage, routeMeta, storefrontRouteTitle, type ApiTenant } from '@storefront/domain';

/*
 * The storefront routes' titles (the domain's STOREFRONT_ROUTES) in the page's language: the
 * document's title, which the route announcer reads out, and the server's <title>. The domain's
 * catalogue, which a page in another language loads with its own (lib/i18n.ts), has their
 * translations: the server's metadata (routeMeta) reads the same.
 */

/** The route's own title at `pathname` (unprefixed) in the page's language, or undefined. */
export function routeTitleIn(i18n: I18n, pathname: string): string | undefined {
  const title = storefrontRouteTitle(pathname);
  return title && localizeMessage(title, i18n);
}

/** The document's title: '{route} | {tenant}' in the page's language, else the tenant's own. */
export function documentTitle(i18n: I18n, pathname: string, tenant: ApiTenant): string {
  return routeMeta(pathname, tenant, i18n).title;
}
