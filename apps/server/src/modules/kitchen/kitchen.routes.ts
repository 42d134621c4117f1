import type { ApiOrder } from '@storefront/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import { requireStaffAt } from '../staff/staff.auth';
import type { StaffPrincipal } from '../staff/staff.service';
import { announceStaffOrderChange } from '../staff/staff-order-news';
import type { OrderStatusMailKind } from './kitchen.mail';
import {
  acceptSchema,
  busySchema,
  capacitySchema,
  delaySchema,
  itemParams,
  kitchenOrderParams,
  optionParams,
  pauseSchema,
  pickupSlotsParams,
  pickupSlotsQuery,
  rejectSchema,
  restaurantParams,
  resumeSchema,
  soldOutSchema,
} from './kitchen.schemas';
import { orderSidesOf } from '../orders/orders.service';
import { answerOrder, delayAcceptedOrder, markReady, type KitchenAnswer } from './kitchen-orders.service';
import {
  getOperations,
  getPickupSlots,
  markItemSoldOut,
  markOptionSoldOut,
  pauseOrdering,
  resumeOrdering,
  setBusyMode,
  setSlotCapacity,
} from './kitchen.service';

/** GET /api/eater/restaurants/{id}/pickupslots: the full slots of a date and the location's operations. */
export async function kitchenPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get('/restaurants/:id/pickupslots', async (request) => {
    const { id } = parse(pickupSlotsParams, request.params);
    const { deliveryMethod, date } = parse(pickupSlotsQuery, request.query);
    return getPickupSlots(app.db.kysely, requireTenant(request).id, id, deliveryMethod, date, app.now());
  });
}

/** The kitchen controls under /api/staff (app.ts), scoped by the staff member's restaurants. */
export async function kitchenStaffRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db.kysely;

  app.get('/restaurants/:restaurantId/operations', async (request) => {
    const [principal, { restaurantId }] = await requireStaffAt(request, restaurantParams);
    return getOperations(db, principal, restaurantId);
  });

  app.post('/restaurants/:restaurantId/pause', async (request) => {
    const [principal, { restaurantId }] = await requireStaffAt(request, restaurantParams);
    return pauseOrdering(db, principal, restaurantId, parse(pauseSchema, request.body), app.now());
  });

  app.post('/restaurants/:restaurantId/resume', async (request) => {
    const [principal, { restaurantId }] = await requireStaffAt(request, restaurantParams);
    const { method } = parse(resumeSchema, request.body);
    return resumeOrdering(db, principal, restaurantId, method, app.now());
  });

  app.put('/restaurants/:restaurantId/busy', async (request) => {
    const [principal, { restaurantId }] = await requireStaffAt(request, restaurantParams);
    return setBusyMode(db, principal, restaurantId, parse(busySchema, request.body), app.now());
  });

  app.delete('/restaurants/:restaurantId/busy', async (request) => {
    const [principal, { restaurantId }] = await requireStaffAt(request, restaurantParams);
    return setBusyMode(db, principal, restaurantId, null, app.now());
  });

  app.put('/restaurants/:restaurantId/capacity', async (request) => {
    const [principal, { restaurantId }] = await requireStaffAt(request, restaurantParams);
    return setSlotCapacity(db, principal, restaurantId, parse(capacitySchema, request.body), app.now());
  });

  app.post('/restaurants/:restaurantId/items/:itemId/sold-out', async (request) => {
    const [principal, { restaurantId, itemId }] = await requireStaffAt(request, itemParams);
    const choice = parse(soldOutSchema, request.body);
    return markItemSoldOut(db, principal, restaurantId, itemId, choice, app.now());
  });

  app.post('/restaurants/:restaurantId/items/:itemId/options/:optionId/sold-out', async (request) => {
    const [principal, { restaurantId, itemId, optionId }] = await requireStaffAt(request, optionParams);
    const choice = parse(soldOutSchema, request.body);
    return markOptionSoldOut(db, principal, restaurantId, itemId, optionId, choice, app.now());
  });

  /**
   * Answers a kitchen order change as the staff board answers its own: the same news, and a rejected
   * Dine-in order's table is cancelled with it (the reject is given `orderSidesOf(app)`).
   */
  const changed = (request: FastifyRequest, order: ApiOrder, kind: OrderStatusMailKind) =>
    announceStaffOrderChange(app, requireTenant(request).id, order, kind);

  /** Accepts or rejects a received order: an Online order's card money and a Dine-in order's table go with it. */
  const answer = async (
    request: FastifyRequest,
    principal: StaffPrincipal,
    orderId: string,
    kitchenAnswer: KitchenAnswer,
  ) => {
    const order = await answerOrder(db, principal, orderId, kitchenAnswer, app.now(), orderSidesOf(app));
    return changed(request, order, kitchenAnswer.status === 'Accepted' ? 'accepted' : 'rejected');
  };

  app.post('/orders/:orderId/accept', async (request) => {
    const [principal, { orderId }] = await requireStaffAt(request, kitchenOrderParams);
    const { prepMinutes } = parse(acceptSchema, request.body ?? {});
    return answer(request, principal, orderId, { status: 'Accepted', prepMinutes: prepMinutes ?? null });
  });

  app.post('/orders/:orderId/delay', async (request) => {
    const [principal, { orderId }] = await requireStaffAt(request, kitchenOrderParams);
    const { minutes } = parse(delaySchema, request.body);
    return changed(request, await delayAcceptedOrder(db, principal, orderId, minutes, app.now()), 'delayed');
  });

  app.post('/orders/:orderId/ready', async (request) => {
    const [principal, { orderId }] = await requireStaffAt(request, kitchenOrderParams);
    return changed(request, await markReady(db, principal, orderId, app.now()), 'ready');
  });

  app.post('/orders/:orderId/reject', async (request) => {
    const [principal, { orderId }] = await requireStaffAt(request, kitchenOrderParams);
    const { reason } = parse(rejectSchema, request.body ?? {});
    return answer(request, principal, orderId, { status: 'Rejected', reason: reason || null });
  });
}
