/*
 * The languages the product speaks (issue 31). A further language is a value here, its catalogues,
 * and its translations; everything else takes the list from here.
 */

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Words written once per language, each language's the same shape (a mail's, a text's, a ticket's
 * copy: usually the English's type), so a language missing a word does not compile.
 */
export type CopyByLocale<T> = Readonly<Record<Locale, T>>;

/** The Intl locale each language formats with: the demo's restaurants are Canadian. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

/** What the language switch calls each language, in its own words. */
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', fr: 'Français' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'fr-CA' → 'fr'; anything the product does not speak → null. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/**
 * The first of `offered` the Accept-Language header prefers (by its q weights, in header order on a
 * tie), else `fallback`. A malformed header is read as far as it can be, never thrown on.
 */
export function negotiateLocale(
  acceptLanguage: string | null | undefined,
  offered: readonly Locale[],
  fallback: Locale,
): Locale {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=(.*)$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { locale: localeOfTag(tag), q: q === undefined ? 1 : Number(q.trim() || NaN), index };
    })
    .filter((w) => w.locale !== null && w.q > 0 && Number.isFinite(w.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return wanted.find((w) => offered.includes(w.locale as Locale))?.locale ?? fallback;
}
