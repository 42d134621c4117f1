/*
 * The durable events of an order's life and of a booking's (issue 26; decision 0063): each change
 * writes its event in the transaction that made it (the outbox, `outbox_events`), and dispatchers
 * hand it to every subscriber after the commit, at least once, in order per order or booking, in
 * whichever server process claims it. A crash between the commit and a send loses nothing.
 */

import {
  ORDER_TRANSITIONS,
  RESERVATION_NEWS_AUDIENCE,
  type OrderAudience,
  type OrderLifeEvent,
  type ReservationAudience,
  type ReservationEventType,
  type WebhookEventType,
} from '@storefront/domain';

/** What an event is about. */
export type EventAggregate = 'order' | 'reservation';

/**
 * The event types integrators can subscribe to (outbound webhooks, decision 0064): Stripe-like names,
 * the order or booking as the staff API shows it in `data`. The domain lists them for the console.
 */
export type PublicEventType = WebhookEventType;

/** Types the product's own subscribers hear as well (the inbox redraws a moved or edited booking). */
export type InternalEventType = 'reservation.moved' | 'reservation.updated';

export type EventType = PublicEventType | InternalEventType;

/** One stored event, as subscribers receive it. */
export interface OutboxEvent<Data = unknown> {
  /** Unique; subscribers are idempotent by it (a redelivery changes nothing twice). */
  id: string;
  tenantId: string;
  /** The location whose staff the event concerns. */
  restaurantId: string;
  aggregate: EventAggregate;
  aggregateId: string;
  /** 1, 2, 3… per order or booking: the order in which subscribers receive its events. */
  seq: number;
  type: EventType;
  /** The transition that wrote it, for an order's event (the domain's table says who is told). */
  cause: OrderLifeEvent | null;
  /** The order (ApiOrder) or booking (ApiReservation) as the staff API showed it at the change. */
  data: Data;
  /** ISO instant of the change. */
  createdAt: string;
}

/**
 * Who hears of events: the domain's tables say, per event type, which of them are told (the order's
 * transition table, the booking's news table); a subscriber serves one of them.
 */
export type Audience = OrderAudience | ReservationAudience;

/**
 * Something that tells the world of a change: the staff board's socket, the diner's mail, outbound
 * webhooks, and later printers and texts. `handle` must be idempotent by `event.id`: an event is
 * delivered at least once (again after a crash or when another subscriber of it failed).
 */
export interface EventSubscriber {
  /** For logs and the dispatcher's errors. */
  name: string;
  /** Whom it tells: it hears the events whose audience includes this. */
  audience: Audience;
  handle(event: OutboxEvent): Promise<void>;
}

/** Who is told of an event: what the domain's tables say of its cause (a change there reaches every subscriber). */
export function audienceOf(event: Pick<OutboxEvent, 'type' | 'cause'>): readonly Audience[] {
  if (event.cause) return ORDER_TRANSITIONS[event.cause].told;
  if (event.type === 'payment.refunded') return ['staff board', 'integrations'];
  return RESERVATION_NEWS_AUDIENCE[event.type as ReservationEventType];
}
