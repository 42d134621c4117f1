/*
 * Who hears of an order's changes (issue 26; decision 0063): each audience of the transition table
 * is one subscriber of the order's events. Each is idempotent by event id: the board and the diner's
 * page are told the order as it is now (telling them twice changes nothing), the diner's mail carries
 * the event's key (mailed once), and a Dine-in order's table news is the booking's own.
 */
import { mailKindOf, type ApiOrder, type OrderEventType } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { EventSubscriber, OutboxEvent } from '../../events/event';
import { tenantOriginOf } from '../../http/origin';
import { mailBrandOf, requireTenantRow } from '../tenants/tenants.service';
import { orderMail } from './orders.mail';
import { getOrder } from './orders.service';

const orderOf = (event: OutboxEvent) => event.data as ApiOrder;

export function orderSubscribers(app: FastifyInstance): EventSubscriber[] {
  /*
   * The board and the diner's page show the order as it is when they hear of it (after a change's
   * card money call: Paid, not Authorised); a placement is new, so its event's copy is current.
   * Both read it once per event.
   */
  const reading = new Map<string, Promise<ApiOrder>>();
  const currentOrder = (event: OutboxEvent): Promise<ApiOrder> => {
    if (event.type === 'order.placed') return Promise.resolve(orderOf(event));
    let read = reading.get(event.id);
    if (!read) {
      read = getOrder(app.db.kysely, event.tenantId, event.aggregateId);
      reading.set(event.id, read);
      // Both subscribers ask in the same delivery: the read is kept only that long.
      void read.finally(() => setImmediate(() => reading.delete(event.id))).catch(() => undefined);
    }
    return read;
  };

  return [
    {
      name: 'order board',
      audience: 'staff board',
      async handle(event) {
        if (event.aggregate !== 'order') return;
        const order = await currentOrder(event);
        const timeZone = order.restaurant.settings.time_zone;
        if (event.type === 'order.placed') app.realtime.emitNewOrder(order.restaurant._id, order, timeZone);
        else app.realtime.emitOrderUpdated(order.restaurant._id, order, timeZone);
      },
    },
    {
      name: "diner's order page",
      audience: 'diner page',
      async handle(event) {
        if (event.aggregate !== 'order') return;
        app.realtime.emitToOrderPage(await currentOrder(event));
      },
    },
    {
      name: "diner's order mail",
      audience: 'diner mail',
      async handle(event) {
        const kind = event.aggregate === 'order' ? mailKindOf(event.type as OrderEventType) : null;
        // A phone order's caller may have given no email (decision 0087).
        if (!kind || !orderOf(event).email) return;
        const tenant = await requireTenantRow(app.db.kysely, event.tenantId);
        const mail = orderMail(tenant, orderOf(event), kind, tenantOriginOf(tenant, app.links));
        await app.mailer.send({
          ...mail,
          eventKey: `${event.id}:diner mail`,
          brand: mailBrandOf(tenant, app.links),
        });
      },
    },
  ];
}
