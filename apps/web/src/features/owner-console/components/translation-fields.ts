import { LOCALE_NAME, type Locale } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { brandKeys, fetchBrand } from '../api/brand-api';
import type { FieldSpec } from './settings-fields';

/*
 * Side-by-side editing of the restaurant's own words (issue 31 item 4, decision 0092): beside each
 * translatable field, one field per other language the tenant offers ('Name (Français)'), bound to
 * the entity's `translations.{locale}.{field}`. A tenant that offers one language sees none.
 */

/** The languages the tenant offers besides its default (the brand's), in its order. */
export function useOtherLanguages(): Locale[] {
  const brand = useQuery({ queryKey: brandKeys.all, queryFn: fetchBrand, staleTime: 60_000 });
  const languages = brand.data?.languages ?? [];
  return languages.filter((locale) => locale !== brand.data?.defaultLanguage);
}

/** 'Name (Français)': the label of a field's translation. */
export const translatedLabel = (label: string, locale: Locale): string => `${label} (${LOCALE_NAME[locale]})`;

/** The path of a field's translation: 'settings.welcome_popup.title' → 'settings.welcome_popup.translations.fr.title'. */
export function translationPath(name: string, locale: Locale): string {
  const at = name.lastIndexOf('.');
  return `${name.slice(0, at + 1)}translations.${locale}.${name.slice(at + 1)}`;
}

/** `specs` with, after each of the `translatable` ones, a text field of its translation per language. */
export function withTranslations<
  Spec extends Pick<FieldSpec<unknown>, 'kind' | 'label' | 'language'> & { name: string },
>(specs: readonly Spec[], translatable: readonly string[], languages: readonly Locale[]): Spec[] {
  return specs.flatMap((spec) =>
    translatable.includes(spec.name)
      ? [
          spec,
          ...languages.map(
            (locale) =>
              ({
                kind: 'text',
                name: translationPath(spec.name, locale),
                label: spec.label,
                language: locale,
              }) as Spec,
          ),
        ]
      : [spec],
  );
}
