import type { KitchenTicket } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/validate';
import { bumpParams, kitchenQuerySchema, strikeParams } from './kitchen-display.schemas';
import { bumpOrder, listKitchenTickets, strikeLine } from './kitchen-display.service';

/*
 * The kitchen display's calls under /api/staff (app.ts; its hook signs every call in), scoped by the
 * staff member's restaurants. A mark is told to the location's screens as the order's update: the
 * board redraws the order, each display reads its station again.
 */
export async function kitchenDisplayRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db.kysely;
  const told = (ticket: KitchenTicket) => {
    const { order } = ticket;
    app.realtime.emitOrderUpdated(order.restaurant._id, order, order.restaurant.settings.time_zone);
    return ticket;
  };

  app.get('/kitchen', async (request) =>
    listKitchenTickets(db, request.staff, parse(kitchenQuerySchema, request.query)),
  );

  for (const [method, bumped] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method]('/orders/:orderId/kitchen/:station/bump', async (request) => {
      const { orderId, station } = parse(bumpParams, request.params);
      return told(await bumpOrder(db, request.staff, orderId, station, bumped, app.now()));
    });
    app[method]('/orders/:orderId/kitchen/items/:lineId/strike', async (request) => {
      const { orderId, lineId } = parse(strikeParams, request.params);
      return told(await strikeLine(db, request.staff, orderId, lineId, bumped, app.now()));
    });
  }
}
