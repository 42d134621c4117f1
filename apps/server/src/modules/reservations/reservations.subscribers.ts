/*
 * Who hears of a booking's changes (issue 26; decision 0063): each audience of the domain's
 * RESERVATION_NEWS_AUDIENCE is one subscriber of the booking's events, idempotent by event id; and
 * the table booking hears of a Dine-in order's placement and cancellation.
 */
import type { ApiOrder } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { EventSubscriber, OutboxEvent } from '../../events/event';
import { requireRestaurant } from '../restaurants/restaurants.service';
import { requireTenantRow } from '../tenants/tenants.service';
import {
  announceTableOfOrder,
  mailReservationDiner,
  mailReservationRestaurant,
  tellReservationBoard,
} from './reservations.notify';
import type { ReservationEventData, ReservationEventType, ReservationRecord } from './reservations.service';

export function reservationSubscribers(app: FastifyInstance): EventSubscriber[] {
  /** The booking as the event carries it, with its tenant and restaurant as the mails need them. */
  async function recordOf(event: OutboxEvent): Promise<ReservationRecord> {
    const { movedFrom, ...reservation } = event.data as ReservationEventData;
    const [tenant, restaurant] = await Promise.all([
      requireTenantRow(app.db.kysely, event.tenantId),
      requireRestaurant(app.db.kysely, event.tenantId, event.restaurantId),
    ]);
    return { tenant, restaurant, reservation, ...(movedFrom ? { movedFrom } : {}) };
  }
  const type = (event: OutboxEvent) => event.type as ReservationEventType;
  const forBookings =
    (tell: (event: OutboxEvent, record: ReservationRecord) => Promise<void> | void) =>
    async (event: OutboxEvent) => {
      if (event.aggregate === 'reservation') await tell(event, await recordOf(event));
    };

  return [
    // A Dine-in order's events tell its table's booking (the orders module knows nothing of bookings).
    {
      name: "a Dine-in order's table",
      audience: 'table booking',
      async handle(event) {
        const order = event.data as ApiOrder;
        if (event.aggregate !== 'order' || !order.table) return;
        await announceTableOfOrder(
          app,
          event.type === 'order.placed' ? 'new' : 'cancelled',
          event.tenantId,
          order,
          event.id,
        );
      },
    },
    {
      name: 'reservations inbox',
      audience: 'staff board',
      handle: forBookings((event, record) => tellReservationBoard(app, type(event), record)),
    },
    {
      name: "guest's reservation mail",
      audience: 'diner mail',
      handle: forBookings((event, record) =>
        mailReservationDiner(app, type(event), record, `${event.id}:diner mail`),
      ),
    },
    {
      name: "restaurant's reservation mail",
      audience: 'restaurant mail',
      handle: forBookings((event, record) =>
        mailReservationRestaurant(app, record, `${event.id}:restaurant mail`),
      ),
    },
  ];
}
