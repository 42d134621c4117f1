import {
  addressLines,
  formatClock,
  formatLocalDate,
  parseClock,
  type ApiRestaurant,
  type WireDeliveryAddress,
} from '@storefront/domain';

/* How the order's method, place and time read on the banner, the cart and checkout. */

export interface OrderTimeChoice {
  pickupTimeType: 'ASAP' | 'Schedule' | null;
  pickupDate: string | null;
  pickupTime: string | null;
}

/** 'ASAP', or the scheduled date and time in the restaurant's formats ('Nov 24, 2026 5:30 PM'). */
export function orderTimeLabel(choice: OrderTimeChoice, restaurant: ApiRestaurant): string {
  if (choice.pickupTimeType !== 'Schedule' || !choice.pickupDate || !choice.pickupTime) return 'ASAP';
  const minutes = parseClock(choice.pickupTime);
  let date = choice.pickupDate;
  try {
    date = formatLocalDate(choice.pickupDate, restaurant.settings.date_format);
  } catch {
    // An unreadable stored date is shown as stored.
  }
  return minutes === null ? date : `${date} ${formatClock(minutes, restaurant.settings.time_format)}`;
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
