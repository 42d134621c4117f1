import type { FastifyInstance } from 'fastify';
import { tenantOriginOf } from '../../http/origin';
import { restaurantSettingsOf } from '../restaurants/restaurants.presenter';
import {
  dinerReservationMail,
  restaurantReservationMail,
  type ReservationMailContext,
} from './reservations.mail';
import type { ApiOrder } from '@storefront/domain';
import { getDinerReservation, type ReservationRecord } from './reservations.service';

/** What the signed manage-link token is for (decision 0036). */
export const MANAGE_LINK_PURPOSE = 'reservation-manage';

export type ReservationNews = 'new' | 'confirmed' | 'cancelled' | 'moved' | 'updated';

/**
 * Tells everyone what happened to a booking: the restaurant's staff over the socket at once, and the
 * diner (and, for a new or moved booking, the restaurant) by mail after the answer. Links come from the
 * tenant's configured website (tenantOriginOf), never from the request's Host alone.
 */
export function announceReservation(
  app: FastifyInstance,
  news: ReservationNews,
  record: ReservationRecord,
): void {
  const { tenant, restaurant, reservation } = record;
  const timeZone = restaurantSettingsOf(restaurant).time_zone;
  if (news === 'new') app.realtime.emitNewReservation(restaurant.id, reservation, timeZone);
  else app.realtime.emitReservationUpdated(restaurant.id, reservation, timeZone);
  if (news === 'updated') return;

  const origin = tenantOriginOf(tenant, app.links);
  const token = app.linkSigner.sign(MANAGE_LINK_PURPOSE, tenant.id, reservation._id);
  const context: ReservationMailContext = {
    tenant,
    restaurant,
    reservation,
    manageLink: `${origin}/reservation/manage?token=${encodeURIComponent(token)}`,
    inboxLink: `${origin}/staff/reservations`,
    now: app.now(),
  };
  app.background.run(`reservation ${news} mail`, async () => {
    if (news === 'new' || news === 'moved') {
      const notice = restaurantReservationMail(context, record.movedFrom);
      if (notice) await app.mailer.send(notice);
    }
    await app.mailer.send(dinerReservationMail(news === 'new' ? 'received' : news, context));
  });
}

/** Announces the table booked (or cancelled) with a Dine-in order, as a booking of its own is. */
export async function announceTableOfOrder(
  app: FastifyInstance,
  news: 'new' | 'cancelled',
  tenantId: string,
  order: ApiOrder,
): Promise<void> {
  if (!order.table) return;
  const { record } = await getDinerReservation(app.db.kysely, tenantId, order.table.reservationId, app.now());
  // The inbox draws the row from the event: with its pre-order, as the list shows it.
  const preOrder = {
    _id: order._id,
    orderNumber: order.orderNumber,
    status: order.status,
    total: order.total,
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
  };
  announceReservation(app, news, { ...record, reservation: { ...record.reservation, preOrder } });
}
