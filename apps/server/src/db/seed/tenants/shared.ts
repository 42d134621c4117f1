/* What the demo tenants that take orders share; any setting not named here is the default. */
import type { TenantSettings } from '@storefront/domain';
import type { GiftCardProductDef } from '../builders';
import type { RestaurantData } from '../tenant';

/** Every storefront feature but the loyalty program, which a tenant turns on with its rates. */
export const EVERY_FEATURE = {
  online_ordering: true,
  online_reservation: true,
  membership: true,
  gift_card: true,
  coupon: true,
} as const satisfies Partial<TenantSettings>;

/** A location taking orders, reservations, extras and special requests. */
export const ORDERING_LOCATION: RestaurantData['settings'] = {
  online_ordering: true,
  online_order_start: 15,
  online_order_end: 30,
  delivery_time_interval_in_minutes: 30,
  online_reservation: true,
  online_reservation_start: 60,
  online_reservation_end: 60,
  menu_extra_option: true,
  menu_special_request_allowed: true,
};

/** The usual gift card line-up: $25, $50, the holiday bundle, and one product past its dates. */
export function standardGiftCardProducts(brand: string): GiftCardProductDef[] {
  return [
    {
      name: `${brand} $25 Gift Card`,
      description: 'A little treat for someone special. Good for dine-in, pickup and delivery orders.',
      price: 25,
      unitPrice: 25,
      quantity: 1,
      image: 'giftcard-1',
      validFrom: -30,
      validUntil: 180,
    },
    {
      name: `${brand} $50 Gift Card`,
      description: 'Dinner for two, on you. Never expires once purchased; use it across several visits.',
      price: 50,
      unitPrice: 50,
      quantity: 1,
      image: 'giftcard-2',
      validFrom: -30,
      validUntil: 180,
    },
    {
      name: 'Holiday bundle: $100 for 2 × $60 cards',
      description: 'Pay $100 and get two $60 gift cards: one to give, one to keep. $20 of bonus value.',
      price: 100,
      unitPrice: 60,
      quantity: 2,
      image: 'giftcard-3',
      validFrom: -30,
      validUntil: 180,
    },
    {
      name: 'Back-to-school bundle: $40 for 2 × $25 cards',
      description: 'Last season’s offer, no longer on sale.',
      price: 40,
      unitPrice: 25,
      quantity: 2,
      image: 'giftcard-1',
      validFrom: -120,
      validUntil: -5,
    },
  ];
}
