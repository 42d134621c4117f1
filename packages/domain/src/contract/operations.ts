/*
 * A location's kitchen controls, set by staff from the console (issue 15): pause online ordering per
 * method, busy mode, and the kitchen's capacity per pickup/delivery slot. Sent with the restaurant so
 * the storefront and the server read one schedule (time/order-schedule.ts).
 */
import type { DeliveryMethod } from './settings';

/** A pause of one method: `until` is an ISO instant, or null for "until resumed". */
export interface OrderingPause {
  until: string | null;
}

export interface BusyMode {
  /** Minutes added to the lead times: one of BUSY_EXTRA_MINUTES. */
  extra_minutes: number;
  /** ISO instant the busy period ends. */
  until: string;
}

export interface SlotCapacity {
  /** Orders the kitchen takes per slot; null means no limit. */
  max_orders: number | null;
  /** Items (sum of quantities) per slot; null means no limit. */
  max_items: number | null;
}

export interface RestaurantOperations {
  paused: Record<DeliveryMethod, OrderingPause | null>;
  /** Shown to diners while a method is paused; null shows PAUSED_DEFAULT_MESSAGE. */
  paused_message: string | null;
  busy: BusyMode | null;
  slot_capacity: SlotCapacity;
}

export const NO_OPERATIONS: RestaurantOperations = {
  paused: { Pickup: null, Delivery: null },
  paused_message: null,
  busy: null,
  slot_capacity: { max_orders: null, max_items: null },
};

export const BUSY_EXTRA_MINUTES = [10, 20, 30] as const;
export const ORDER_DELAY_MINUTES = { min: 5, max: 30 } as const;

export const PAUSED_DEFAULT_MESSAGE = 'Online ordering is paused for a little while. Please check back soon.';

/* Whole sentences per method, so that a catalogue translates each (decision 0091). */
const PAUSED_MESSAGES: Record<'Pickup' | 'Delivery', (custom: string | undefined) => string> = {
  Pickup: (custom) =>
    custom ? `Pickup is paused: ${custom}` : `Pickup is paused. ${PAUSED_DEFAULT_MESSAGE}`,
  Delivery: (custom) =>
    custom ? `Delivery is paused: ${custom}` : `Delivery is paused. ${PAUSED_DEFAULT_MESSAGE}`,
};

export function pausedMessageOf(operations: RestaurantOperations, method: DeliveryMethod): string {
  return PAUSED_MESSAGES[method === 'Delivery' ? 'Delivery' : 'Pickup'](operations.paused_message?.trim());
}

export const SLOT_FULL_MESSAGE =
  'Sorry, the kitchen has just filled up for that time. Please choose another time.';
export const ASAP_FULL_MESSAGE =
  'Sorry, the kitchen is full for the rest of today. Please pre-order for later.';

/** What is booked in a slot so far. */
export interface SlotLoad {
  orders: number;
  items: number;
}

/** GET /restaurants/{id}/pickupslots?deliveryMethod=&date= */
export interface PickupSlotsResponse {
  date: string;
  timeZone: string;
  /** The instants (ISO) booked full; the storefront leaves them out. */
  fullSlots: string[];
  operations: RestaurantOperations;
}
