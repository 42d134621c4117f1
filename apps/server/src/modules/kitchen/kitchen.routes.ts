import type { FastifyInstance } from 'fastify';
import { staffRoutesOn } from '../../http/staff-route';
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

  const atRestaurant = staffRoutesOn(app, '/restaurants/:restaurantId', restaurantParams);
  atRestaurant('GET', '/operations', (principal, { restaurantId }) =>
    getOperations(db, principal, restaurantId),
  );
  atRestaurant('POST', '/pause', (principal, { restaurantId }, { body }) =>
    pauseOrdering(db, principal, restaurantId, parse(pauseSchema, body), app.now()),
  );
  atRestaurant('POST', '/resume', (principal, { restaurantId }, { body }) =>
    resumeOrdering(db, principal, restaurantId, parse(resumeSchema, body).method, app.now()),
  );
  atRestaurant('PUT', '/busy', (principal, { restaurantId }, { body }) =>
    setBusyMode(db, principal, restaurantId, parse(busySchema, body), app.now()),
  );
  atRestaurant('DELETE', '/busy', (principal, { restaurantId }) =>
    setBusyMode(db, principal, restaurantId, null, app.now()),
  );
  atRestaurant('PUT', '/capacity', (principal, { restaurantId }, { body }) =>
    setSlotCapacity(db, principal, restaurantId, parse(capacitySchema, body), app.now()),
  );

  const atItem = staffRoutesOn(app, '/restaurants/:restaurantId/items/:itemId', itemParams);
  atItem('POST', '/sold-out', (principal, { restaurantId, itemId }, { body }) =>
    markItemSoldOut(db, principal, restaurantId, itemId, parse(soldOutSchema, body), app.now()),
  );

  const atOption = staffRoutesOn(
    app,
    '/restaurants/:restaurantId/items/:itemId/options/:optionId',
    optionParams,
  );
  atOption('POST', '/sold-out', (principal, { restaurantId, itemId, optionId }, { body }) => {
    const choice = parse(soldOutSchema, body);
    return markOptionSoldOut(db, principal, restaurantId, itemId, optionId, choice, app.now());
  });

  // The order's lifecycle tells the board, the diner and the integrators of each change.
}
