import type { ApiRestaurant, DeliveryMethod } from '@storefront/domain';
import { useQueryClient } from '@tanstack/react-query';
import { pickupSlotsQuery, restaurantBusinessHoursQuery } from '../../api/queries';
import { paths } from '../../config/paths';
import { useOrderStore } from '../../stores/order-store';
import { pickupSchedule } from '../../lib/pickup-schedule';

/**
 * The step after the method (and, for delivery, the address) is settled. A diner who pressed
 * "+ Add" on /menus asked for that item now: when ASAP can be ordered (open, not paused, a slot
 * with room) the order takes ASAP and goes straight to the item, skipping the time screen; the
 * order banner says "ASAP" and its Edit button leads to /pickuptime (issue 18 item 5). Otherwise,
 * or when the hours cannot be read, the time screen explains the choice as the spec's flow does.
 */
export function useStepAfterMethod(restaurant: ApiRestaurant, method: DeliveryMethod): () => Promise<string> {
  const queryClient = useQueryClient();

  return async () => {
    if (useOrderStore.getState().pendingItem === null) return paths.pickupTime;
    // Usually in the cache already (the method screen reads both); a quick tap waits for them.
    const [hours, slots] = await Promise.all([
      queryClient.ensureQueryData(restaurantBusinessHoursQuery(restaurant._id)),
      queryClient.ensureQueryData(pickupSlotsQuery(restaurant._id, method)),
    ]).catch(() => [null, null] as const);
    if (hours === null || slots === null) return paths.pickupTime;
    const { asapAvailable } = pickupSchedule({
      // The moment of the tap: the time the order would be for.
      now: Date.now(),
      restaurant,
      holidays: hours.holiday_hours,
      method,
      operations: slots.operations,
      fullSlots: slots.fullSlots,
    });
    if (!asapAvailable) return paths.pickupTime;
    const order = useOrderStore.getState();
    order.setPickupTimeType('ASAP');
    order.setPickup({ pickupDate: null, pickupTime: null });
    return paths.buildOrder;
  };
}
