import type { ApiRestaurant, DeliveryMethod } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { pickupSlotsQuery, restaurantBusinessHoursQuery } from '../../api/queries';
import { paths } from '../../config/paths';
import { useOrderStore } from '../../stores/order-store';
import { pickupSchedule } from './pickup-schedule';

/**
 * The step after the method (and, for delivery, the address) is settled. A diner who pressed
 * "+ Add" on /menus asked for that item now: when ASAP can be ordered (open, not paused, a slot
 * with room) the order takes ASAP and goes straight to the item, skipping the time screen; the
 * order banner says "ASAP" and its Edit button leads to /pickuptime (issue 18 item 5). Otherwise,
 * or while the hours are still loading, the time screen explains the choice as the spec's flow does.
 */
export function useStepAfterMethod(restaurant: ApiRestaurant, method: DeliveryMethod): () => string {
  const pending = useOrderStore((s) => s.pendingItem !== null);
  const hours = useQuery({ ...restaurantBusinessHoursQuery(restaurant._id), enabled: pending });
  const slots = useQuery({ ...pickupSlotsQuery(restaurant._id, method), enabled: pending });

  return () => {
    const asapNow =
      pending &&
      hours.data !== undefined &&
      slots.data !== undefined &&
      pickupSchedule({
        // The moment of the tap: the time the order would be for.
        now: Date.now(),
        restaurant,
        holidays: hours.data.holiday_hours,
        method,
        operations: slots.data.operations,
        fullSlots: slots.data.fullSlots,
      }).asapAvailable;
    if (!asapNow) return paths.pickupTime;
    const order = useOrderStore.getState();
    order.setPickupTimeType('ASAP');
    order.setPickup({ pickupDate: null, pickupTime: null });
    return paths.buildOrder;
  };
}
