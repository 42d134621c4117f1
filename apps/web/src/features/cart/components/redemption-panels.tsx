import { canSpendPoints, type ApiRestaurant, type CartQuote } from '@storefront/domain';
import { useTenant } from '../../../lib/tenant-context';
import { cardClass } from '../../../components/ui/ui';
import { CouponPanel } from './coupon-panel';
import { GiftCardPanel } from './gift-card-panel';
import { PointsPanel } from './points-panel';
import { useCartStore } from '../../../stores/cart-store';

/**
 * The cart's coupon, gift card and points sub-panels, each shown when the tenant's setting is on
 * (points: for a signed-in member, PointsPanel decides).
 */
export function RedemptionPanels({
  restaurant,
  quote,
}: {
  restaurant: ApiRestaurant;
  quote: CartQuote | undefined;
}) {
  const { settings } = useTenant();
  const redeemPoints = useCartStore((s) => s.redeemPoints);
  return (
    <>
      {settings.coupon && (
        <div className={`${cardClass} p-5 sm:p-6`}>
          <CouponPanel
            restaurant={restaurant}
            discounts={quote?.discounts}
            couponStatus={quote?.couponStatus ?? null}
          />
        </div>
      )}
      {settings.gift_card && (
        <div className={`${cardClass} p-5 sm:p-6`}>
          <GiftCardPanel quote={quote} />
        </div>
      )}
      {/* Also while points are chosen without an offer (signed out since), so they can be removed. */}
      {canSpendPoints(settings) && (quote?.memberPoints || redeemPoints > 0) && (
        <div className={`${cardClass} p-5 sm:p-6`}>
          <PointsPanel quote={quote} />
        </div>
      )}
    </>
  );
}
