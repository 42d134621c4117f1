import {
  businessHoursOn,
  formatClock,
  minutesSinceMidnightOf,
  orderSchedule,
  type ApiHolidayHours,
  type ApiRestaurant,
  type DeliveryMethod,
  type LocalDate,
  type RestaurantOperations,
  type SlotLoad,
} from '@storefront/domain';

/*
 * What the /pickuptime screen offers at `now` (ordering-core §4 "Pickup time", §5, §9): the domain's
 * `orderSchedule` for the order's method (the one the server prices and lists dates with), as
 * labelled slots and the dates shown.
 */

export interface PickupSlot {
  /** 'HH:mm' (24 h), the order's pickupTime. */
  value: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** In the restaurant's time format, e.g. '5:30 PM'. */
  label: string;
}

export interface PickupDateOption {
  date: LocalDate;
  /** Closed all day (regular hours or a holiday): listed, but it offers no time. */
  closed: boolean;
}

export interface PickupSchedule {
  leadMinutes: number;
  /** Minutes from now to ASAP's time: the lead time, or more when ASAP moved to a slot with room. */
  asapMinutes: number;
  /** Staff paused this method. */
  paused: boolean;
  /** The slots are limited and today has none with room left for ASAP. */
  asapFull: boolean;
  intervalMinutes: number;
  /** ASAP can be ordered now (the restaurant is accepting online orders). */
  asapAvailable: boolean;
  /** The dates with at least one slot, in order: the first is the default. */
  availableDates: LocalDate[];
  /** The date list shown: the available dates and, so the diner learns why, the closed days between. */
  dates: PickupDateOption[];
  today: LocalDate;
  slotsOn(date: LocalDate): PickupSlot[];
}

export function pickupSchedule({
  now,
  restaurant,
  holidays,
  method,
  operations,
  fullSlots = [],
  clock = formatClock,
}: {
  now: number;
  restaurant: ApiRestaurant;
  holidays: readonly ApiHolidayHours[];
  method: DeliveryMethod;
  /** Fresher than the restaurant's own (read when the page opened), when known. */
  operations?: RestaurantOperations;
  /** The instants (ISO) the server reports booked full. */
  fullSlots?: readonly string[];
  /** How the page's language writes a time of day (the restaurant's clock in English). */
  clock?: (minutes: number, timeFormat: '12' | '24') => string;
}): PickupSchedule {
  const full: SlotLoad = { orders: Number.MAX_SAFE_INTEGER, items: Number.MAX_SAFE_INTEGER };
  const bookings = new Map(fullSlots.map((slot) => [Date.parse(slot), full]));
  const schedule = orderSchedule({
    now,
    restaurant: operations ? { ...restaurant, operations } : restaurant,
    holidays,
    method,
    bookings,
  });
  const { timeZone, leadMinutes, intervalMinutes, asapAvailable, today } = schedule;
  const slotsOn = (date: LocalDate): PickupSlot[] =>
    schedule.slotsOn(date).map((t) => {
      const minutes = minutesSinceMidnightOf(t, timeZone);
      return {
        value: formatClock(minutes, '24'),
        minutes,
        label: clock(minutes, restaurant.settings.time_format),
      };
    });
  const availableDates = schedule.availableDates();
  const dates: PickupDateOption[] = [];
  for (const date of schedule.dates()) {
    if (availableDates.includes(date)) dates.push({ date, closed: false });
    else if (businessHoursOn(date, restaurant.regular_business_hours, holidays) === null) {
      dates.push({ date, closed: true });
    }
  }
  return {
    leadMinutes,
    asapMinutes: Math.round((schedule.asapAt - now) / 60_000),
    paused: schedule.paused,
    asapFull: schedule.limited && schedule.asapSlot === null,
    intervalMinutes,
    asapAvailable,
    availableDates,
    dates,
    today,
    slotsOn,
  };
}

/** The pickup window of a scheduled slot: '5:30 PM - 5:45 PM' (spec §9). */
export function pickupWindowLabel(
  slot: PickupSlot,
  intervalMinutes: number,
  timeFormat: '12' | '24',
  clock: (minutes: number, timeFormat: '12' | '24') => string = formatClock,
): string {
  return `${slot.label} - ${clock(slot.minutes + intervalMinutes, timeFormat)}`;
}
