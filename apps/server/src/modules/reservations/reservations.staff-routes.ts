import { signedInOwner } from '../../plugins/staff-session';
import type { FastifyInstance } from 'fastify';
import { RESERVATION_CHANGE_MESSAGES } from '@storefront/domain';
import { parse } from '../../http/validate';
import {
  reservationParams,
  reservationSettingsQuerySchema,
  reservationSettingsSchema,
  staffReservationChangeSchema,
  staffReservationsQuerySchema,
} from './reservations.schemas';
import {
  changeStaffReservationStatus,
  getReservationSettings,
  listStaffReservations,
  updateReservationSettings,
} from './reservations.service';

/*
 * The staff console's reservations inbox under /api/staff: the list (per restaurant, paginated),
 * Confirm / Cancel / Complete / No-show, and the diner's change cut-off setting.
 */
export async function reservationStaffRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.db.kysely;

  app.get('/reservations', async (request) => {
    const principal = request.staff;
    const query = parse(staffReservationsQuerySchema, request.query);
    return listStaffReservations(db(), principal, query, app.now());
  });

  app.post('/reservations/:reservationId/status', async (request) => {
    const principal = request.staff;
    const { reservationId } = parse(reservationParams, request.params);
    const change = parse(staffReservationChangeSchema, request.body);
    const record = await changeStaffReservationStatus(
      db(),
      app.orderLife,
      principal,
      reservationId,
      change,
      app.now(),
    );
    app.events.publish(record.events ?? []);
    if (record.cancelledOrder) await app.orderLife.finish(record.cancelledOrder, app.now());
    return record.reservation;
  });

  app.get('/reservation-settings', async (request) => {
    const principal = request.staff;
    const { restaurantId } = parse(reservationSettingsQuerySchema, request.query);
    return getReservationSettings(db(), principal, restaurantId);
  });

  app.put('/reservation-settings', async (request) => {
    const principal = signedInOwner(request, RESERVATION_CHANGE_MESSAGES.ownerOnlyCutoff);
    const body = parse(reservationSettingsSchema, request.body);
    return updateReservationSettings(db(), principal, body, app.now());
  });
}
