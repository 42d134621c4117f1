import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addressLines, parseClock, type ApiRestaurant, type WireDeliveryAddress } from '@storefront/domain';
import type { PageFormats } from '../../lib/formats';

/* How the order's method, place and time read on the banner, the cart and checkout. */

export interface OrderTimeChoice {
  pickupTimeType: 'ASAP' | 'Schedule' | null;
  pickupDate: string | null;
  pickupTime: string | null;
}

/** 'ASAP', or the scheduled date and time in the restaurant's formats ('Nov 24, 2026 5:30 PM'). */
export function orderTimeLabel(
  choice: OrderTimeChoice,
  restaurant: ApiRestaurant,
  i18n: I18n,
  formats: PageFormats,
): string {
  if (choice.pickupTimeType !== 'Schedule' || !choice.pickupDate || !choice.pickupTime) {
    return i18n._(msg`ASAP`);
  }
  const minutes = parseClock(choice.pickupTime);
  let date = choice.pickupDate;
  try {
    date = formats.localDate(choice.pickupDate, restaurant.settings.date_format);
  } catch {
    // An unreadable stored date is shown as stored.
  }
  return minutes === null ? date : `${date} ${formats.clock(minutes, restaurant.settings.time_format)}`;
}

/** The delivery address on one line, with the suite first when there is one. */
export function deliveryAddressLabel(address: WireDeliveryAddress): string {
  const suite = address.suiteApartmentNumber?.trim();
  return suite ? `${suite} - ${address.address}` : address.address;
}

/** The restaurant's address on one line. */
export function restaurantAddressLabel(restaurant: ApiRestaurant): string {
  return addressLines(restaurant).join(', ');
}
