import { Trans, useLingui } from '@lingui/react/macro';
import { toCents } from '@storefront/domain';
import { useFormats } from '../../../lib/formats';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { TrashIcon } from '../../../components/ui/icons';
import { QuantityStepper, iconButton, secondaryButton } from '../../../components/ui/ui';
import { useCartStore } from '../../../stores/cart-store';
import { plasticCutleryQuery } from '../api';

/**
 * Additional items (ordering-core §2 /checkout, §5 Cutlery): one button per plastic cutlery item;
 * once added its quantity starts at 1 and never goes below 1 (removal is its own button).
 */
export function CutleryAddOns({ restaurantId }: { restaurantId: string }) {
  const { t } = useLingui();
  const { money } = useFormats();
  const headingId = useId();
  const query = useQuery(plasticCutleryQuery(restaurantId));
  const chosen = useCartStore((s) => s.cutlery);
  const { addCutlery, setCutleryQuantity, removeCutlery } = useCartStore();
  const listRef = useRef<HTMLUListElement>(null);

  // Cutlery errors are only logged (spec §8): the section simply does not show.
  useEffect(() => {
    if (query.error) console.error('Plastic cutlery items could not be loaded', query.error);
  }, [query.error]);
  if (query.isError) return null;

  /** The row's controls change on add and remove: keep focus on the row's first usable button. */
  const focusRow = (id: string) =>
    window.requestAnimationFrame(() =>
      listRef.current
        ?.querySelector<HTMLElement>(`[data-cutlery="${CSS.escape(id)}"] button:not([disabled])`)
        ?.focus(),
    );
  const items = query.data ?? [];
  if (!query.isPending && items.length === 0) return null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        <Trans>Additional Items</Trans>
      </h2>
      {query.isPending ? (
        <div aria-hidden="true" className="mt-3 h-10 w-48 rounded-full bg-ink/10 motion-safe:animate-pulse" />
      ) : (
        <ul ref={listRef} className="mt-3 space-y-3">
          {items.map((item) => {
            const line = chosen.find((c) => c._id === item._id);
            const price = item.price && item.price > 0 ? money(toCents(item.price)) : null;
            const itemName = item.name;
            const name = price ? t`${itemName} (${price} each)` : itemName;
            return (
              <li
                key={item._id}
                data-cutlery={item._id}
                className="flex flex-wrap items-center justify-between gap-3"
              >
                {line ? (
                  <>
                    <span className="font-medium">{name}</span>
                    <span className="flex items-center gap-2">
                      <QuantityStepper
                        size="sm"
                        label={item.name}
                        value={line.quantity}
                        onDecrement={() => setCutleryQuantity(item._id, line.quantity - 1)}
                        onIncrement={() => setCutleryQuantity(item._id, line.quantity + 1)}
                      />
                      <button
                        type="button"
                        className={`${iconButton} text-red-800 hover:bg-red-50`}
                        onClick={() => {
                          removeCutlery(item._id);
                          focusRow(item._id);
                        }}
                        aria-label={t`Remove ${item.name}`}
                      >
                        <TrashIcon />
                      </button>
                    </span>
                  </>
                ) : (
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => {
                      addCutlery(item._id);
                      focusRow(item._id);
                    }}
                  >
                    <Trans>+ Add {name}</Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
