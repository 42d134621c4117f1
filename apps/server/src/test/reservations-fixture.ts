import type { FastifyInstance } from 'fastify';
import {
  reservationDates,
  reservationSlotsOn,
  reservationTimeOf,
  type ApiBusinessHours,
  type ApiRestaurant,
} from '@storefront/domain';
import { getOn } from './harness';

export interface BookableSlot {
  date: string;
  /** 'HH:mm' in the restaurant's time zone. */
  time: string;
}

/**
 * The times a diner can book on the restaurant's bookable dates after today (`days` of them), computed
 * the way the reservation form computes them: from its hours and holiday hours as the API serves them.
 */
export async function bookableSlots(
  app: FastifyInstance,
  restaurant: ApiRestaurant,
  now: Date,
  days: number,
  slug = 'goldenmaple',
): Promise<BookableSlot[]> {
  const hours = (
    await getOn<ApiBusinessHours>(app, `/api/eater/restaurants/${restaurant._id}/businesshours`, slug)
  ).body;
  const r = { ...restaurant, holiday_hours: hours.holiday_hours };
  return reservationDates(r, now)
    .slice(1, 1 + days)
    .flatMap((date) =>
      reservationSlotsOn(date, r, now).map((slot) => ({
        date,
        time: reservationTimeOf(slot, restaurant.settings.time_zone),
      })),
    );
}
