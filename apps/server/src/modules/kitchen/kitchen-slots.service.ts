/*
 * The kitchen's slot bookings (issue 15; decision 0037): what placement reads to price a slot's
 * room, the booking it takes in the order's transaction, and the booking a withdrawn order gives
 * back. Apart from the staff's controls (kitchen.service.ts) so that placement needs nothing of staff.
 */
import {
  addDays,
  isLocalDate,
  limitsSlots,
  localDateOf,
  safeTimeZone,
  startOfLocalDay,
  SLOT_FULL_MESSAGE,
  type ApiRestaurant,
  type EpochMs,
  type LocalDate,
  type SlotLoad,
} from '@storefront/domain';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../http/errors';
import { insertOrderSlotBooking, listSlotLoads, releaseSlot, takeSlot } from './kitchen.repository';

/** What is booked in the slots of `dates` (local dates of the restaurant), by slot instant. */
export async function loadSlotLoads(
  db: Executor,
  tenantId: string,
  restaurant: Pick<ApiRestaurant, '_id' | 'settings'>,
  dates: readonly LocalDate[],
): Promise<Map<EpochMs, SlotLoad>> {
  const tz = safeTimeZone(restaurant.settings.time_zone);
  const sorted = [...dates].sort();
  const from = new Date(startOfLocalDay(sorted[0]!, tz)).toISOString();
  const to = new Date(startOfLocalDay(addDays(sorted[sorted.length - 1]!, 1), tz)).toISOString();
  const rows = await listSlotLoads(db, tenantId, restaurant._id, from, to);
  return new Map(rows.map((r) => [Date.parse(r.slot_at), { orders: r.orders, items: r.items }]));
}

/**
 * The bookings pricing needs for a request: none when the restaurant does not limit its slots
 * (placement then reads nothing more), else those of today and of the date asked for.
 */
export function bookingsForPricing(
  db: Executor,
  tenantId: string,
  restaurant: ApiRestaurant,
  pickupDate: string | null,
  now: Date,
): Promise<Map<EpochMs, SlotLoad>> | undefined {
  if (!restaurant.operations || !limitsSlots(restaurant.operations.slot_capacity)) return undefined;
  const today = localDateOf(now.getTime(), safeTimeZone(restaurant.settings.time_zone));
  const dates = pickupDate && isLocalDate(pickupDate) && pickupDate !== today ? [today, pickupDate] : [today];
  return loadSlotLoads(db, tenantId, restaurant, dates);
}

/**
 * Books an order into its slot, inside the order's transaction: the check and the booking are one
 * conditional write (takeSlot), so the slot can never take more than its capacity. A slot that
 * filled since the order was priced refuses it with a 409 and the whole placement rolls back.
 */
export async function bookKitchenSlot(
  trx: Executor,
  booking: {
    tenantId: string;
    restaurant: ApiRestaurant;
    orderId: string;
    slotAt: EpochMs;
    items: number;
  },
): Promise<void> {
  const { tenantId, restaurant, orderId, items } = booking;
  const capacity = restaurant.operations?.slot_capacity;
  if (!capacity || !limitsSlots(capacity)) return;
  const slotAt = new Date(booking.slotAt).toISOString();
  const taken = await takeSlot(trx, {
    tenantId,
    restaurantId: restaurant._id,
    slotAt,
    items,
    maxOrders: capacity.max_orders,
    maxItems: capacity.max_items,
  });
  if (!taken) throw new HttpError(409, 'SLOT_FULL', SLOT_FULL_MESSAGE);
  await insertOrderSlotBooking(trx, {
    order_id: orderId,
    tenant_id: tenantId,
    restaurant_id: restaurant._id,
    slot_at: slotAt,
    items,
  });
}

/** Gives a cancelled or rejected order's slot back (in its transaction); nothing if it took none. */
export const releaseKitchenSlot = (trx: Executor, tenantId: string, orderId: string) =>
  releaseSlot(trx, tenantId, orderId);
