import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ALLERGENS,
  DIET_FILTER_LABELS,
  DIET_FILTERS,
  isMenuFilterActive,
  NO_MENU_FILTER,
  toggled,
  type Allergen,
  type DietFilter,
  type MenuFilter,
} from '@storefront/domain';
import { useId } from 'react';
import { AVOID_ALLERGEN, domainText } from '../../../lib/domain-text';

interface MenuFilterBarProps {
  filter: MenuFilter;
  onChange: (filter: MenuFilter) => void;
  /** How many of the menus' dishes match, for the status line. */
  matches: number;
}

const chip =
  'inline-flex min-h-9 items-center rounded-lg px-3 py-1.5 text-sm font-medium ring-1 transition-colors';

/**
 * Search and dietary filters over the menus (issue 18): a search box over names and descriptions,
 * the spec's tags as toggle buttons and allergens to avoid; the count of matching dishes is read out.
 */
export function MenuFilterBar({ filter, onChange, matches }: MenuFilterBarProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const active = isMenuFilterActive(filter);
  const avoiding = filter.avoid.length;
  return (
    <div
      role="search"
      aria-label={t`Menu`}
      className="mb-6 space-y-3 lg:flex lg:flex-wrap lg:items-center lg:gap-x-4 lg:space-y-0"
    >
      <div className="lg:w-80">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t`Search the menu`}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={filter.query}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
          placeholder={t`Search dishes`}
          autoComplete="off"
          className="block min-h-11 w-full max-w-md rounded-lg border border-ink/40 bg-white px-5 py-2 text-base text-ink placeholder:text-muted/80 focus:border-ink"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ul aria-label={t`Dietary filters`} className="flex flex-wrap gap-2">
          {DIET_FILTERS.map((diet: DietFilter) => {
            const on = filter.diets.includes(diet);
            return (
              <li key={diet}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => onChange({ ...filter, diets: toggled(filter.diets, diet) })}
                  className={`${chip} ${on ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-black/15 hover:bg-black/5'}`}
                >
                  {domainText(i18n, DIET_FILTER_LABELS[diet])}
                </button>
              </li>
            );
          })}
        </ul>
        <details className="relative">
          <summary
            className={`${chip} cursor-pointer list-none bg-white text-ink ring-black/15 hover:bg-black/5 [&::-webkit-details-marker]:hidden`}
          >
            {avoiding > 0 ? t`Avoid allergens (${avoiding})` : t`Avoid allergens`}
          </summary>
          <fieldset className="absolute z-20 mt-2 w-64 rounded-xl bg-white p-4 shadow-lg ring-1 ring-black/10">
            <legend className="sr-only">{t`Allergens to avoid`}</legend>
            <div className="grid gap-1">
              {ALLERGENS.map((allergen: Allergen) => (
                <label key={allergen} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={filter.avoid.includes(allergen)}
                    onChange={() => onChange({ ...filter, avoid: toggled(filter.avoid, allergen) })}
                    className="h-4 w-4 accent-current"
                  />
                  {i18n._(AVOID_ALLERGEN[allergen])}
                </label>
              ))}
            </div>
          </fieldset>
        </details>
        {active && (
          <button
            type="button"
            onClick={() => onChange(NO_MENU_FILTER)}
            className="min-h-10 px-2 text-sm font-semibold underline underline-offset-2"
          >
            {t`Clear filters`}
          </button>
        )}
      </div>
      <p
        role="status"
        className={active ? 'text-sm font-medium text-muted lg:basis-full lg:pt-2' : 'sr-only'}
      >
        {active ? t`${plural(matches, { one: '# dish matches', other: '# dishes match' })}` : ''}
      </p>
    </div>
  );
}
