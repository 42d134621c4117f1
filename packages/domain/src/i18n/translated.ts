import type { Locale } from './locales';

/*
 * A restaurant's own words in further languages (issue 31 item 4). The default language's text stays
 * in the entity's own fields; each other language keeps only the fields it translates, and a missing
 * or blank one falls back to the default language's.
 */
export type Translations<Field extends string> = Partial<Record<Locale, Partial<Record<Field, string>>>>;

/** `entity` with its `fields` in `locale` where translated, else as they are. */
export function translated<T extends object, Field extends keyof T & string>(
  entity: T,
  translations: Translations<Field> | null | undefined,
  fields: readonly Field[],
  locale: Locale,
): T {
  const words = translations?.[locale];
  if (!words) return entity;
  const out = { ...entity };
  for (const field of fields) {
    const text = words[field];
    if (typeof text === 'string' && text.trim() !== '') (out as Record<string, unknown>)[field] = text;
  }
  return out;
}
