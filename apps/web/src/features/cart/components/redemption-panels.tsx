import type { ApiRestaurant, CartQuote } from '@storefront/domain';
import { useTenant } from '../../../lib/tenant-context';
import { cardClass } from '../../../components/ui/ui';
import { CouponPanel } from './coupon-panel';
import { GiftCardPanel } from './gift-card-panel';

/** The cart's coupon and gift card sub-panels, each shown when the tenant's setting is on. */
export function RedemptionPanels({
  restaurant,
  quote,
}: {
  restaurant: ApiRestaurant;
  quote: CartQuote | undefined;
}) {
  const { settings } = useTenant();
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
    </>
  );
}
