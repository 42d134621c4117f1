import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/*
 * The language in a storefront address (issue 31): the tenant's default language has no prefix
 * (`/menus`), each other language it offers has its own (`/fr/menus`). Staff pages have none.
 */

/** What a tenant document says of its languages; absent fields are an English-only storefront. */
export interface TenantLanguageSettings {
  languages?: readonly Locale[] | null;
  defaultLanguage?: Locale | null;
}

export interface OfferedLocales {
  /** The languages the storefront shows, the default among them. */
  languages: readonly Locale[];
  defaultLanguage: Locale;
}

export function offeredLocales(tenant: TenantLanguageSettings): OfferedLocales {
  const defaultLanguage = isLocale(tenant.defaultLanguage) ? tenant.defaultLanguage : DEFAULT_LOCALE;
  const languages = (tenant.languages ?? []).filter(isLocale);
  return {
    languages: languages.includes(defaultLanguage) ? languages : [defaultLanguage, ...languages],
    defaultLanguage,
  };
}

/** The prefix of a language in addresses: '' for the default language, else '/fr'. */
export function localePrefix(locale: Locale, offered: OfferedLocales): string {
  return locale === offered.defaultLanguage ? '' : `/${locale}`;
}

/**
 * The language an address names and the address without its prefix: `/fr/menus` → fr, `/menus`;
 * an unprefixed address is the default language's. A prefix the tenant does not offer (or the
 * default's own, `/en/menus` where English is the default) is no prefix: that path is unknown.
 */
export function splitLocalePath(
  pathname: string,
  offered: OfferedLocales,
): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const locale = match?.[1];
  if (match && isLocale(locale) && locale !== offered.defaultLanguage && offered.languages.includes(locale)) {
    return { locale, path: match[2] || '/', prefixed: true };
  }
  return { locale: offered.defaultLanguage, path: pathname, prefixed: false };
}

/** `path` (unprefixed, may carry a query) in `locale`: `/menus` → `/fr/menus`, `/` → `/fr`. */
export function localizedPath(path: string, locale: Locale, offered: OfferedLocales): string {
  const prefix = localePrefix(locale, offered);
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * The query parameter of the language switch's links (issue 31). The server keeps the choice in the
 * `lang` cookie and sends the diner on to the address without it, so that a switch made before the
 * page's scripts have run (or with none) is kept too.
 */
export const LANGUAGE_CHOICE_PARAM = 'language';

/** The language switch's link to `path` (unprefixed, with its query and fragment) in `locale`. */
export function languageChoicePath(path: string, locale: Locale, offered: OfferedLocales): string {
  const hashAt = path.indexOf('#');
  const [address, hash] = hashAt < 0 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  const separator = address.includes('?') ? '&' : '?';
  return localizedPath(`${address}${separator}${LANGUAGE_CHOICE_PARAM}=${locale}${hash}`, locale, offered);
}
