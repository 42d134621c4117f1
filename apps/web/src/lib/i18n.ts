import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  isLocale,
  localizedPath,
  offeredLocales,
  splitLocalePath,
  type Locale,
  type OfferedLocales,
  type TenantLanguageSettings,
} from '@storefront/domain';
import { useTenant } from './tenant-context';

/*
 * The storefront's languages (issue 31, decision 0090): Lingui, one PO catalogue per language,
 * compiled by the build. A page loads its own language's catalogue only, before it draws: the server
 * with an i18n instance of the request's own, the browser with the one it hydrates with.
 */

/** The languages a catalogue exists in: the product's, and the pseudo-locale its test draws in. */
export type CatalogueLocale = Locale | 'pseudo';

type CatalogueModule = { messages: Messages };
const storefrontCatalogues = import.meta.glob<CatalogueModule>('../locales/*/storefront.po');
/*
 * The domain's messages (form rules shared with the server, the spec's messages), keyed by their
 * English (decision 0091): English needs none, another language loads its own with the page's.
 */
const domainCatalogues: Partial<Record<CatalogueLocale, () => Promise<CatalogueModule>>> = {
  fr: () => import('@storefront/domain/i18n/catalogue/fr'),
  pseudo: () => import('@storefront/domain/i18n/catalogue/pseudo'),
};
const staffCatalogues = import.meta.glob<CatalogueModule>('../locales/*/staff.po');

async function catalogue(
  catalogues: Record<string, () => Promise<CatalogueModule>>,
  locale: CatalogueLocale,
  name: string,
): Promise<Messages> {
  const load = catalogues[`../locales/${locale}/${name}.po`];
  if (!load) throw new Error(`No ${name} catalogue for ${locale}`);
  return (await load()).messages;
}

/** An i18n instance of its own (a server request's) with the storefront's catalogue in `locale`. */
export async function createI18n(locale: CatalogueLocale): Promise<I18n> {
  const i18n = setupI18n();
  await loadCatalogues(i18n, locale);
  return i18n;
}

/** Loads the storefront's catalogue in `locale` into `i18n` and makes it the active language. */
export async function loadCatalogues(i18n: I18n, locale: CatalogueLocale): Promise<void> {
  const [storefront, domain] = await Promise.all([
    catalogue(storefrontCatalogues, locale, 'storefront'),
    domainCatalogues[locale]?.(),
  ]);
  i18n.loadAndActivate({ locale, messages: { ...domain?.messages, ...storefront } });
}

/** The staff console's messages, added to the active language when a console page is first opened. */
export async function loadStaffCatalogue(i18n: I18n): Promise<void> {
  const locale = i18n.locale as CatalogueLocale;
  i18n.load(locale, await catalogue(staffCatalogues, locale, 'staff'));
}

/** The language an address is shown in, and the router's base (`/fr`, or '' for the default). */
export function pageLocaleOf(
  pathname: string,
  tenant: TenantLanguageSettings,
): { locale: Locale; basename: string } {
  const { locale, prefixed } = splitLocalePath(pathname, offeredLocales(tenant));
  return { locale, basename: prefixed ? `/${locale}` : '' };
}

/**
 * The page's language (the pseudo-locale draws as the default language would) and the tenant's
 * languages.
 */
export function usePageLocale(): { locale: Locale; offered: OfferedLocales } {
  const { i18n } = useLingui();
  const offered = offeredLocales(useTenant());
  return { locale: isLocale(i18n.locale) ? i18n.locale : offered.defaultLanguage, offered };
}

/** An in-app path as an address outside the router (an `<a href>`, a link in a mail): `/fr/order?…`. */
export function useLocalizedHref(): (path: string) => string {
  const { locale, offered } = usePageLocale();
  return (path) => localizedPath(path, locale, offered);
}
