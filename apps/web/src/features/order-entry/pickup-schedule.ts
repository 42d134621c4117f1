import {
  addDays,
  availablePickupDates,
  businessHoursOn,
  DEFAULT_SLOT_INTERVAL_MINUTES,
  formatClock,
  isAcceptingOnlineOrdersAt,
  isDeliveryAvailableFor,
  leadTimeMinutes,
  localDateOf,
  minutesSinceMidnightOf,
  pickupSlotsOn,
  safeTimeZone,
  type ApiHolidayHours,
  type ApiRestaurant,
  type DeliveryMethod,
  type LocalDate,
  type PickupSlotInputs,
} from '@storefront/domain';

/*
 * What the /pickuptime screen offers at `now` (ordering-core §4 "Pickup time", §5, §9), computed with
 * the domain's slot functions for the order's method: lead time and slot interval of pickup or
 * delivery, and for delivery the cut-offs too.
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
}: {
  now: number;
  restaurant: ApiRestaurant;
  holidays: readonly ApiHolidayHours[];
  method: DeliveryMethod;
}): PickupSchedule {
  const { settings, delivery_options: options } = restaurant;
  const timeZone = safeTimeZone(settings.time_zone);
  const delivery = method === 'Delivery';
  const leadMinutes = leadTimeMinutes({
    now,
    timeZone,
    deliveryMethod: method,
    settings,
    rushHours: settings.rush_hour_settings,
  });
  const configured = delivery
    ? settings.delivery_time_interval_in_minutes
    : settings.pickup_time_interval_in_minutes;
  const intervalMinutes = configured > 0 ? configured : DEFAULT_SLOT_INTERVAL_MINUTES;
  const days = Math.max(1, Math.floor(settings.future_order_days || 7));

  const inputs: PickupSlotInputs = {
    now,
    timeZone,
    regularHours: restaurant.regular_business_hours,
    holidays,
    leadTimeMinutes: leadMinutes,
    intervalMinutes,
    onlineOrderStart: settings.online_order_start,
    onlineOrderEnd: settings.online_order_end,
  };
  // Delivery is not offered at or after a date's cut-off.
  const deliverable = (t: number) => !delivery || isDeliveryAvailableFor(t, timeZone, settings, options);

  const slotsOn = (date: LocalDate): PickupSlot[] =>
    pickupSlotsOn(date, inputs)
      .filter(deliverable)
      .map((t) => {
        const minutes = minutesSinceMidnightOf(t, timeZone);
        return {
          value: formatClock(minutes, '24'),
          minutes,
          label: formatClock(minutes, settings.time_format),
        };
      });

  const availableDates = availablePickupDates({ ...inputs, days }).filter((date) => slotsOn(date).length > 0);
  const today = localDateOf(now, timeZone);
  const dates: PickupDateOption[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(today, i);
    if (availableDates.includes(date)) dates.push({ date, closed: false });
    else if (businessHoursOn(date, restaurant.regular_business_hours, holidays) === null) {
      dates.push({ date, closed: true });
    }
  }

  const asapAvailable =
    isAcceptingOnlineOrdersAt(now, {
      regular_business_hours: restaurant.regular_business_hours,
      holiday_hours: holidays,
      settings,
    }) && deliverable(now + leadMinutes * 60_000);

  return { leadMinutes, intervalMinutes, asapAvailable, availableDates, dates, today, slotsOn };
}

/** The pickup window of a scheduled slot: '5:30 PM - 5:45 PM' (spec §9). */
export function pickupWindowLabel(
  slot: PickupSlot,
  intervalMinutes: number,
  timeFormat: '12' | '24',
): string {
  return `${slot.label} - ${formatClock(slot.minutes + intervalMinutes, timeFormat)}`;
}
