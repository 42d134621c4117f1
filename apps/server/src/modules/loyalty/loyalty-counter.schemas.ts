import { z } from 'zod';
import { pageQueryFields } from '../../http/pagination';
import { requiredText } from '../../http/validate';

export const memberParams = z.object({ customerId: z.string().max(64) });

export const memberLookupQuery = z.object({
  query: requiredText(
    'query is required: the member’s code, email or phone number',
    254,
    'query must be at most 254 characters',
  ),
  ...pageQueryFields,
});

export const ledgerPageQuery = z.object(pageQueryFields);

export const inStorePurchaseSchema = z
  .object({
    restaurantId: z.string({ message: 'restaurantId is required' }).max(64),
    amount: z
      .number({ message: 'amount must be the purchase in dollars, e.g. 23.50' })
      .positive('amount must be more than $0.00')
      .max(100_000, 'amount must be at most $100,000.00')
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'amount must be in whole cents'),
    note: z.string().trim().max(120, 'note must be at most 120 characters').nullish(),
  })
  .strict();

export const counterDebitSchema = z
  .object({
    reason: z.enum(['redemption', 'correction'], { message: "reason must be 'redemption' or 'correction'" }),
    restaurantId: z.string({ message: 'restaurantId is required' }).max(64),
    points: z
      .number({ message: 'points must be a whole number of points' })
      .int('points must be a whole number of points')
      .positive('points must be at least 1')
      .max(10_000_000, 'points must be at most 10,000,000'),
    note: z.string().trim().max(120, 'note must be at most 120 characters').nullish(),
  })
  .strict();
