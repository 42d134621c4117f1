import type { ApiRestaurant } from '@storefront/domain';
import { useTenant } from '../../lib/tenant-context';
import { useLocationStore } from '../../stores/location-store';

/**
 * The restaurant a gift card order goes to (POST /restaurants/{id}/giftcardorders): the chosen
 * location, else the brand's first. Its time zone decides which products are on sale.
 */
export function useGiftRestaurant(): ApiRestaurant | null {
  const tenant = useTenant();
  const chosen = useLocationStore((s) => s.restaurantId);
  return tenant.restaurants.find((r) => r._id === chosen) ?? tenant.restaurants[0] ?? null;
}
