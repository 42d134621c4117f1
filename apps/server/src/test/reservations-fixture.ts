import type { FastifyInstance } from 'fastify';
import {
  reservationDates,
  reservationSlotsOn,
  reservationTimeOf,
  type ApiBusinessHours,
  type ApiRestaurant,
} from '@storefront/domain';
import { beforeAll } from 'vitest';
import { gold, t, useTestApp } from './app-fixture';
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

/** Golden Maple's first location, and its bookable times, for the tests of a file that calls `useBookingApp`. */
export let restaurant: ApiRestaurant;
export let slots: BookableSlot[];

/** The file's app at `now` (useTestApp) with Golden Maple's bookable times of `days` days after today. */
export function useBookingApp(now: Date, days: number): void {
  useTestApp({ now });
  beforeAll(async () => {
    restaurant = gold.restaurants[0]!;
    slots = await bookableSlots(t.app, restaurant, now, days);
  });
}
