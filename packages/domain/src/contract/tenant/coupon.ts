/*
 * A coupon the tenant hands out itself (a paper coupon, or a code made for a campaign): the coupons
 * rows not issued to a member or by an order. Coupons issued by orders are history, not configuration,
 * and are never part of a tenant document.
 */
import { z } from 'zod';
import { dollars, instantRef, text, wholeNumber } from './fields';

export const AMOUNT_OR_PERCENT = 'Give an amount or a percentage (one of the two)';

export const couponSchema = z
  .object({
    code: z
      .string({ message: 'The code must be text' })
      .regex(/^[A-Za-z0-9-]{3,40}$/, 'A coupon code is 3 to 40 letters, digits or dashes'),
    name: text('The coupon name', 200),
    /** Dollars off; 0 when it is a percentage. */
    amount: dollars('The amount').default(0),
    /** A whole percentage off the items (migration 0024); null when it is an amount. */
    percent_off: wholeNumber('The percentage', 1, 100).nullable().default(null),
    /** Printed and handed out (the cashier types it). */
    paper: z.boolean().default(false),
    single_use: z.boolean().default(true),
    valid_from: instantRef('Valid from').nullable().default(null),
    valid_until: instantRef('Valid until').nullable().default(null),
    /** The key of the promotion it belongs to, if any. */
    promotion: z.string().min(1).nullable().default(null),
  })
  // One or the other: a coupon takes an amount or a percentage off, never both, never nothing.
  .refine((c) => c.amount > 0 !== (c.percent_off !== null), {
    message: AMOUNT_OR_PERCENT,
    path: ['amount'],
  });

export type Coupon = z.output<typeof couponSchema>;
