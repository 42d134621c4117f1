import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  canCheckout,
  cartItemCount,
  cartSubtotal,
  minimumOrderCents,
  minimumOrderProgress,
  minimumOrderShortfall,
  pricingMethodOf,
  type ApiRestaurant,
} from '@storefront/domain';
import { useId, type ComponentProps } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useFormats, type PageFormats } from '../../lib/formats';
import { useCartStore } from '../../stores/cart-store';
import { useOrderFulfilment } from '../../stores/order-store';
import { useOnBrandText } from '../use-on-brand-text';
import { deliveryAddressLabel, orderTimeLabel, restaurantAddressLabel } from './order-details';
import { DetailItem } from '../ui/detail-item';
import { cardClass, primaryButton, secondaryButton } from '../ui/ui';

/** 'Add $7.50 more to reach the $25.00 delivery minimum.' */
export const minimumWarning = (
  shortfall: number,
  minimum: number,
  i18n: I18n,
  { money }: Pick<PageFormats, 'money'>,
) => {
  const more = money(shortfall);
  const least = money(minimum);
  return i18n._(msg`Add ${more} more to reach the ${least} minimum for delivery.`);
};

/** The delivery minimum: how much more is needed, with a progress bar. */
export function MinimumOrderProgress({
  restaurant,
  subtotal,
}: {
  restaurant: ApiRestaurant;
  subtotal: number;
}) {
  const labelId = useId();
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const options = restaurant.delivery_options;
  const shortfall = minimumOrderShortfall(subtotal, options);
  if (shortfall <= 0) return null;
  const progress = Math.round(minimumOrderProgress(subtotal, options) * 100);
  return (
    <div className="rounded-xl border border-amber-700/40 bg-amber-50 px-4 py-3 text-amber-950">
      <p id={labelId} role="status" className="text-sm font-semibold">
        {minimumWarning(shortfall, minimumOrderCents(options), i18n, formats)}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={t`${progress}% of the delivery minimum`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-amber-900/15"
      >
        <div
          className="h-full rounded-full bg-amber-800 transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}

/**
 * The /buildorder banner (ordering-core §2 /buildorder): item count, subtotal, restaurant, method,
 * address, time, Edit (to /pickuptime) and Checkout, which waits for the delivery minimum (pickup:
 * a subtotal above 0). On phones a bar at the bottom keeps Checkout in reach.
 */
export function OrderBanner({ restaurant }: { restaurant: ApiRestaurant }) {
  const onBrand = useOnBrandText();
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const { money } = formats;
  const navigate = useNavigate();
  const headingId = useId();
  const items = useCartStore((s) => s.items);
  const order = useOrderFulfilment();
  const openDrawer = useCartStore((s) => s.openDrawer);
  const count = cartItemCount(items);
  const subtotal = cartSubtotal(items);
  const method = order.deliveryMethod ?? 'Pickup';
  const check = canCheckout({
    deliveryMethod: pricingMethodOf(method),
    subtotal,
    hasAddress: order.deliveryAddress !== null,
    options: restaurant.delivery_options,
  });
  const place =
    method === 'Delivery' && order.deliveryAddress
      ? deliveryAddressLabel(order.deliveryAddress)
      : restaurantAddressLabel(restaurant);
  const countLabel = t`${plural(count, { one: '# item', other: '# items' })}`;
  const goToCheckout = () => void navigate(paths.checkout);

  const checkoutButton = (
    <button type="button" onClick={goToCheckout} disabled={!check.ok} className={primaryButton(onBrand)}>
      <Trans>Checkout</Trans>
    </button>
  );

  return (
    <>
      <section aria-labelledby={headingId} className={`${cardClass} p-4 sm:p-5`}>
        <h2 id={headingId} className="sr-only">
          <Trans>Your order</Trans>
        </h2>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:flex lg:flex-wrap lg:gap-x-8">
            <Fact label={<Trans>Items</Trans>}>{countLabel}</Fact>
            <Fact label={<Trans>Subtotal</Trans>} valueClassName="font-semibold tabular-nums">
              {money(subtotal)}
            </Fact>
            <Fact label={<Trans>Restaurant</Trans>}>{restaurant.name}</Fact>
            <Fact label={<Trans>Method</Trans>}>{method === 'Delivery' ? t`Delivery` : t`Pick Up`}</Fact>
            <Fact
              label={method === 'Delivery' ? t`Deliver to` : t`Address`}
              className="col-span-2 sm:col-span-1 lg:max-w-xs"
            >
              {place}
            </Fact>
            <Fact label={<Trans>Time</Trans>}>{orderTimeLabel(order, restaurant, i18n, formats)}</Fact>
          </dl>
          <div className="flex shrink-0 gap-3">
            <Link to={paths.pickupTime} className={secondaryButton}>
              <Trans>Edit</Trans>
              <span className="sr-only"> {method === 'Delivery' ? t`delivery time` : t`pickup time`}</span>
            </Link>
            {checkoutButton}
          </div>
        </div>
        {method === 'Delivery' && subtotal > 0 && (
          <div className="mt-4">
            <MinimumOrderProgress restaurant={restaurant} subtotal={subtotal} />
          </div>
        )}
      </section>

      {count > 0 && (
        <div
          data-fixed-footer-bar
          className="fixed inset-x-0 bottom-0 z-30 border-t border-black/10 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
        >
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
            <button type="button" onClick={openDrawer} className="min-w-0 text-left" aria-haspopup="dialog">
              <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
                <Trans>View cart · {countLabel}</Trans>
              </span>
              <span className="font-bold tabular-nums">{money(subtotal)}</span>
            </button>
            {checkoutButton}
          </div>
        </div>
      )}
    </>
  );
}

/** One of the banner's facts: a small label over its value. */
function Fact(props: ComponentProps<typeof DetailItem>) {
  return (
    <DetailItem
      labelClassName="text-xs font-semibold uppercase tracking-wide text-muted"
      valueClassName="font-semibold"
      {...props}
    />
  );
}
