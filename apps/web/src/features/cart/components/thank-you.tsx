import { Trans, useLingui } from '@lingui/react/macro';
import { orderNextOrderCoupons, type PlaceOrderResponse } from '@storefront/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { primaryButton } from '../../../components/ui/ui';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { paths } from '../../../config/paths';
import { useOrderStore } from '../../../stores/order-store';
import { OrderTotals } from '../../../components/cart/placed-order';
import { ConfirmationCard, ConfirmationFact } from '../../../components/confirmation-card';
import { readCustomerCookie } from '../../../lib/customer';
import { ORDER_TIME_HEADING } from '../../../lib/domain-text';
import { useFormats } from '../../../lib/formats';
import { useTenant } from '../../../lib/tenant-context';
import { CreateAccount } from './create-account';

/**
 * The confirmation after a placed order (ordering-core §3 Order result, §4 Order placement): order
 * number, the name it is under, its time in the restaurant's format, what it costs with its
 * promotions, discounts and gift cards, and the next-order coupon it issued. Got It clears the order.
 * A guest is offered an account made from the order's details (issue 18).
 */
export function ThankYou({ result }: { result: PlaceOrderResponse }) {
  const onBrand = useOnBrandText();
  const { t, i18n } = useLingui();
  const { instant } = useFormats();
  const navigate = useNavigate();
  const { order } = result;
  // A cancelled or rejected order's coupon is void: not offered any more.
  const couponCode = orderNextOrderCoupons(order).length > 0 ? result.couponCode : null;
  const { time_zone: timeZone, datetime_format: datetimeFormat } = order.restaurant.settings;
  const membership = useTenant().settings.membership;
  // Placed as a guest: decided once, so the offer stays to say it worked once they are signed in.
  const [placedAsGuest] = useState(() => readCustomerCookie() === null);
  const when = instant(Date.parse(order.pickupTime), timeZone, datetimeFormat);
  const restaurantName = order.restaurant.name;
  const number = order.orderNumber;

  const gotIt = () => {
    useOrderStore.getState().resetOrder();
    void navigate(paths.orderOnline);
  };

  return (
    <ConfirmationCard title={t`Thank you for your order!`}>
      <p className="mt-2 text-muted">
        <Trans>Your order has been received by {restaurantName}.</Trans>
      </p>
      <dl className="mx-auto mt-6 max-w-sm space-y-3 text-left">
        <ConfirmationFact label={t`Order Number`} numeric>
          #{number}
        </ConfirmationFact>
        <ConfirmationFact label={t`Name`}>{order.nameOrderedUnder}</ConfirmationFact>
        <ConfirmationFact label={i18n._(ORDER_TIME_HEADING[order.deliveryMethod])} last={!order.table}>
          {when}
        </ConfirmationFact>
        {order.table && (
          <ConfirmationFact label={t`Table`} last>
            <Trans>
              Reservation #{order.table.reservationNumber} for {order.table.partySize}
            </Trans>
          </ConfirmationFact>
        )}
      </dl>
      <section aria-labelledby="thank-you-totals" className="mx-auto mt-6 max-w-sm text-left">
        <h2 id="thank-you-totals" className="sr-only">
          <Trans>Order Total</Trans>
        </h2>
        <OrderTotals order={order} />
      </section>
      {couponCode && (
        <p className="mt-6 rounded-xl border border-dashed border-ink/40 bg-brand/15 px-4 py-3 text-sm">
          <Trans>
            Your coupon for next time: <strong className="tracking-wider">{couponCode}</strong>
          </Trans>
        </p>
      )}
      {membership && placedAsGuest && <CreateAccount order={order} />}
      <div className="mt-8 flex flex-col items-center gap-3">
        <button
          type="button"
          onClick={gotIt}
          className={`${primaryButton(onBrand)} w-full sm:w-auto sm:min-w-40`}
        >
          <Trans>Got It</Trans>
        </button>
        <Link to={paths.order(order._id)} className="text-sm font-semibold underline underline-offset-4">
          <Trans>View order status</Trans>
        </Link>
      </div>
    </ConfirmationCard>
  );
}
