import { z } from 'zod';

const field = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`);

/**
 * POST /payments/{id}/confirm: the test provider's card form, or its extra confirmation step, or
 * `paymentMethod`, the _id of one of the signed-in member's saved cards (one tap). The card number
 * never reaches Stripe this way: there, Stripe.js holds it.
 */
/** The built-in test provider's card form (to pay, or to save a card). */
export const testCardSchema = z.object({
  number: field('card.number', 23),
  expiry: field('card.expiry', 7),
  cvc: field('card.cvc', 4),
  postalCode: field('card.postalCode', 10),
  name: field('card.name', 120).nullish(),
});

export const confirmPaymentSchema = z.union(
  [
    z.object({ card: testCardSchema }),
    z.object({
      authentication: z.enum(['complete', 'fail'], {
        message: "authentication must be 'complete' or 'fail'",
      }),
    }),
    z.object({ paymentMethod: field('paymentMethod', 255).min(1) }),
  ],
  {
    message:
      'Send the card (number, expiry, cvc, postalCode), an authentication result or a saved paymentMethod.',
  },
);

/** PUT /api/staff/settings/payments/{restaurantId}: the location takes payment online or not. */
export const onlinePaymentSwitchSchema = z.strictObject({
  acceptOnlinePayment: z.boolean({ message: 'acceptOnlinePayment must be true or false' }),
});
