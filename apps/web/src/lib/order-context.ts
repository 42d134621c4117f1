import {
  leadTimeMinutes,
  parseClock,
  zonedInstant,
  type ApiRestaurant,
  pricingMethodOf,
  type OrderMethod,
  type PickupTimeType,
} from '@storefront/domain';
import { useTenant } from './tenant-context';
import { useCartStore } from '../stores/cart-store';
import { useLocationStore } from '../stores/location-store';

/** The restaurant the order is for: the cart's, else the chosen location (the only one counts). */
export function useOrderRestaurant(): ApiRestaurant | null {
  const tenant = useTenant();
  const cartRestaurantId = useCartStore((s) => s.restaurantId);
  const locationId = useLocationStore((s) => s.restaurantId);
  const id = cartRestaurantId ?? locationId;
  return (
    tenant.restaurants.find((r) => r._id === id) ??
    (tenant.restaurants.length === 1 ? (tenant.restaurants[0] ?? null) : null)
  );
}

/** The chosen location, or undefined while none is chosen (where to start an order). */
export function useChosenRestaurant(): ApiRestaurant | undefined {
  const tenant = useTenant();
  const restaurantId = useLocationStore((s) => s.restaurantId);
  return tenant.restaurants.find((r) => r._id === restaurantId);
}

export interface PickupChoice {
  deliveryMethod: OrderMethod | null;
  pickupTimeType: PickupTimeType | null;
  pickupDate: string | null;
  pickupTime: string | null;
}

/**
 * The instant the order is for (ordering-core §4 Pickup time): the scheduled date and time in the
 * restaurant's zone, or for ASAP now plus the method's lead time.
 */
export function pickupInstantOf(choice: PickupChoice, restaurant: ApiRestaurant, now: number): number {
  const timeZone = restaurant.settings.time_zone;
  if (choice.pickupTimeType === 'Schedule' && choice.pickupDate && choice.pickupTime) {
    const minutes = parseClock(choice.pickupTime);
    if (minutes !== null) {
      try {
        return zonedInstant(choice.pickupDate, minutes, timeZone);
      } catch {
        // An unreadable stored date falls back to ASAP below.
      }
    }
  }
  const lead = leadTimeMinutes({
    now,
    timeZone,
    deliveryMethod: pricingMethodOf(choice.deliveryMethod ?? 'Pickup'),
    settings: restaurant.settings,
    rushHours: restaurant.settings.rush_hour_settings,
  });
  return now + lead * 60_000;
}
