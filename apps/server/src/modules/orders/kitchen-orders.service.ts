/*
 * The kitchen's work on an order (issue 15): accept with a ready time, reject with a reason, delay
 * an accepted order, mark it ready. Each is a change of the order's lifecycle (order-life.service):
 * one conditional write on the order's state, so two people on two tablets cannot both win; the
 * loser gets a 409 saying what the order is now.
 */
import { ORDER_DELAY_MINUTES, type ApiOrder } from '@storefront/domain';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../http/errors';
import type { OrderChange, OrderLife } from './order-life.service';
import type { StaffPrincipal } from '../../http/staff-principal';
import { changeStaffOrderStatus, getStaffOrder } from './staff-orders.service';

const promisedAt = (order: ApiOrder) => Date.parse(order.adjustedPickupTime ?? order.pickupTime);

/** The kitchen's answer to a received order: accepted with a ready time, or rejected with a reason. */
export type KitchenAnswer =
  { status: 'Accepted'; prepMinutes: number | null } | { status: 'Rejected'; reason: string | null };

/** What the kitchen's changes need: the database to read the order, its lifecycle to change it. */
export interface KitchenOrders {
  db: Executor;
  life: OrderLife;
}

const notAnswerable = (order: ApiOrder, what: string) =>
  new HttpError(
    409,
    'ORDER_STATUS_CONFLICT',
    `Order #${order.orderNumber} is ${order.status.toLowerCase()}; only a received order can be ${what}.`,
  );

/**
 * Accepts a received order with a ready time (now plus the prep minutes, never earlier than the time
 * the diner chose; without prep minutes, the time the diner was promised), or rejects it with the
 * reason for the diner's mail (kept with the status in the same write).
 */
export async function answerOrder(
  { db, life }: KitchenOrders,
  principal: StaffPrincipal,
  orderId: string,
  answer: KitchenAnswer,
  now: Date,
): Promise<ApiOrder> {
  const order = await getStaffOrder(db, principal, orderId);
  if (answer.status === 'Rejected') {
    return kitchenChange(life, principal, order, { event: 'reject', reason: answer.reason }, now, {
      what: 'rejected',
      note: (by) => `By ${by}`,
      refused: notAnswerable,
    });
  }
  const { prepMinutes } = answer;
  // A promised time already gone (a late accept) becomes now: a ready time is never in the past.
  const ready =
    prepMinutes === null
      ? Math.max(promisedAt(order), now.getTime())
      : Math.max(Date.parse(order.pickupTime), now.getTime() + prepMinutes * 60_000);
  return changeStaffOrderStatus(
    db,
    life,
    principal,
    order._id,
    { status: 'Accepted', adjustedPickupTime: new Date(ready).toISOString() },
    now,
  );
}

const notReadyable = (order: ApiOrder, what: string) =>
  new HttpError(
    409,
    'ORDER_STATUS_CONFLICT',
    order.status === 'Accepted'
      ? `Order #${order.orderNumber} is already ready; it can no longer be ${what}.`
      : `Order #${order.orderNumber} is ${order.status.toLowerCase()}; only an accepted order can be ${what}.`,
  );

/** One kitchen change through the lifecycle, noted as by the staff member; a lost race is a 409. */
async function kitchenChange(
  life: OrderLife,
  principal: StaffPrincipal,
  order: ApiOrder,
  change: OrderChange,
  now: Date,
  step: {
    what: string;
    note: (by: string) => string;
    refused: (current: ApiOrder, what: string) => HttpError;
  },
): Promise<ApiOrder> {
  const result = await life.change(
    principal.tenantId,
    order._id,
    change,
    { actor: 'staff', note: step.note(principal.staff.name) },
    now,
  );
  if (!result.changed) throw step.refused(result.order, step.what);
  return result.order;
}

/** Moves the ready time of an accepted, not yet ready order `minutes` later. */
export async function delayAcceptedOrder(
  { db, life }: KitchenOrders,
  principal: StaffPrincipal,
  orderId: string,
  minutes: number,
  now: Date,
): Promise<ApiOrder> {
  if (minutes < ORDER_DELAY_MINUTES.min || minutes > ORDER_DELAY_MINUTES.max) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'A delay is 5 to 30 minutes.');
  }
  const order = await getStaffOrder(db, principal, orderId);
  const to = new Date(promisedAt(order) + minutes * 60_000).toISOString();
  return kitchenChange(life, principal, order, { event: 'delay', from: order.adjustedPickupTime, to }, now, {
    what: 'delayed',
    note: (by) => `Delayed ${minutes} min by ${by}`,
    refused: notReadyable,
  });
}

export async function markReady(
  { db, life }: KitchenOrders,
  principal: StaffPrincipal,
  orderId: string,
  now: Date,
): Promise<ApiOrder> {
  const order = await getStaffOrder(db, principal, orderId);
  return kitchenChange(life, principal, order, { event: 'ready' }, now, {
    what: 'marked ready',
    note: (by) => `Ready, by ${by}`,
    refused: notReadyable,
  });
}
