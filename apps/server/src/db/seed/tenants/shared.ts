/* Settings the demo tenants that take orders share; anything not named here is the default. */
import type { TenantSettings } from '@storefront/domain';
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
