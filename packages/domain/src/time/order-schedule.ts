/*
 * When an order can be for (spec §4 "Pickup time", §5, §9): the lead time (rush hours included), the
 * slot grid of the order's method, the online-ordering window of each opening, holidays, and for
 * Delivery the day's cut-off. One schedule for the /pickuptime screen, the server's price of a cart
 * and GET /pickupdates, so the three offer the same times.
 */
import type { ApiHolidayHours, ApiRestaurant } from '../contract/api';
import {
  NO_OPERATIONS,
  type RestaurantOperations,
  type SlotCapacity,
  type SlotLoad,
} from '../contract/operations';
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
  restaurant: Pick<ApiRestaurant, 'settings' | 'regular_business_hours' | 'delivery_options' | 'operations'>;
  /** The restaurant's holiday hours from yesterday on (an opening can run past midnight). */
  holidays: readonly ApiHolidayHours[];
  method: DeliveryMethod;
  /**
   * What is booked in each slot (by the slot's instant) of the dates asked about; a slot not in it
   * is empty. Only read when the restaurant limits its slots.
   */
  bookings?: ReadonlyMap<EpochMs, SlotLoad>;
  /** Items of the cart being placed: a slot with room for fewer is full for it. */
  cartItems?: number;
}

/** Whether a slot with `load` booked takes one more order of `items` items. */
export function slotHasRoom(capacity: SlotCapacity, load: SlotLoad | undefined, items = 0): boolean {
  const orders = load?.orders ?? 0;
  const booked = load?.items ?? 0;
  if (capacity.max_orders !== null && orders + 1 > capacity.max_orders) return false;
  if (capacity.max_items !== null && booked + Math.max(items, 1) > capacity.max_items) return false;
  return true;
}

export const limitsSlots = (capacity: SlotCapacity): boolean =>
  capacity.max_orders !== null || capacity.max_items !== null;

/** Minutes busy mode adds at `now` (0 outside its period). */
export function busyExtraMinutes(operations: RestaurantOperations, now: EpochMs): number {
  const busy = operations.busy;
  return busy && Date.parse(busy.until) > now ? busy.extra_minutes : 0;
}

/** Whether `method` is paused at `now`. */
export function isPausedAt(operations: RestaurantOperations, method: DeliveryMethod, now: EpochMs): boolean {
  const pause = operations.paused[method];
  return pause !== null && (pause.until === null || Date.parse(pause.until) > now);
}

export interface OrderSchedule {
  timeZone: string;
  today: LocalDate;
  leadMinutes: number;
  intervalMinutes: number;
  /** How many dates, today included, can be ordered for. */
  days: number;
  /** Minutes busy mode adds now (included in leadMinutes). */
  busyMinutes: number;
  /** Staff paused online ordering of this method: no ASAP, no slot. */
  paused: boolean;
  /**
   * ASAP's instant: now plus the lead time, or, when the slots are limited and ASAP's own slot is
   * full, the first slot of today with room.
   */
  asapAt: EpochMs;
  /** The slot whose capacity an ASAP order takes (null when slots are not limited or none has room). */
  asapSlot: EpochMs | null;
  /** The restaurant limits orders per slot. */
  limited: boolean;
  /** The slot takes one more order (of `cartItems` items). */
  hasRoom(slot: EpochMs): boolean;
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

export function orderSchedule({
  now,
  restaurant,
  holidays,
  method,
  bookings,
  cartItems = 0,
}: OrderScheduleInputs): OrderSchedule {
  const { settings, delivery_options: options } = restaurant;
  const operations = restaurant.operations ?? NO_OPERATIONS;
  const timeZone = safeTimeZone(settings.time_zone);
  const delivery = method === 'Delivery';
  const busyMinutes = busyExtraMinutes(operations, now);
  const paused = isPausedAt(operations, method, now);
  const leadMinutes =
    leadTimeMinutes({
      now,
      timeZone,
      deliveryMethod: method,
      settings,
      rushHours: settings.rush_hour_settings,
    }) + busyMinutes;
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
  const capacity = operations.slot_capacity;
  const limited = limitsSlots(capacity);
  const hasRoom = (slot: EpochMs) => !limited || slotHasRoom(capacity, bookings?.get(slot), cartItems);
  const slotsOn = (date: LocalDate) =>
    paused ? [] : pickupSlotsOn(date, inputs).filter((t) => deliverable(t) && hasRoom(t));
  const today = localDateOf(now, timeZone);
  const naturalAsap = now + leadMinutes * 60_000;
  // With limited slots, ASAP takes the capacity of the first slot after it (its own pickup window);
  // when that one is full it moves to the first slot of today with room.
  const todaysSlots = limited ? pickupSlotsOn(today, inputs).filter(deliverable) : [];
  const asapSlot = limited ? (todaysSlots.find(hasRoom) ?? null) : null;
  const asapAt = asapSlot !== null && todaysSlots[0] !== asapSlot ? asapSlot : naturalAsap;
  const asapHasRoom = !limited || asapSlot !== null;
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
    busyMinutes,
    paused,
    asapAt,
    asapSlot,
    limited,
    hasRoom,
    get acceptingNow() {
      return acceptingNow();
    },
    get asapAvailable() {
      return !paused && asapHasRoom && acceptingNow() && deliverable(asapAt);
    },
    deliverable,
    openingSlotsOn: (date) => pickupSlotsOn(date, inputs),
    slotsOn,
    // A pickup date's slots need no second look; a delivery date's may all be past its cut-off.
    // Full slots are known only for the dates asked about, so a date is dropped only by its cut-off.
    availableDates: () =>
      paused
        ? []
        : availablePickupDates({ ...inputs, days }).filter(
            (date) => !delivery || pickupSlotsOn(date, inputs).some(deliverable),
          ),
    dates: () => Array.from({ length: days }, (_, i) => addDays(today, i)),
  };
}
