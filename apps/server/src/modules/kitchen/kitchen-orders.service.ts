/*
 * The kitchen's work on an accepted order (issue 15): accept with a ready time, delay it, mark it
 * ready, reject with a reason. Each change is one conditional write on the order's state, so two
 * people on two tablets cannot both win; the loser gets a 409.
 */
import { ORDER_DELAY_MINUTES, type ApiOrder } from '@storefront/domain';
import type { Executor } from '../../db/executor';
import { isId, newId } from '../../db/ids';
import { HttpError, notFound } from '../../http/errors';
import { insertStatusHistory } from '../orders/order-records.service';
import { getOrder } from '../orders/orders.service';
import type { OrderSides } from '../orders/table-booking';
import { changeStaffOrderStatus, worksAt, type StaffPrincipal } from '../staff/staff.service';
import { delayOrder, markOrderReady, setOrderStatusReason } from './kitchen.repository';

async function staffOrder(db: Executor, principal: StaffPrincipal, orderId: string): Promise<ApiOrder> {
  if (!isId(orderId)) throw notFound('Order');
  const order = await getOrder(db, principal.tenantId, orderId);
  if (!worksAt(principal, order.restaurant._id)) throw notFound('Order');
  return order;
}

const promisedAt = (order: ApiOrder) => Date.parse(order.adjustedPickupTime ?? order.pickupTime);

/** The kitchen's answer to a received order: accepted with a ready time, or rejected with a reason. */
export type KitchenAnswer =
  { status: 'Accepted'; prepMinutes: number | null } | { status: 'Rejected'; reason: string | null };

/**
 * Accepts a received order with a ready time (now plus the prep minutes, never earlier than the time
 * the diner chose; without prep minutes, the time the diner was promised), or rejects it, keeping the
 * reason for the diner's mail.
 */
export async function answerOrder(
  db: Executor,
  principal: StaffPrincipal,
  orderId: string,
  answer: KitchenAnswer,
  now: Date,
  /**
   * An Online order's card authorisation is captured on accept, voided or refunded on reject
   * (decision 0031); a rejected Dine-in order's table is cancelled.
   */
  sides: OrderSides,
): Promise<ApiOrder> {
  const order = await staffOrder(db, principal, orderId);
  if (answer.status === 'Rejected') {
    await changeStaffOrderStatus(db, principal, order._id, { status: 'Rejected' }, now, sides);
    if (answer.reason) await setOrderStatusReason(db, principal.tenantId, order._id, answer.reason);
    return getOrder(db, principal.tenantId, order._id);
  }
  const { prepMinutes } = answer;
  // A promised time already gone (a late accept) becomes now: a ready time is never in the past.
  const ready =
    prepMinutes === null
      ? Math.max(promisedAt(order), now.getTime())
      : Math.max(Date.parse(order.pickupTime), now.getTime() + prepMinutes * 60_000);
  const adjustedPickupTime = new Date(ready).toISOString();
  return changeStaffOrderStatus(
    db,
    principal,
    order._id,
    { status: 'Accepted', adjustedPickupTime },
    now,
    sides,
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

/**
 * One kitchen step on an accepted, not yet ready order: its conditional write and, when the write
 * won, a line in the status history (by whom), in one transaction. The loser of a race gets a 409
 * saying what the order is now.
 */
async function kitchenStep(
  db: Executor,
  principal: StaffPrincipal,
  order: ApiOrder,
  at: string,
  step: { what: string; note: (by: string) => string; write: (trx: Executor) => Promise<boolean> },
): Promise<ApiOrder> {
  const done = await db.transaction().execute(async (trx) => {
    const changed = await step.write(trx);
    if (changed) {
      await insertStatusHistory(trx, {
        id: newId(),
        tenant_id: principal.tenantId,
        order_id: order._id,
        status: 'Accepted',
        actor: 'staff',
        note: step.note(principal.staff.name),
        changed_at: at,
      });
    }
    return changed;
  });
  const current = await getOrder(db, principal.tenantId, order._id);
  if (!done) throw notReadyable(current, step.what);
  return current;
}

/** Moves the ready time of an accepted, not yet ready order `minutes` later. */
export async function delayAcceptedOrder(
  db: Executor,
  principal: StaffPrincipal,
  orderId: string,
  minutes: number,
  now: Date,
): Promise<ApiOrder> {
  if (minutes < ORDER_DELAY_MINUTES.min || minutes > ORDER_DELAY_MINUTES.max) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'A delay is 5 to 30 minutes.');
  }
  const order = await staffOrder(db, principal, orderId);
  const at = now.toISOString();
  const delayedTo = new Date(promisedAt(order) + minutes * 60_000).toISOString();
  return kitchenStep(db, principal, order, at, {
    what: 'delayed',
    note: (by) => `Delayed ${minutes} min by ${by}`,
    write: (trx) =>
      delayOrder(trx, principal.tenantId, order._id, { from: order.adjustedPickupTime, to: delayedTo, at }),
  });
}

export async function markReady(
  db: Executor,
  principal: StaffPrincipal,
  orderId: string,
  now: Date,
): Promise<ApiOrder> {
  const order = await staffOrder(db, principal, orderId);
  const at = now.toISOString();
  return kitchenStep(db, principal, order, at, {
    what: 'marked ready',
    note: (by) => `Ready, by ${by}`,
    write: (trx) => markOrderReady(trx, principal.tenantId, order._id, at),
  });
}
