/*
 * When an order can be for (spec §4 "Pickup time", §5, §9): the lead time (rush hours included), the
 * slot grid of the order's method, the online-ordering window of each opening, holidays, and for
 * Delivery the day's cut-off. One schedule for the /pickuptime screen, the server's price of a cart
 * and GET /pickupdates, so the three offer the same times.
 */
import type { ApiHolidayHours, ApiRestaurant } from '../contract/api';
import type { DeliveryMethod } from '../contract/settings';
import { isDeliveryAvailableFor } from '../delivery/cutoffs';
import { isAcceptingOnlineOrdersAt } from './hours';
import {
  availablePickupDates,
  DEFAULT_SLOT_INTERVAL_MINUTES,
  leadTimeMinutes,
  pickupSlotsOn,
  type PickupSlotInputs,
} from './pickup-dates';
import { addDays, localDateOf, safeTimeZone, type EpochMs, type LocalDate } from './zoned';

export interface OrderScheduleInputs {
  now: EpochMs;
  restaurant: Pick<ApiRestaurant, 'settings' | 'regular_business_hours' | 'delivery_options'>;
  /** The restaurant's holiday hours from yesterday on (an opening can run past midnight). */
  holidays: readonly ApiHolidayHours[];
  method: DeliveryMethod;
}

export interface OrderSchedule {
  timeZone: string;
  today: LocalDate;
  leadMinutes: number;
  intervalMinutes: number;
  /** How many dates, today included, can be ordered for. */
  days: number;
  /** ASAP's instant: now plus the lead time. */
  asapAt: EpochMs;
  /** The restaurant is taking online orders now (ASAP can be priced). */
  readonly acceptingNow: boolean;
  /** ASAP can be offered: accepting now and, for Delivery, before the day's cut-off. */
  readonly asapAvailable: boolean;
  /** Delivery is not offered at or after a date's cut-off; a pickup is always deliverable. */
  deliverable(at: EpochMs): boolean;
  /** The opening's slots of `date`, before the delivery cut-off is applied. */
  openingSlotsOn(date: LocalDate): EpochMs[];
  /** The slots offered on `date`. */
  slotsOn(date: LocalDate): EpochMs[];
  /** The dates, from today for `days` days, that offer at least one slot. */
  availableDates(): LocalDate[];
  /** The dates shown, from today for `days` days. */
  dates(): LocalDate[];
}

export function orderSchedule({ now, restaurant, holidays, method }: OrderScheduleInputs): OrderSchedule {
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
  const deliverable = (at: EpochMs) => !delivery || isDeliveryAvailableFor(at, timeZone, settings, options);
  const slotsOn = (date: LocalDate) => pickupSlotsOn(date, inputs).filter(deliverable);
  const today = localDateOf(now, timeZone);
  const asapAt = now + leadMinutes * 60_000;
  // Computed when asked: pricing a scheduled order never needs it.
  const acceptingNow = () =>
    isAcceptingOnlineOrdersAt(now, {
      regular_business_hours: restaurant.regular_business_hours,
      holiday_hours: holidays,
      settings,
    });
  return {
    timeZone,
    today,
    leadMinutes,
    intervalMinutes,
    days,
    asapAt,
    get acceptingNow() {
      return acceptingNow();
    },
    get asapAvailable() {
      return acceptingNow() && deliverable(asapAt);
    },
    deliverable,
    openingSlotsOn: (date) => pickupSlotsOn(date, inputs),
    slotsOn,
    // A pickup date's slots need no second look; a delivery date's may all be past its cut-off.
    availableDates: () =>
      availablePickupDates({ ...inputs, days }).filter((date) => !delivery || slotsOn(date).length > 0),
    dates: () => Array.from({ length: days }, (_, i) => addDays(today, i)),
  };
}
