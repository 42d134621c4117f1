/*
 * The one place an order changes after placement (issue 26; decision 0063): the diner's cancel, the
 * kitchen's and the board's accept, reject, delay, ready and fulfil, a table booking's cancel and the
 * expiry of an unanswered order all come here. Each change is what the domain's transition table
 * (ORDER_TRANSITIONS) says: one conditional write from the states it allows, the effects it lists on
 * the sides the order holds (OrderSides, wired once at start), a line in the status history and the
 * event the world hears of it, all in one transaction. After the commit, the card money call it owes
 * is made and the event is published to its subscribers (src/events).
 */
import {
  fromStatuses,
  needsNotReady,
  ORDER_TRANSITIONS,
  type ApiOrder,
  type OrderEffect,
  type OrderLifeEvent,
} from '@storefront/domain';
import type { Transaction } from 'kysely';
import type { Db } from '../../db';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import type { Database, OrdersTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import type { EventDispatcher } from '../../events/dispatcher';
import type { OutboxEvent } from '../../events/event';
import { writeEvent } from '../../events/outbox';
import { HttpError } from '../../http/errors';
import {
  insertStatusHistory,
  listUnansweredBefore,
  transitionOrder,
  type OrderRowChange,
} from './orders.repository';
import { getOrder } from './orders.service';
import type { TableBooking } from './table-booking';

/** Why a withdrawn order's money comes back: the status it moved to. */
export type WithdrawnStatus = 'Cancelled' | 'Rejected';

/** A write on what an order holds, in the transaction of its change; conditional, so a repeat changes nothing. */
type SideWrite = (trx: Executor, tenantId: string, orderId: string, at: string) => Promise<unknown>;
/** The same, for what a withdrawn order gives back (the ledgers say why: cancelled or rejected). */
type ReturnWrite = (
  trx: Executor,
  tenantId: string,
  orderId: string,
  reason: WithdrawnStatus,
  at: string,
) => Promise<unknown>;

/**
 * What an order holds outside its own rows, each side moved only by the effects the transition table
 * names. All are required: wired once in app.ts, never an argument a caller could leave out.
 */
export interface OrderSides {
  /** An Online order's card: owed a call in the change's transaction, made after the commit. */
  cardMoney: {
    owe(
      trx: Executor,
      tenantId: string,
      orderId: string,
      change: 'accept' | 'give back',
      at: string,
    ): Promise<void>;
    settle(tenantId: string, orderId: string, now: Date): Promise<void>;
  };
  giftCards: { giveBack: ReturnWrite };
  coupons: { restore: SideWrite; voidIssued: SideWrite };
  loyalty: {
    returnPoints: ReturnWrite;
    award(trx: Executor, tenantId: string, order: Selectable<OrdersTable>, at: string): Promise<unknown>;
  };
  kitchen: { releaseSlot(trx: Executor, tenantId: string, orderId: string): Promise<unknown> };
  tables: TableBooking;
}

/** A change of an order, with what each needs beyond the table. */
export type OrderChange =
  /** The ready time promised; null keeps the diner's. */
  | { event: 'accept'; readyAt: string | null }
  | { event: 'delay'; from: string | null; to: string }
  | { event: 'ready' }
  | { event: 'fulfil' }
  | { event: 'reject'; reason: string | null }
  | { event: 'cancel' }
  | { event: 'cancel with table'; by: 'diner' | 'restaurant'; reason: string }
  | { event: 'expire'; reason: string };

/** Who made the change, for the status history. */
export interface ChangedBy {
  actor: 'customer' | 'staff' | 'system';
  note: string | null;
}

/** A withdrawn order's card money went back: its event, after the event of the change that owed it. */
const refundedEventOf = (tenantId: string, order: ApiOrder) => ({
  tenantId,
  restaurantId: order.restaurant._id,
  aggregate: 'order' as const,
  aggregateId: order._id,
  type: 'payment.refunded' as const,
  cause: null,
  data: order,
});

/** A change carried out in a transaction, to be finished after the commit (`finish`). */
export interface AppliedChange {
  tenantId: string;
  orderId: string;
  /** The order as it stood at the change (the event's data). */
  order: ApiOrder;
  event: OutboxEvent;
  /** A card money call was owed in the transaction: it is made after the commit. */
  owesCard: boolean;
}

export interface EffectContext {
  trx: Transaction<Database>;
  tenantId: string;
  /** The order's row as the transition's write left it. */
  order: Selectable<OrdersTable>;
  change: OrderChange;
  at: string;
}

type Effect = (sides: OrderSides, context: EffectContext) => Promise<unknown>;

const online = (order: Selectable<OrdersTable>) => order.payment_method === 'Online';

/** Placement's effects are carried out by the placement itself (orders.service insertPricedOrder). */
const byPlacement: Effect = async () => {
  throw new Error('A placement effect is carried out by the placement, not by a transition.');
};

const withdrawn = ({ order }: EffectContext): WithdrawnStatus => {
  if (order.status !== 'Cancelled' && order.status !== 'Rejected') {
    throw new Error(`A return of money needs a withdrawn order; order ${order.id} is ${order.status}.`);
  }
  return order.status;
};

/** Why a withdrawn Dine-in order's table is cancelled, and by whom, as the booking's history says it. */
function tableCancelOf(change: OrderChange): { by: 'diner' | 'restaurant'; reason: string } {
  if (change.event === 'cancel') return { by: 'diner', reason: 'Cancelled by the guest with the pre-order' };
  if (change.event === 'cancel with table') return { by: change.by, reason: change.reason };
  return { by: 'restaurant', reason: 'The restaurant could not take the pre-order for this table.' };
}

/** Each effect of the transition table, on the sides it moves. */
const EFFECTS: Readonly<Record<OrderEffect, Effect>> = {
  'book slot': byPlacement,
  'book table': byPlacement,
  'spend coupon': byPlacement,
  'issue coupons': byPlacement,
  'spend points': byPlacement,
  'take gift cards': byPlacement,
  'hold card': byPlacement,
  'capture card': (sides, { trx, tenantId, order, at }) =>
    online(order) ? sides.cardMoney.owe(trx, tenantId, order.id, 'accept', at) : Promise.resolve(),
  'give back card': (sides, { trx, tenantId, order, at }) =>
    online(order) ? sides.cardMoney.owe(trx, tenantId, order.id, 'give back', at) : Promise.resolve(),
  'return gift cards': (sides, c) =>
    sides.giftCards.giveBack(c.trx, c.tenantId, c.order.id, withdrawn(c), c.at),
  'restore coupon': (sides, c) => sides.coupons.restore(c.trx, c.tenantId, c.order.id, c.at),
  'void issued coupons': (sides, c) => sides.coupons.voidIssued(c.trx, c.tenantId, c.order.id, c.at),
  'return points': (sides, c) =>
    sides.loyalty.returnPoints(c.trx, c.tenantId, c.order.id, withdrawn(c), c.at),
  'award points': (sides, c) => sides.loyalty.award(c.trx, c.tenantId, c.order, c.at),
  'release slot': (sides, c) => sides.kitchen.releaseSlot(c.trx, c.tenantId, c.order.id),
  'cancel table': (sides, c) => {
    if (c.order.reservation_id === null) return Promise.resolve();
    const { by, reason } = tableCancelOf(c.change);
    return sides.tables.cancel(c.trx, c.tenantId, c.order.reservation_id, by, reason, c.at);
  },
};

/**
 * Carries out a transition's effects in its transaction, in the table's order. Each side's write is
 * conditional on what it changes, so carrying them out again changes nothing the second time.
 */
export async function carryOut(
  sides: OrderSides,
  effects: readonly OrderEffect[],
  context: EffectContext,
): Promise<void> {
  for (const effect of effects) await EFFECTS[effect](sides, context);
}

/** What the conditional write sets for a change (the table's `to` state, and the change's details). */
function rowChangeOf(change: OrderChange, at: string): OrderRowChange {
  const event: OrderLifeEvent = change.event;
  const { to } = ORDER_TRANSITIONS[event];
  const base = { from: fromStatuses(event), notReady: needsNotReady(event) };
  const set = { status: to.status, at };
  switch (change.event) {
    case 'accept':
      return {
        ...base,
        allergiesRead: true,
        set: { ...set, ...(change.readyAt ? { adjustedPickupTime: change.readyAt } : {}) },
      };
    case 'delay':
      return { ...base, promisedFrom: change.from, set: { ...set, adjustedPickupTime: change.to } };
    case 'ready':
      return { ...base, set: { ...set, readyAt: at } };
    case 'reject':
      return { ...base, set: { ...set, statusReason: change.reason } };
    case 'cancel with table':
    case 'expire':
      return { ...base, set: { ...set, statusReason: change.reason } };
    case 'fulfil':
    case 'cancel':
      return { ...base, set };
  }
}

type ApplyIn = (
  trx: Transaction<Database>,
  tenantId: string,
  where: { id: string } | { reservationId: string },
  change: OrderChange,
  by: ChangedBy,
  at: string,
) => Promise<AppliedChange | null>;

export interface OrderLife {
  /**
   * Carries out a change of an order: its transaction, then its card money call and its news. The
   * order as it is after, or `refused` with the order as it is when the table does not allow the
   * change from where the order stands (a lost race, a second press).
   */
  change(
    tenantId: string,
    orderId: string,
    change: OrderChange,
    by: ChangedBy,
    now: Date,
  ): Promise<{ changed: true; order: ApiOrder } | { changed: false; order: ApiOrder }>;
  /**
   * Inside a transaction someone else opened (a table booking's cancel): the change of the order
   * found by `where`, or null when there is none the table allows it for. `finish` it after commit.
   */
  applyIn: ApplyIn;
  /** After the commit of `applyIn`'s transaction: the card money call, then the news. */
  finish(applied: AppliedChange, now: Date): Promise<ApiOrder>;
  /**
   * In the transaction that cancels a table booking (by the diner or the restaurant): its Dine-in
   * order is cancelled too, while not yet served, with all its money. Null when it had none to cancel.
   */
  cancelPreOrder(
    trx: Transaction<Database>,
    tenantId: string,
    reservationId: string,
    by: 'diner' | 'restaurant',
    at: string,
  ): Promise<AppliedChange | null>;
}

export function createOrderLife(deps: { db: Db; sides: OrderSides; events: EventDispatcher }): OrderLife {
  const { sides, events } = deps;

  const applyIn: ApplyIn = async (trx, tenantId, where, change, by, at) => {
    const transition = ORDER_TRANSITIONS[change.event];
    const row = await transitionOrder(trx, tenantId, where, rowChangeOf(change, at));
    if (!row) return null;
    await carryOut(sides, transition.effects, { trx, tenantId, order: row, change, at });
    await insertStatusHistory(trx, {
      id: newId(),
      tenant_id: tenantId,
      order_id: row.id,
      status: row.status,
      actor: by.actor,
      note: by.note,
      changed_at: at,
    });
    const order = await getOrder(trx, tenantId, row.id);
    const event = await writeEvent(
      trx,
      {
        tenantId,
        restaurantId: row.restaurant_id,
        aggregate: 'order',
        aggregateId: row.id,
        type: transition.event,
        cause: change.event,
        data: order,
      },
      at,
    );
    const owesCard =
      online(row) && transition.effects.some((e) => e === 'capture card' || e === 'give back card');
    return { tenantId, orderId: row.id, order, event, owesCard };
  };

  async function finish(applied: AppliedChange, now: Date): Promise<ApiOrder> {
    if (!applied.owesCard) {
      events.publish([applied.event]);
      return applied.order;
    }
    // The money first: the board and the diner then hear of the order as the card left it.
    await sides.cardMoney.settle(applied.tenantId, applied.orderId, now);
    const order = await getOrder(deps.db.kysely, applied.tenantId, applied.orderId);
    // Card money that went back is news of its own for integrators (accounting).
    const refunded =
      order.paymentStatus === 'Refunded'
        ? [await writeEvent(deps.db.kysely, refundedEventOf(applied.tenantId, order), now.toISOString())]
        : [];
    events.publish([applied.event, ...refunded]);
    return order;
  }

  return {
    applyIn,
    finish,
    cancelPreOrder(trx, tenantId, reservationId, by, at) {
      const reason =
        by === 'diner' ? 'The table booking was cancelled.' : 'The restaurant cancelled the table booking.';
      const actor = by === 'diner' ? 'customer' : 'staff';
      const change = { event: 'cancel with table', by, reason } as const;
      return applyIn(trx, tenantId, { reservationId }, change, { actor, note: reason }, at);
    },
    async change(tenantId, orderId, change, by, now) {
      const applied = await deps.db.transact((trx) =>
        applyIn(trx, tenantId, { id: orderId }, change, by, now.toISOString()),
      );
      if (!applied) return { changed: false, order: await getOrder(deps.db.kysely, tenantId, orderId) };
      return { changed: true, order: await finish(applied, now) };
    },
  };
}

/** The diner cancels their order, while nobody has answered it; all its money comes back. */
export async function cancelOrder(
  life: OrderLife,
  tenantId: string,
  orderId: string,
  now: Date,
): Promise<ApiOrder> {
  const result = await life.change(
    tenantId,
    orderId,
    { event: 'cancel' },
    { actor: 'customer', note: null },
    now,
  );
  if (!result.changed) {
    throw new HttpError(
      409,
      'NOT_CANCELLABLE',
      `This order is ${result.order.status.toLowerCase()} and can no longer be cancelled.`,
    );
  }
  return result.order;
}

/**
 * How long after the time it was wanted an order nobody answered expires: a week, when a card's
 * authorisation lapses anyway (decision 0031; the restaurant was mailed a day before).
 */
export const UNANSWERED_EXPIRY_HOURS = 7 * 24;

/** What the diner is told of an order that expired. */
export const EXPIRED_REASON = 'The restaurant did not answer in time.';

/**
 * Expires the orders nobody accepted or rejected a week after the time they were wanted (the
 * table's 'expire'): all their money comes back, and the diner is told. Answers how many expired.
 */
export async function expireUnansweredOrders(
  db: Executor,
  life: OrderLife,
  now: Date,
  limit = 20,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNANSWERED_EXPIRY_HOURS * 3_600_000).toISOString();
  let expired = 0;
  for (const order of await listUnansweredBefore(db, cutoff, limit)) {
    const change = { event: 'expire', reason: EXPIRED_REASON } as const;
    const result = await life.change(
      order.tenant_id,
      order.id,
      change,
      { actor: 'system', note: EXPIRED_REASON },
      now,
    );
    if (result.changed) expired++;
  }
  return expired;
}
