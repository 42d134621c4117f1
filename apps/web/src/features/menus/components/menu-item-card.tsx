import { formatInstant, formatMoney, toCents, type ApiMenuItem } from '@storefront/domain';
import { useId } from 'react';
import { ClockIcon } from './icons';
import { ItemPhoto } from './item-photo';
import { ItemTags, SubItems } from './item-details';

export interface ItemContext {
  /** Epoch ms, for the sold-out check. */
  now: number;
  timeZone: string;
  datetimeFormat: string;
}

/** 'Small $9.50 · Large $12.50', or the single price. */
export function priceLabel(item: Pick<ApiMenuItem, 'price' | 'sizes'>): string {
  if (item.sizes.length === 0) return formatMoney(toCents(item.price));
  return item.sizes.map((size) => `${size.name} ${formatMoney(toCents(size.price))}`).join(' · ');
}

/** A menu item as a plain article: browsing only, ordering opens elsewhere. */
export function MenuItemCard({ item, context }: { item: ApiMenuItem; context: ItemContext }) {
  const nameId = useId();
  const soldOutUntil = item.sold_out_until ? Date.parse(item.sold_out_until) : NaN;
  const soldOut = Number.isFinite(soldOutUntil) && soldOutUntil > context.now;
  return (
    <article
      aria-labelledby={nameId}
      className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        {item.cd && (
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">
            <span className="sr-only">Item code </span>
            {item.cd}
          </p>
        )}
        <h3 id={nameId} className="font-[family-name:var(--font-display)] text-lg font-bold leading-snug">
          {item.name}
        </h3>
        {item.description && <p className="mt-1 text-sm leading-relaxed text-muted">{item.description}</p>}
        <SubItems subItems={item.sub_items} />
        <ItemTags tags={item.tags} />
        <p className="mt-auto pt-3 font-semibold tabular-nums">{priceLabel(item)}</p>
        {soldOut && (
          <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-800">
            <ClockIcon className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              Will be available again after{' '}
              {formatInstant(soldOutUntil, context.timeZone, context.datetimeFormat)}
            </span>
          </p>
        )}
      </div>
      <ItemPhoto photo={item.photos[0]} alt={item.name} />
    </article>
  );
}
