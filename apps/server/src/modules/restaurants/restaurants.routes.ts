import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireTenant, requireTenantParam } from '../../plugins/tenant';
import { parse } from '../../http/validate';
import {
  getPickupDates,
  getPlasticCutleryItems,
  getRestaurantBusinessHours,
  getRestaurants,
  getTenantBusinessHours,
} from './restaurants.service';

const restaurantParams = z.object({ id: z.string() });
const pickupDatesQuery = z.object({
  deliveryMethod: z
    .enum(['Pickup', 'Delivery'], { message: "deliveryMethod must be 'Pickup' or 'Delivery'" })
    .default('Pickup'),
});

export async function restaurantRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db.kysely;

  app.get('/tenants/:id/restaurants', async (request) => {
    const tenant = requireTenantParam(request);
    return getRestaurants(db, tenant.id);
  });

  app.get('/tenants/:id/businesshours', async (request) => {
    const tenant = requireTenantParam(request);
    return getTenantBusinessHours(db, tenant.id, app.now());
  });

  app.get('/restaurants/:id/businesshours', async (request) => {
    const { id } = parse(restaurantParams, request.params);
    return getRestaurantBusinessHours(db, requireTenant(request).id, id, app.now());
  });

  app.get('/restaurants/:id/pickupdates', async (request) => {
    const { id } = parse(restaurantParams, request.params);
    const { deliveryMethod } = parse(pickupDatesQuery, request.query);
    return getPickupDates(db, requireTenant(request).id, id, deliveryMethod, app.now());
  });

  app.get('/restaurants/:id/plastic-cutlery-items', async (request) => {
    const { id } = parse(restaurantParams, request.params);
    return getPlasticCutleryItems(db, requireTenant(request).id, id);
  });
}
