/*
 * A coupon the tenant hands out itself (a paper coupon, or a code made for a campaign): the coupons
 * rows not issued to a member or by an order. Coupons issued by orders are history, not configuration,
 * and are never part of a tenant document.
 */
import { z } from 'zod';
import { dollars, instantRef, text } from './fields';

export const couponSchema = z
  .object({
    code: z
      .string({ message: 'The code must be text' })
      .regex(/^[A-Za-z0-9-]{3,40}$/, 'A coupon code is 3 to 40 letters, digits or dashes'),
    name: text('The coupon name', 200),
    /** Dollars off. */
    amount: dollars('The amount'),
    /** Printed and handed out (the cashier types it). */
    paper: z.boolean().default(false),
    single_use: z.boolean().default(true),
    valid_from: instantRef('Valid from').nullable().default(null),
    valid_until: instantRef('Valid until').nullable().default(null),
    /** The key of the promotion it belongs to, if any. */
    promotion: z.string().min(1).nullable().default(null),
  })
  .refine((c) => c.amount > 0, { message: 'A coupon takes something off', path: ['amount'] });

export type Coupon = z.output<typeof couponSchema>;
