import { Trans } from '@lingui/react/macro';
import { canSpendPoints, type ApiRestaurant, type CartQuote } from '@storefront/domain';
import { useId, type ReactNode } from 'react';
import { useTenant } from '../../../lib/tenant-context';
import { cardClass } from '../../../components/ui/ui';
import { useCartStore } from '../../../stores/cart-store';
import { CouponPanel } from './coupon-panel';
import { GiftCardPanel } from './gift-card-panel';
import { PointsPanel } from './points-panel';

/**
 * Discounts (issue 18): the cart's coupon and gift card sub-panels in one card, each shown when the
 * tenant's setting is on, and a signed-in member's loyalty points where they can be spent; nothing
 * when none is. `children` takes any other way to pay less, so every discount stays in this one place.
 */
export function RedemptionPanels({
  restaurant,
  quote,
  children,
}: {
  restaurant: ApiRestaurant;
  quote: CartQuote | undefined;
  children?: ReactNode;
}) {
  const { settings } = useTenant();
  const id = useId();
  const redeemPoints = useCartStore((s) => s.redeemPoints);
  // Also while points are chosen without an offer (signed out since), so they can be removed.
  const points = canSpendPoints(settings) && (Boolean(quote?.memberPoints) || redeemPoints > 0);
  if (!settings.coupon && !settings.gift_card && !points && !children) return null;
  // A group, not a section: each code entry inside is its own section, found by its heading.
  return (
    <div role="group" aria-labelledby={id} className={`${cardClass} p-5 sm:p-6`}>
      <h2 id={id} className="text-lg font-bold">
        <Trans>Discounts</Trans>
      </h2>
      <div className="mt-3 divide-y divide-black/10 [&>*+*]:mt-5">
        {settings.coupon && (
          <CouponPanel
            restaurant={restaurant}
            discounts={quote?.discounts}
            couponStatus={quote?.couponStatus ?? null}
          />
        )}
        {settings.gift_card && <GiftCardPanel quote={quote} />}
        {points && <PointsPanel quote={quote} />}
        {children}
      </div>
    </div>
  );
}
