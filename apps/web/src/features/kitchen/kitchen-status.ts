import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  busyExtraMinutes,
  isPausedAt,
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
 * is one, in `i18n`'s language. `clock` writes an instant as the restaurant's time of day.
 */
export function kitchenStatusLine(
  operations: RestaurantOperations,
  now: number,
  clock: (iso: string) => string,
  i18n: I18n,
): string {
  const parts = KITCHEN_METHODS.map((method) => {
    const pickup = method === 'Pickup';
    if (!isPausedAt(operations, method, now)) return i18n._(pickup ? msg`Pickup on` : msg`Delivery on`);
    const until = operations.paused[method]!.until;
    if (until === null) {
      return i18n._(pickup ? msg`Pickup paused until resumed` : msg`Delivery paused until resumed`);
    }
    const at = clock(until);
    return i18n._(pickup ? msg`Pickup paused until ${at}` : msg`Delivery paused until ${at}`);
  });
  const extra = busyExtraMinutes(operations, now);
  if (extra > 0) parts.push(i18n._(msg`Busy +${extra} min`));
  const { max_orders: orders, max_items: items } = operations.slot_capacity;
  if (orders !== null && items !== null)
    parts.push(i18n._(msg`Up to ${orders} orders, ${items} items a slot`));
  else if (orders !== null) parts.push(i18n._(msg`Up to ${orders} orders a slot`));
  else if (items !== null) parts.push(i18n._(msg`Up to ${items} items a slot`));
  return parts.join(' · ');
}
