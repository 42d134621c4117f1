/*
 * A restaurant's own words in its other languages (issue 31 item 4, decision 0092): each translatable
 * entity has `translations`, e.g. `{ "fr": { "name": "…", "description": "…" } }`, holding only that
 * entity's translatable fields. The default language's text stays in the entity's own fields; a field
 * left out or blank falls back to it (i18n/translated.ts).
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales';
import type { Translations } from '../../i18n/translated';

export const TRANSLATION_MESSAGES = {
  notAnObject: 'Translations are an object of languages, e.g. { "fr": { "name": "…" } }',
  unknownLanguage: (keys: readonly string[]) =>
    `Translations are only in the languages ${LOCALES.join(', ')}, not ${keys.join(', ')}`,
  unknownField: (keys: readonly string[], fields: readonly string[]) =>
    `Only ${fields.join(', ')} can be translated here, not ${keys.join(', ')}`,
  unknownLocale: `A language is one of ${LOCALES.join(', ')}`,
  noLanguage: 'A restaurant offers at least one language',
  defaultNotOffered: 'The default language must be one of the languages the restaurant offers',
} as const;

/**
 * `Translations<Field>` of an entity whose translatable fields are the keys of `fields`, each at most
 * its number of characters. Blank translations are dropped (a blank one falls back anyway), and so is
 * a language left with none; none at all is absent, so an untranslated entity reads as before.
 */
export function translationsSchema<Field extends string>(label: string, fields: Record<Field, number>) {
  const names = Object.keys(fields) as Field[];
  const words = z.strictObject(
    Object.fromEntries(
      names.map((field) => [
        field,
        z
          .string({ message: `${label}'s translated ${field} must be text` })
          .trim()
          .max(fields[field], `${label}'s translated ${field} must be at most ${fields[field]} characters`)
          .nullish(),
      ]),
    ) as Record<Field, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? TRANSLATION_MESSAGES.unknownField(issue.keys, names)
          : TRANSLATION_MESSAGES.notAnObject,
    },
  );
  return z
    .strictObject(
      Object.fromEntries(LOCALES.map((locale) => [locale, words.nullish()])) as Record<
        Locale,
        z.ZodOptional<z.ZodNullable<typeof words>>
      >,
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? TRANSLATION_MESSAGES.unknownLanguage(issue.keys)
            : TRANSLATION_MESSAGES.notAnObject,
      },
    )
    .nullish()
    .transform((given): Translations<Field> | undefined => {
      const kept: Translations<Field> = {};
      for (const locale of LOCALES) {
        const entries = Object.entries(given?.[locale] ?? {}).filter(
          (entry): entry is [Field, string] => typeof entry[1] === 'string' && entry[1] !== '',
        );
        if (entries.length > 0) kept[locale] = Object.fromEntries(entries) as Partial<Record<Field, string>>;
      }
      return Object.keys(kept).length > 0 ? kept : undefined;
    })
    .optional();
}

/** The languages a restaurant offers: at least one, each once, in the order given. */
export const languagesSchema = z
  .array(z.enum(LOCALES, { message: TRANSLATION_MESSAGES.unknownLocale }), {
    message: TRANSLATION_MESSAGES.noLanguage,
  })
  .min(1, TRANSLATION_MESSAGES.noLanguage)
  .transform((languages) => [...new Set(languages)]);

export const defaultLanguageSchema = z.enum(LOCALES, { message: TRANSLATION_MESSAGES.unknownLocale });

/** Adds the issue of a default language the restaurant does not offer, at `path`. */
export function checkDefaultLanguage(
  brand: { languages: readonly Locale[]; defaultLanguage: Locale },
  ctx: z.RefinementCtx,
  path: PropertyKey[] = ['defaultLanguage'],
): void {
  if (!brand.languages.includes(brand.defaultLanguage))
    ctx.addIssue({ code: 'custom', path, message: TRANSLATION_MESSAGES.defaultNotOffered });
}
