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

/** The lines of a text of lines ('one a line'), trimmed, blank ones left out. */
export const linesIn = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A list the restaurant translates as one text of lines (a promotion's conditions, an order method's
 * subtitles): the translation's lines, or the default language's list where none is given.
 */
export function translatedLines(translation: string | undefined, fallback: string[]): string[] {
  const lines = linesIn(translation ?? '');
  return lines.length > 0 ? lines : fallback;
}
