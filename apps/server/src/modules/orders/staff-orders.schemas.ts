import { ORDER_DELAY_MINUTES, ORDER_STATUSES } from '@storefront/domain';
import { z } from 'zod';
import { listOf, pageQueryFields } from '../../http/pagination';

/* The staff's order board and the kitchen's answers to an order, under /api/staff. */

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
    /**
     * `today`: the board's day, cut at each restaurant's local midnight by the server's clock: what
     * came in since then, and every order still open whatever day it came in.
     */
    day: z.literal('today', { message: "day must be 'today'" }).optional(),
    ...pageQueryFields,
  })
  .strict()
  .refine((query) => !(query.day && query.since), {
    message: 'Give since or day, not both',
    path: ['day'],
  });

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

export const acceptSchema = z
  .object({
    prepMinutes: z
      .number({ message: 'prepMinutes must be a number' })
      .int('prepMinutes must be a whole number')
      .min(1, 'prepMinutes must be at least 1')
      .max(240, 'prepMinutes must be at most 240')
      .nullish(),
  })
  .strict();

export const delaySchema = z
  .object({
    minutes: z
      .number({ message: 'minutes must be a number' })
      .int('minutes must be a whole number')
      .min(ORDER_DELAY_MINUTES.min, `minutes must be at least ${ORDER_DELAY_MINUTES.min}`)
      .max(ORDER_DELAY_MINUTES.max, `minutes must be at most ${ORDER_DELAY_MINUTES.max}`),
  })
  .strict();

export const rejectSchema = z
  .object({ reason: z.string().trim().max(300, 'reason must be at most 300 characters').nullish() })
  .strict();

export type StaffOrdersQuery = z.output<typeof staffOrdersQuerySchema>;
