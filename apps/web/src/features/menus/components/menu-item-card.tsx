import { Trans, useLingui } from '@lingui/react/macro';
import {
  menuItemIndex,
  toCents,
  type ApiMenu,
  type ApiMenuItem,
  type ApiRestaurant,
  type MenuDuration,
  type TimeFormat,
} from '@storefront/domain';
import { useId } from 'react';
import { ClockIcon } from '../../../components/ui/icons';
import { ItemPhoto } from './item-photo';
import { ItemTags, SubItems } from './item-details';
import { ItemAllergens, unavailableNote } from '../../../components/menu/item-notes';
import { useFormats, type PageFormats } from '../../../lib/formats';

export interface ItemContext {
  /** Epoch ms: the instant the order (or the visit) is for, for the sold-out and menu-hours checks. */
  now: number;
  timeZone: string;
  datetimeFormat: string;
  timeFormat: TimeFormat;
  /**
   * The hours of the menu each item is served from, when the order's time is chosen; without it an
   * item is not refused for hours (the diner may still pick a time they are served at).
   */
  menuHoursOf?: (item: ApiMenuItem) => MenuDuration | null;
  /** Item codes (cd) show only where the tenant turns them on. */
  showCodes: boolean;
}

/**
 * The cards' context at a restaurant, for the instant the order (or the visit) is for; with `menus`,
 * items outside their menu's hours at that instant are not orderable.
 */
export function itemContextOf(
  restaurant: ApiRestaurant,
  now: number,
  { menus, showCodes = false }: { menus?: readonly ApiMenu[]; showCodes?: boolean } = {},
): ItemContext {
  const index = menus && menuItemIndex(menus);
  return {
    now,
    timeZone: restaurant.settings.time_zone,
    datetimeFormat: restaurant.settings.datetime_format,
    timeFormat: restaurant.settings.time_format,
    menuHoursOf: index ? (item) => index.find(item._id, null)?.menu.duration ?? null : undefined,
    showCodes,
  };
}

/** 'Small $9.50 · Large $12.50', or the single price. */
export function priceLabel(
  item: Pick<ApiMenuItem, 'price' | 'sizes'>,
  { money }: Pick<PageFormats, 'money'>,
): string {
  if (item.sizes.length === 0) return money(toCents(item.price));
  return item.sizes.map((size) => `${size.name} ${money(toCents(size.price))}`).join(' · ');
}

interface MenuItemCardProps {
  item: ApiMenuItem;
  context: ItemContext;
  /**
   * Ordering from the list: the whole card becomes one button ("+ Add") that starts the order or
   * opens the add-to-cart dialog, unless the item cannot be ordered at the context's instant.
   * Without it the card is a plain article for browsing (dine-in).
   */
  onSelect?: (item: ApiMenuItem) => void;
  /** The button opens the add-to-cart dialog (not the order's first step). */
  opensDialog?: boolean;
}

/** A menu item as an article; orderable only when `onSelect` is passed and the item is available. */
export function MenuItemCard({ item, context, onSelect, opensDialog = true }: MenuItemCardProps) {
  const nameId = useId();
  const { i18n } = useLingui();
  const formats = useFormats();
  const note = unavailableNote(item, context.menuHoursOf?.(item), context, i18n, formats);
  const select = note === null ? onSelect : undefined;
  return (
    <article
      aria-labelledby={nameId}
      className={`flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md ${
        select ? 'relative cursor-pointer' : ''
      }`}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        {context.showCodes && item.cd && (
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">
            <span className="sr-only">
              <Trans>Item code</Trans>{' '}
            </span>
            {item.cd}
          </p>
        )}
        <h3 id={nameId} className="font-[family-name:var(--font-display)] text-lg font-bold leading-snug">
          {select ? (
            // One tab stop per item; its ::after stretches over the card so a click anywhere opens it.
            <button
              type="button"
              onClick={() => select(item)}
              aria-haspopup={opensDialog ? 'dialog' : undefined}
              className="text-left after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {item.name}
            </button>
          ) : (
            item.name
          )}
        </h3>
        {item.description && <p className="mt-1 text-sm leading-relaxed text-muted">{item.description}</p>}
        <SubItems subItems={item.sub_items} />
        <ItemTags tags={item.tags} />
        <ItemAllergens item={item} />
        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <p className="font-semibold tabular-nums">{priceLabel(item, formats)}</p>
          {select && (
            <span
              aria-hidden="true"
              className="shrink-0 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-ink/30"
            >
              <Trans>+ Add</Trans>
            </span>
          )}
        </div>
        {note && (
          <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-800">
            <ClockIcon className="mt-0.5 h-4 w-4 shrink-0" />
            <span>{note}</span>
          </p>
        )}
      </div>
      <ItemPhoto photo={item.photos[0]} alt={item.name} />
    </article>
  );
}
