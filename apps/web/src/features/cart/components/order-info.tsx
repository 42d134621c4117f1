import { orderMethodLabel, orderTimeHeading, telHref, type ApiRestaurant } from '@storefront/domain';
import { useId } from 'react';
import {
  deliveryAddressLabel,
  orderTimeLabel,
  restaurantAddressLabel,
} from '../../../components/cart/order-details';
import { useOrderFulfilment } from '../../../stores/order-store';

/** The pickup or delivery information panel of the cart and checkout (ordering-core §2 /checkout). */
export function OrderInfo({
  restaurant,
  headingLevel = 2,
}: {
  restaurant: ApiRestaurant;
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const order = useOrderFulfilment();
  const delivery = order.deliveryMethod === 'Delivery';
  const method = order.deliveryMethod ?? 'Pickup';
  const address = order.deliveryAddress;
  const phoneHref = telHref(restaurant.phone);

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-lg font-bold">
        {`${orderMethodLabel(method)} Information`}
      </Heading>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-muted">Restaurant</dt>
          <dd>
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
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-muted">{orderTimeHeading(method)}</dt>
          <dd>{orderTimeLabel(order, restaurant)}</dd>
        </div>
        {method === 'Dine-in' && order.table && (
          <div>
            <dt className="font-semibold text-muted">Party Size</dt>
            <dd>{order.table.partySize}</dd>
          </div>
        )}
        {delivery && address && (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-muted">Deliver To</dt>
            <dd>
              {deliveryAddressLabel(address)}
              {address.postalCode && <span className="block">{address.postalCode}</span>}
              {address.addressType === 'Business' && address.businessName && (
                <span className="block">Business: {address.businessName}</span>
              )}
              {address.addressType === 'Other' && address.otherPublicVenueName && (
                <span className="block">Venue: {address.otherPublicVenueName}</span>
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
