import type { ApiOrder } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { tenantOriginOf } from '../../http/origin';
import { restaurantSettingsOf } from '../restaurants/restaurants.presenter';
import {
  dinerReservationMail,
  restaurantReservationMail,
  type ReservationMailContext,
  type ReservationMailKind,
} from './reservations.mail';
import {
  getDinerReservation,
  type ReservationEventType,
  type ReservationRecord,
} from './reservations.service';

/** What the signed manage-link token is for (decision 0036). */
export const MANAGE_LINK_PURPOSE = 'reservation-manage';

/*
 * How each audience of a booking's news is told (the domain's RESERVATION_NEWS_AUDIENCE; the
 * subscribers in reservations.subscribers.ts): the restaurant's staff over the socket, the diner and
 * the restaurant by mail. A mail carries the key of the event it is sent for, so an event delivered
 * twice mails once. Links come from the tenant's configured website (tenantOriginOf), never from a
 * request's Host.
 */

/** The staff's inbox: a new booking, or one that changed. */
export function tellReservationBoard(
  app: FastifyInstance,
  type: ReservationEventType,
  record: ReservationRecord,
) {
  const { restaurant, reservation } = record;
  const timeZone = restaurantSettingsOf(restaurant).time_zone;
  if (type === 'reservation.created') app.realtime.emitNewReservation(restaurant.id, reservation, timeZone);
  else app.realtime.emitReservationUpdated(restaurant.id, reservation, timeZone);
}

function mailContext(
  app: FastifyInstance,
  { tenant, restaurant, reservation }: ReservationRecord,
): ReservationMailContext {
  const origin = tenantOriginOf(tenant, app.links);
  const token = app.linkSigner.sign(MANAGE_LINK_PURPOSE, tenant.id, reservation._id);
  return {
    tenant,
    restaurant,
    reservation,
    manageLink: `${origin}/reservation/manage?token=${encodeURIComponent(token)}`,
    inboxLink: `${origin}/staff/reservations`,
    now: app.now(),
  };
}

const DINER_MAIL: Readonly<Record<ReservationEventType, ReservationMailKind | null>> = {
  'reservation.created': 'received',
  'reservation.confirmed': 'confirmed',
  'reservation.cancelled': 'cancelled',
  'reservation.moved': 'moved',
  'reservation.updated': null,
};

/** The diner's mail of a booking's news (none for a change only the inbox shows). */
export async function mailReservationDiner(
  app: FastifyInstance,
  type: ReservationEventType,
  record: ReservationRecord,
  eventKey: string,
): Promise<void> {
  const kind = DINER_MAIL[type];
  if (kind) await app.mailer.send({ ...dinerReservationMail(kind, mailContext(app, record)), eventKey });
}

/** The restaurant's notice of a new or moved booking, with its calendar entry. */
export async function mailReservationRestaurant(
  app: FastifyInstance,
  record: ReservationRecord,
  eventKey: string,
): Promise<void> {
  const notice = restaurantReservationMail(mailContext(app, record), record.movedFrom);
  if (notice) await app.mailer.send({ ...notice, eventKey });
}

/**
 * The table booked (or cancelled) with a Dine-in order, told as a booking of its own is: the inbox
 * (with its pre-order, as the list shows it), the guest and, for a new one, the restaurant.
 */
export async function announceTableOfOrder(
  app: FastifyInstance,
  news: 'new' | 'cancelled',
  tenantId: string,
  order: ApiOrder,
  eventKey: string,
): Promise<void> {
  if (!order.table) return;
  const { record } = await getDinerReservation(app.db.kysely, tenantId, order.table.reservationId, app.now());
  const preOrder = {
    _id: order._id,
    orderNumber: order.orderNumber,
    status: order.status,
    total: order.total,
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
  };
  const withOrder = { ...record, reservation: { ...record.reservation, preOrder } };
  const type = news === 'new' ? 'reservation.created' : 'reservation.cancelled';
  tellReservationBoard(app, type, withOrder);
  if (news === 'new') await mailReservationRestaurant(app, withOrder, `${eventKey}:restaurant mail`);
  await mailReservationDiner(app, type, withOrder, `${eventKey}:diner mail`);
}
