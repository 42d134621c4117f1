import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/validate';
import { requireTenant } from '../../plugins/tenant';
import {
  busySchema,
  capacitySchema,
  itemParams,
  optionParams,
  pauseSchema,
  pickupSlotsParams,
  pickupSlotsQuery,
  restaurantParams,
  resumeSchema,
  soldOutSchema,
} from './kitchen.schemas';
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
    const principal = request.staff;
    const { restaurantId } = parse(restaurantParams, request.params);
    return getOperations(db, principal, restaurantId);
  });

  app.post('/restaurants/:restaurantId/pause', async (request) => {
    const principal = request.staff;
    const { restaurantId } = parse(restaurantParams, request.params);
    return pauseOrdering(db, principal, restaurantId, parse(pauseSchema, request.body), app.now());
  });

  app.post('/restaurants/:restaurantId/resume', async (request) => {
    const principal = request.staff;
    const { restaurantId } = parse(restaurantParams, request.params);
    const { method } = parse(resumeSchema, request.body);
    return resumeOrdering(db, principal, restaurantId, method, app.now());
  });

  app.put('/restaurants/:restaurantId/busy', async (request) => {
    const principal = request.staff;
    const { restaurantId } = parse(restaurantParams, request.params);
    return setBusyMode(db, principal, restaurantId, parse(busySchema, request.body), app.now());
  });

  app.delete('/restaurants/:restaurantId/busy', async (request) => {
    const principal = request.staff;
    const { restaurantId } = parse(restaurantParams, request.params);
    return setBusyMode(db, principal, restaurantId, null, app.now());
  });

  app.put('/restaurants/:restaurantId/capacity', async (request) => {
    const principal = request.staff;
    const { restaurantId } = parse(restaurantParams, request.params);
    return setSlotCapacity(db, principal, restaurantId, parse(capacitySchema, request.body), app.now());
  });

  app.post('/restaurants/:restaurantId/items/:itemId/sold-out', async (request) => {
    const principal = request.staff;
    const { restaurantId, itemId } = parse(itemParams, request.params);
    const choice = parse(soldOutSchema, request.body);
    return markItemSoldOut(db, principal, restaurantId, itemId, choice, app.now());
  });

  app.post('/restaurants/:restaurantId/items/:itemId/options/:optionId/sold-out', async (request) => {
    const principal = request.staff;
    const { restaurantId, itemId, optionId } = parse(optionParams, request.params);
    const choice = parse(soldOutSchema, request.body);
    return markOptionSoldOut(db, principal, restaurantId, itemId, optionId, choice, app.now());
  });

  // The order's lifecycle tells the board, the diner and the integrators of each change.
}
