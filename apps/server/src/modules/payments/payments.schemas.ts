import { z } from 'zod';

const field = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`);

/**
 * POST /payments/{id}/confirm: the test provider's card form, or its extra confirmation step, or a
 * saved card (Stripe). The card number never reaches Stripe this way: there, Stripe.js holds it.
 */
export const confirmPaymentSchema = z.union(
  [
    z.object({
      card: z.object({
        number: field('card.number', 23),
        expiry: field('card.expiry', 7),
        cvc: field('card.cvc', 4),
        postalCode: field('card.postalCode', 10),
        name: field('card.name', 120).nullish(),
      }),
    }),
    z.object({
      authentication: z.enum(['complete', 'fail'], {
        message: "authentication must be 'complete' or 'fail'",
      }),
    }),
    z.object({ paymentMethod: field('paymentMethod', 255).min(1) }),
  ],
  {
    message: 'Send the card (number, expiry, cvc, postalCode), an authentication result or a paymentMethod.',
  },
);
