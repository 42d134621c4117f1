import {
  busyExtraMinutes,
  isPausedAt,
  limitsSlots,
  type DeliveryMethod,
  type RestaurantOperations,
} from '@storefront/domain';

/*
 * The one line the board's Kitchen strip shows while its controls are folded (issue 33 item 1), so
 * what is in force reads at a glance without the controls taking the orders' place.
 */

export const KITCHEN_METHODS: readonly DeliveryMethod[] = ['Pickup', 'Delivery'];

/**
 * "Pickup on · Delivery paused until 6:30 PM · Busy +10 min", with the capacity per slot when there
 * is one. `clock` writes an instant as the restaurant's time of day.
 */
export function kitchenStatusLine(
  operations: RestaurantOperations,
  now: number,
  clock: (iso: string) => string,
): string {
  const parts = KITCHEN_METHODS.map((method) => {
    if (!isPausedAt(operations, method, now)) return `${method} on`;
    const until = operations.paused[method]!.until;
    return `${method} paused until ${until === null ? 'resumed' : clock(until)}`;
  });
  const extra = busyExtraMinutes(operations, now);
  if (extra > 0) parts.push(`Busy +${extra} min`);
  const { max_orders: orders, max_items: items } = operations.slot_capacity;
  if (limitsSlots(operations.slot_capacity)) {
    const limits = [orders !== null && `${orders} orders`, items !== null && `${items} items`].filter(
      Boolean,
    );
    parts.push(`Up to ${limits.join(', ')} a slot`);
  }
  return parts.join(' · ');
}
