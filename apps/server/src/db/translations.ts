import { DEFAULT_LOCALE, isLocale, type Locale, type Translations } from '@storefront/domain';
import { fromJson } from '../http/json';

/*
 * The `translations` columns (migration 0044): a row's words in the tenant's other languages, as
 * JSON. Written from a checked `Translations` (the tenant document's schemas), read back as one.
 */

/** A row's translations; none at all reads as absent, as the tenant document's schemas give it. */
export function translationsOf<Field extends string>(
  column: string | null | undefined,
): Translations<Field> | undefined {
  const translations = fromJson<Translations<Field>>(column, {});
  return Object.keys(translations).length > 0 ? translations : undefined;
}

/** A row's name and description, and their translations, as the tenant document gives them. */
export const describedOf = <Description>(row: {
  name: string;
  description: Description;
  translations: string | null;
}) => ({ name: row.name, description: row.description, translations: translationsOf(row.translations) });

export function translationsColumn(translations: Translations<string> | undefined): string {
  return JSON.stringify(translations ?? {});
}

/** A tenant's default_language column as a locale. */
export const localeOf = (column: string): Locale => (isLocale(column) ? column : DEFAULT_LOCALE);

/** The tenant's languages column, its default first when it is somehow left out. */
export function languagesOf(row: { languages: string; default_language: string }): {
  languages: Locale[];
  defaultLanguage: Locale;
} {
  const defaultLanguage = localeOf(row.default_language);
  const languages = fromJson<unknown[]>(row.languages, []).filter(isLocale);
  return {
    languages: languages.includes(defaultLanguage) ? languages : [defaultLanguage, ...languages],
    defaultLanguage,
  };
}
