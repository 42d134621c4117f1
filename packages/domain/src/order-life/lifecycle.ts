/*
 * An order's life as data (issue 26; decision 0063). One table says, for every event of an order,
 * from which states it is allowed, where it leads, what it does to the money and the places the
 * order holds (card, gift cards, coupons, points, kitchen slot, table) and who is told. The server's
 * lifecycle service carries out exactly what a row says, in one transaction with the event it
 * writes; the property tests (lifecycle.test.ts) hold the table to the invariants: a refused event
 * changes nothing, terminal states stay terminal, money taken is money kept plus money returned, and
 * a withdrawn order holds nothing.
 */
import type { OrderStatus } from '../contract/orders';

/** Where an order is: its status, and for an accepted order whether the kitchen marked it ready. */
export interface OrderLifeState {
  status: OrderStatus;
  ready: boolean;
}

/** What can happen to an order. Placement comes first: before it there is no order. */
export type OrderLifeEvent =
  /** Placed paying at the counter, or paid in full by gift cards. */
  | 'place'
  /** An Online checkout's card was authorised: the order is written from what was priced. */
  | 'authorise'
  /** The kitchen accepts it with a ready time. */
  | 'accept'
  /** The ready time moves later (5 to 30 minutes). */
  | 'delay'
  /** The kitchen marks it ready; it stays Accepted until handed over. */
  | 'ready'
  /** Handed over (picked up, delivered or served). */
  | 'fulfil'
  /** The kitchen refuses it, with a reason for the diner. */
  | 'reject'
  /** The diner cancels it while nobody has answered. */
  | 'cancel'
  /** The restaurant cancels it with the table booking it came with (Dine-in). */
  | 'cancel with table'
  /** Nobody answered before its card authorisation lapsed. */
  | 'expire';

/**
 * What a transition does to what the order holds. Placement takes (a slot, a table, a coupon, points,
 * gift card money, the card's authorisation); acceptance captures the card; a withdrawal gives all of
 * it back; fulfilment earns points.
 */
export type OrderEffect =
  | 'book slot'
  | 'book table'
  | 'spend coupon'
  | 'issue coupons'
  | 'spend points'
  | 'take gift cards'
  | 'hold card'
  | 'capture card'
  | 'give back card'
  | 'return gift cards'
  | 'restore coupon'
  | 'void issued coupons'
  | 'return points'
  | 'award points'
  | 'release slot'
  | 'cancel table';

/**
 * Who hears of a transition, each by a subscriber of the order's events (the outbox): the staff
 * board, the diner's status page, the diner's mail, the integrators' webhooks, the reservations
 * inbox and the guest for a Dine-in order's table booked or cancelled with it, the kitchen's
 * printers (a ticket on arrival or acceptance, an UPDATE slip on a delay, a VOID slip on a withdrawal),
 * and the diner's texts (when they asked for them: the news the mail tells).
 */
export type OrderAudience =
  | 'staff board'
  | 'diner page'
  | 'diner mail'
  | 'diner texts'
  | 'integrations'
  | 'table booking'
  | 'kitchen printers';

/** The event integrators and subscribers see (webhook type names). */
export type OrderEventType =
  | 'order.placed'
  | 'order.accepted'
  | 'order.delayed'
  | 'order.ready'
  | 'order.fulfilled'
  | 'order.rejected'
  | 'order.cancelled';

export interface OrderTransition {
  /** The states it may start from; null: before there is an order. */
  from: readonly (OrderLifeState | null)[];
  to: OrderLifeState;
  effects: readonly OrderEffect[];
  /** The event written with the change. */
  event: OrderEventType;
  told: readonly OrderAudience[];
}

const received: OrderLifeState = { status: 'Received', ready: false };
const accepted: OrderLifeState = { status: 'Accepted', ready: false };
const ready: OrderLifeState = { status: 'Accepted', ready: true };
const everyone: readonly OrderAudience[] = [
  'staff board',
  'diner page',
  'diner mail',
  'diner texts',
  'integrations',
];
const noMail: readonly OrderAudience[] = ['staff board', 'diner page', 'integrations'];
/** A placement mails the diner a receipt, and texts nothing: a text is the kitchen's answer. */
const receipt: readonly OrderAudience[] = [...noMail, 'diner mail'];
/** A change that books or gives up a Dine-in order's table tells the reservations side too. */
const withTable = (told: readonly OrderAudience[]): readonly OrderAudience[] => [...told, 'table booking'];
/** A change the kitchen's tickets show: what it is making, or that it must stop or hurry less. */
const printed = (told: readonly OrderAudience[]): readonly OrderAudience[] => [...told, 'kitchen printers'];

const PLACEMENT: readonly OrderEffect[] = [
  'book slot',
  'book table',
  'spend coupon',
  'issue coupons',
  'spend points',
  'take gift cards',
];

/** Everything a withdrawn order took comes back, in the transaction that withdrew it (decision 0032). */
export const WITHDRAWAL: readonly OrderEffect[] = [
  'give back card',
  'return gift cards',
  'restore coupon',
  'void issued coupons',
  'return points',
  'release slot',
  'cancel table',
];

/** An order rejected or cancelled: what it took comes back, and its news says so with its table's. */
const withdrawn = (
  from: OrderTransition['from'],
  status: 'Rejected' | 'Cancelled',
  told = printed(withTable(everyone)),
): OrderTransition => ({
  from,
  to: { status, ready: false },
  effects: WITHDRAWAL,
  event: status === 'Rejected' ? 'order.rejected' : 'order.cancelled',
  told,
});

export const ORDER_TRANSITIONS: Readonly<Record<OrderLifeEvent, OrderTransition>> = {
  place: {
    from: [null],
    to: received,
    effects: PLACEMENT,
    event: 'order.placed',
    told: printed(withTable(receipt)),
  },
  authorise: {
    from: [null],
    to: received,
    effects: [...PLACEMENT, 'hold card'],
    event: 'order.placed',
    told: printed(withTable(receipt)),
  },
  accept: {
    from: [received],
    to: accepted,
    effects: ['capture card'],
    event: 'order.accepted',
    told: printed(everyone),
  },
  delay: {
    from: [accepted],
    to: accepted,
    effects: [],
    event: 'order.delayed',
    told: printed(everyone),
  },
  ready: { from: [accepted], to: ready, effects: [], event: 'order.ready', told: everyone },
  fulfil: {
    from: [accepted, ready],
    to: { status: 'Fulfilled', ready: false },
    effects: ['award points'],
    event: 'order.fulfilled',
    told: noMail,
  },
  reject: withdrawn([received], 'Rejected'),
  cancel: withdrawn([received], 'Cancelled'),
  // The booking's own news tells the inbox and the guest of the table.
  'cancel with table': withdrawn([received, accepted, ready], 'Cancelled', printed(everyone)),
  expire: withdrawn([received], 'Cancelled'),
};

export const ORDER_LIFE_EVENTS = Object.keys(ORDER_TRANSITIONS) as OrderLifeEvent[];

const sameState = (a: OrderLifeState | null, b: OrderLifeState | null) =>
  a === b || (a !== null && b !== null && a.status === b.status && a.ready === b.ready);

/** Whether `event` may happen to an order in `state` (null: no order yet). */
export const isAllowed = (state: OrderLifeState | null, event: OrderLifeEvent): boolean =>
  ORDER_TRANSITIONS[event].from.some((from) => sameState(from, state));

/** The statuses no event leads out of. */
export const isTerminal = (status: OrderStatus): boolean =>
  status === 'Fulfilled' || status === 'Rejected' || status === 'Cancelled';

/**
 * The state `event` leads to from `state`, with its effects; `refused` with the state unchanged when
 * the table does not allow it.
 */
export function orderTransition(
  state: OrderLifeState | null,
  event: OrderLifeEvent,
):
  | { ok: true; state: OrderLifeState; transition: OrderTransition }
  | { ok: false; state: OrderLifeState | null } {
  if (!isAllowed(state, event)) return { ok: false, state };
  const transition = ORDER_TRANSITIONS[event];
  return { ok: true, state: transition.to, transition };
}

/** The statuses an event may start from (the conditional write's `WHERE status IN (…)`). */
export const fromStatuses = (event: OrderLifeEvent): OrderStatus[] => [
  ...new Set(ORDER_TRANSITIONS[event].from.flatMap((state) => (state ? [state.status] : []))),
];

/** Whether the event needs the order not yet marked ready (delay, ready): readiness is part of its state. */
export const needsNotReady = (event: OrderLifeEvent): boolean =>
  ORDER_TRANSITIONS[event].from.every((state) => state === null || !state.ready);

/**
 * The diner's mail of a transition, or null when the diner is not mailed. A placement mails the
 * receipt (issue 31): the diner hears at once, not only when the kitchen answers.
 */
export type OrderMailKind = 'receipt' | 'accepted' | 'delayed' | 'ready' | 'rejected' | 'cancelled';

const MAIL_OF_EVENT: Readonly<Record<OrderEventType, OrderMailKind | null>> = {
  'order.placed': 'receipt',
  'order.accepted': 'accepted',
  'order.delayed': 'delayed',
  'order.ready': 'ready',
  'order.fulfilled': null,
  'order.rejected': 'rejected',
  'order.cancelled': 'cancelled',
};

export const mailKindOf = (event: OrderEventType): OrderMailKind | null => MAIL_OF_EVENT[event];
