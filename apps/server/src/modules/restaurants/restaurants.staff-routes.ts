import { signedInOwner } from '../../plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { holidayRequestSchema, locationUpdateSchema } from '@storefront/domain';
import { parsePageQuery } from '../../http/pagination';
import { parse } from '../../http/validate';
import { addHoliday, listHolidays, listLocations, removeHoliday, updateLocation } from './locations.service';

const locationParams = z.object({ restaurantId: z.string().max(100) });
const holidayParams = locationParams.extend({ holidayId: z.string().max(100) });

/*
 * The owner console's Locations under /api/staff (owner only): the tenant's locations, a location's
 * sections saved whole, and its holiday hours.
 */
export async function locationStaffRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;

  app.get('/locations', async (request) => {
    const principal = request.staff;
    return listLocations(db(), principal, parsePageQuery(request));
  });

  app.put('/locations/:restaurantId', async (request) => {
    const principal = signedInOwner(request);
    const { restaurantId } = parse(locationParams, request.params);
    const input = parse(locationUpdateSchema, request.body);
    return updateLocation(db(), app.geo, principal, restaurantId, input, app.now());
  });

  app.get('/locations/:restaurantId/holidays', async (request) => {
    const principal = request.staff;
    const { restaurantId } = parse(locationParams, request.params);
    return listHolidays(db(), principal, restaurantId, parsePageQuery(request), app.now());
  });

  app.post('/locations/:restaurantId/holidays', async (request, reply) => {
    const principal = signedInOwner(request);
    const { restaurantId } = parse(locationParams, request.params);
    const input = parse(holidayRequestSchema, request.body);
    return reply.status(201).send(await addHoliday(db(), principal, restaurantId, input, app.now()));
  });

  app.delete('/locations/:restaurantId/holidays/:holidayId', async (request, reply) => {
    const principal = request.staff;
    const { restaurantId, holidayId } = parse(holidayParams, request.params);
    await removeHoliday(db(), principal, restaurantId, holidayId, app.now());
    return reply.status(204).send();
  });
}
