import { useLingui } from '@lingui/react/macro';
import { MENU_TAG_LABELS, MENU_TAGS, type MenuTag, type SubItem } from '@storefront/domain';
import { domainText } from '../../../lib/domain-text';
import { ChiliIcon, TAG_ICONS } from './icons';

const MAX_SPICE = 3;
const isMenuTag = (tag: string): tag is MenuTag => (MENU_TAGS as readonly string[]).includes(tag);

/** One chili per level, read out as 'Spice level 2 of 3'; nothing for a mild (0) sub-item. */
export function SpiceLevel({ level }: { level: number }) {
  const { t } = useLingui();
  const n = Math.max(0, Math.min(MAX_SPICE, Math.round(level)));
  if (n === 0) return null;
  const max = MAX_SPICE;
  return (
    <span role="img" aria-label={t`Spice level ${n} of ${max}`} className="inline-flex text-red-700">
      {Array.from({ length: n }, (_, i) => (
        <ChiliIcon key={i} className="h-3.5 w-3.5" />
      ))}
    </span>
  );
}

export function SubItems({ subItems }: { subItems: readonly SubItem[] }) {
  if (subItems.length === 0) return null;
  return (
    <ul className="mt-2 space-y-0.5 text-sm">
      {subItems.map((sub, i) => (
        <li key={`${sub.name}-${i}`} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-1 w-1 shrink-0 rounded-full bg-muted" />
          <span>{sub.name}</span>
          <SpiceLevel level={sub.spicy} />
        </li>
      ))}
    </ul>
  );
}

/** Known tags only, in the spec's order, each as icon plus visible text. */
export function ItemTags({ tags }: { tags: readonly string[] }) {
  const { i18n } = useLingui();
  const known = MENU_TAGS.filter((tag) => tags.filter(isMenuTag).includes(tag));
  if (known.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5">
      {known.map((tag) => {
        const { Icon, tone } = TAG_ICONS[tag];
        return (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-ink ring-1 ring-black/10"
          >
            <Icon className={`h-3.5 w-3.5 ${tone}`} />
            {domainText(i18n, MENU_TAG_LABELS[tag])}
          </li>
        );
      })}
    </ul>
  );
}
