import { reservationRequestSchema } from '@storefront/domain';
import { z } from 'zod';
import { listOf, pageNumberFields } from '../../http/pagination';

const STATUSES = ['Pending', 'Confirmed', 'Cancelled', 'Completed', 'No-show'] as const;

export const reservationMoveSchema = z
  .object({
    reservedDate: reservationRequestSchema.shape.reservedDate,
    reservedTime: reservationRequestSchema.shape.reservedTime,
  })
  .strict();

export const manageTokenParams = z.object({ id: z.string().max(64), token: z.string().max(200) });
export const memberReservationParams = z.object({
  id: z.string().max(64),
  reservationId: z.string().max(64),
});
export const reservationParams = z.object({ reservationId: z.string().max(64) });

export const staffReservationsQuerySchema = z
  .object({
    restaurantId: z.string().max(64).optional(),
    /** The first date shown, 'YYYY-MM-DD' (default: the restaurant's today). */
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date like 2026-11-25')
      .optional(),
    status: listOf('status', STATUSES).optional(),
    ...pageNumberFields(20),
  })
  .strict();

export const staffReservationChangeSchema = z
  .object({
    status: z.enum(['Confirmed', 'Cancelled', 'Completed', 'No-show'], {
      message: "status must be 'Confirmed', 'Cancelled', 'Completed' or 'No-show'",
    }),
    reason: z.string().trim().max(255, 'The reason can be at most 255 characters.').nullish(),
    expectedStatus: z
      .enum(STATUSES, {
        message: "expectedStatus must be 'Pending', 'Confirmed', 'Cancelled', 'Completed' or 'No-show'",
      })
      .nullish(),
  })
  .strict();

export const reservationSettingsQuerySchema = z.object({ restaurantId: z.string().max(64) }).strict();

export const reservationSettingsSchema = z
  .object({
    restaurantId: z.string().max(64),
    reservation_change_cutoff_minutes: z
      .number({ message: 'The cut-off must be a number of minutes' })
      .int('The cut-off must be a whole number of minutes')
      .min(0, 'The cut-off cannot be negative')
      .max(7 * 24 * 60, 'The cut-off can be at most 7 days'),
  })
  .strict();
