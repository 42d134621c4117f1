import { Trans, useLingui } from '@lingui/react/macro';
import { telHref, type ApiRestaurant } from '@storefront/domain';
import { useId } from 'react';
import {
  deliveryAddressLabel,
  orderTimeLabel,
  restaurantAddressLabel,
} from '../../../components/cart/order-details';
import { ORDER_METHOD_INFORMATION, ORDER_TIME_HEADING } from '../../../lib/domain-text';
import { useFormats } from '../../../lib/formats';
import { useOrderFulfilment } from '../../../stores/order-store';
import { DetailItem } from '../../../components/ui/detail-item';

/** The pickup or delivery information panel of the cart and checkout (ordering-core §2 /checkout). */
export function OrderInfo({
  restaurant,
  headingLevel = 2,
}: {
  restaurant: ApiRestaurant;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const order = useOrderFulfilment();
  const delivery = order.deliveryMethod === 'Delivery';
  const method = order.deliveryMethod ?? 'Pickup';
  const address = order.deliveryAddress;
  const phoneHref = telHref(restaurant.phone);

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-lg font-bold">
        {i18n._(ORDER_METHOD_INFORMATION[method])}
      </Heading>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <DetailItem label={t`Restaurant`}>
          {restaurant.name}
          <span className="block">{restaurantAddressLabel(restaurant)}</span>
          {restaurant.phone &&
            (phoneHref ? (
              <a href={phoneHref} className="underline underline-offset-2">
                {restaurant.phone}
              </a>
            ) : (
              restaurant.phone
            ))}
        </DetailItem>
        <DetailItem label={i18n._(ORDER_TIME_HEADING[method])}>
          {orderTimeLabel(order, restaurant, i18n, formats)}
        </DetailItem>
        {method === 'Dine-in' && order.table && (
          <DetailItem label={t`Party Size`}>{order.table.partySize}</DetailItem>
        )}
        {delivery && address && (
          <DetailItem label={t`Deliver To`} className="sm:col-span-2">
            {deliveryAddressLabel(address)}
            {address.postalCode && <span className="block">{address.postalCode}</span>}
            {address.addressType === 'Business' && address.businessName && (
              <span className="block">
                <Trans>Business: {address.businessName}</Trans>
              </span>
            )}
            {address.addressType === 'Other' && address.otherPublicVenueName && (
              <span className="block">
                <Trans>Venue: {address.otherPublicVenueName}</Trans>
              </span>
            )}
          </DetailItem>
        )}
      </dl>
    </section>
  );
}
