import { z } from 'zod';
import { listOf, pageQueryFields } from '../../http/pagination';

const ORDER_STATUSES = ['Received', 'Accepted', 'Fulfilled', 'Rejected', 'Cancelled'] as const;

export const staffLoginSchema = z
  .object({
    email: z
      .string({ message: 'Please enter your email' })
      .trim()
      .min(1, 'Please enter your email')
      .max(254, 'email must be at most 254 characters'),
    password: z
      .string({ message: 'Please enter password' })
      .min(1, 'Please enter password')
      .max(200, 'password must be at most 200 characters'),
  })
  .strict();

export const staffOrdersQuerySchema = z
  .object({
    restaurantId: z.string().max(64).optional(),
    /** One status or a comma-separated list, e.g. `Received,Accepted`. */
    status: listOf('status', ORDER_STATUSES).optional(),
    /** Only orders received at or after this instant (ISO 8601). */
    since: z.iso
      .datetime({ offset: true, message: 'since must be an ISO 8601 date and time' })
      .transform((value) => new Date(value).toISOString())
      .optional(),
    ...pageQueryFields,
  })
  .strict();

export const staffStatusChangeSchema = z
  .object({
    status: z.enum(['Accepted', 'Rejected', 'Fulfilled'], {
      message: "status must be 'Accepted', 'Rejected' or 'Fulfilled'",
    }),
    adjustedPickupTime: z.iso
      .datetime({ offset: true, message: 'adjustedPickupTime must be an ISO 8601 date and time' })
      .transform((value) => new Date(value).toISOString())
      .nullish(),
  })
  .strict();

export const orderParams = z.object({ orderId: z.string().max(64) });

export type StaffOrdersQuery = z.output<typeof staffOrdersQuerySchema>;
