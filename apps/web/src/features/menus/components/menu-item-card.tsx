import {
  formatInstant,
  formatMoney,
  isIndefinitelySoldOut,
  toCents,
  type ApiMenuItem,
  type ApiRestaurant,
} from '@storefront/domain';
import { useId } from 'react';
import { ClockIcon } from '../../../components/ui/icons';
import { ItemPhoto } from './item-photo';
import { ItemTags, SubItems } from './item-details';

export interface ItemContext {
  /** Epoch ms, for the sold-out check. */
  now: number;
  timeZone: string;
  datetimeFormat: string;
}

/** The cards' context at a restaurant, for the instant the order (or the visit) is for. */
export function itemContextOf(restaurant: ApiRestaurant, now: number): ItemContext {
  return {
    now,
    timeZone: restaurant.settings.time_zone,
    datetimeFormat: restaurant.settings.datetime_format,
  };
}

/** 'Small $9.50 · Large $12.50', or the single price. */
export function priceLabel(item: Pick<ApiMenuItem, 'price' | 'sizes'>): string {
  if (item.sizes.length === 0) return formatMoney(toCents(item.price));
  return item.sizes.map((size) => `${size.name} ${formatMoney(toCents(size.price))}`).join(' · ');
}

interface MenuItemCardProps {
  item: ApiMenuItem;
  context: ItemContext;
  /**
   * The order flow's entry point (/buildorder): the whole card becomes one button that opens the
   * add-to-cart modal. Without it the card is a plain article for browsing.
   */
  onSelect?: (item: ApiMenuItem) => void;
}

/** A menu item as an article; selectable only when the order flow passes `onSelect`. */
export function MenuItemCard({ item, context, onSelect }: MenuItemCardProps) {
  const nameId = useId();
  const soldOutUntil = item.sold_out_until ? Date.parse(item.sold_out_until) : NaN;
  const soldOut = Number.isFinite(soldOutUntil) && soldOutUntil > context.now;
  return (
    <article
      aria-labelledby={nameId}
      className={`flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md ${
        onSelect ? 'relative cursor-pointer' : ''
      }`}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        {item.cd && (
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">
            <span className="sr-only">Item code </span>
            {item.cd}
          </p>
        )}
        <h3 id={nameId} className="font-[family-name:var(--font-display)] text-lg font-bold leading-snug">
          {onSelect ? (
            // One tab stop per item; its ::after stretches over the card so a click anywhere opens it.
            <button
              type="button"
              onClick={() => onSelect(item)}
              aria-haspopup="dialog"
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
        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <p className="font-semibold tabular-nums">{priceLabel(item)}</p>
          {onSelect && (
            <span
              aria-hidden="true"
              className="shrink-0 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-ink/30"
            >
              + Add
            </span>
          )}
        </div>
        {soldOut && (
          <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-800">
            <ClockIcon className="mt-0.5 h-4 w-4 shrink-0" />
            {isIndefinitelySoldOut(item.sold_out_until) ? (
              <span>Sold out</span>
            ) : (
              <span>
                Will be available again after{' '}
                {formatInstant(soldOutUntil, context.timeZone, context.datetimeFormat)}
              </span>
            )}
          </p>
        )}
      </div>
      <ItemPhoto photo={item.photos[0]} alt={item.name} />
    </article>
  );
}
