import { BUSY_EXTRA_MINUTES, isLocalDate } from '@storefront/domain';
import { z } from 'zod';

/** A real calendar date 'YYYY-MM-DD' (not 2026-02-30). */
const localDate = (name: string) =>
  z.string().max(10).refine(isLocalDate, `${name} must be a date (YYYY-MM-DD)`);

const method = z.enum(['Pickup', 'Delivery'], { message: "method must be 'Pickup' or 'Delivery'" });
const instant = (name: string) =>
  z.iso
    .datetime({ offset: true, message: `${name} must be an ISO 8601 date and time` })
    .transform((value) => new Date(value).toISOString());

export const restaurantParams = z.object({ restaurantId: z.string().max(64) });
export const itemParams = z.object({ restaurantId: z.string().max(64), itemId: z.string().max(64) });
export const optionParams = itemParams.extend({ optionId: z.string().max(64) });

export const pickupSlotsParams = z.object({ id: z.string().max(64) });
export const pickupSlotsQuery = z.object({
  deliveryMethod: method.default('Pickup'),
  date: localDate('date').optional(),
});

/** A time of day on the restaurant's wall clock, 'HH:MM' (24-hour): the next time it comes round. */
const wallClock = (name: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${name} must be a time of day (HH:MM, 24-hour)`)
    .optional();

/** An end given one way: `until` (an instant) or `untilTime` (a time of day in the restaurant's zone). */
const oneEnd = (value: { until?: unknown; untilTime?: unknown }) =>
  (value.until !== undefined) !== (value.untilTime !== undefined);
const ONE_END_MESSAGE = 'Give the end as until (a date and time) or untilTime (HH:MM), not both';

export const pauseSchema = z
  .object({
    method,
    /** Null: until resumed. */
    until: instant('until').nullable().optional(),
    untilTime: wallClock('untilTime'),
    message: z.string().max(200, 'message must be at most 200 characters').nullish(),
  })
  .strict()
  .refine(oneEnd, ONE_END_MESSAGE);

export const resumeSchema = z.object({ method }).strict();

export const busySchema = z
  .object({
    extraMinutes: z.union(
      BUSY_EXTRA_MINUTES.map((m) => z.literal(m)),
      { message: 'extraMinutes must be 10, 20 or 30' },
    ),
    until: instant('until').optional(),
    untilTime: wallClock('untilTime'),
  })
  .strict()
  .refine(oneEnd, ONE_END_MESSAGE);

const limit = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(10_000, `${name} must be at most 10000`)
    .nullable();

export const capacitySchema = z
  .object({ maxOrders: limit('maxOrders'), maxItems: limit('maxItems') })
  .strict();

export const soldOutSchema = z.discriminatedUnion(
  'until',
  [
    z.object({ until: z.literal('end_of_day') }).strict(),
    z
      .object({
        until: z.literal('date'),
        date: localDate('date'),
      })
      .strict(),
    z.object({ until: z.literal('indefinitely') }).strict(),
    z.object({ until: z.literal('available') }).strict(),
  ],
  { message: "until must be 'end_of_day', 'date', 'indefinitely' or 'available'" },
);
