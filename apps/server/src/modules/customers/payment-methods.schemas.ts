import { z } from 'zod';
import { testCardSchema } from '../payments/payments.schemas';
import { requiredEmail } from './customers.schemas';

/*
 * The saved cards' calls (accounts-and-extras §7): the spec's fields (customer, stripeTokenId,
 * stripeToken, email, phone). Only what the provider reports about a card is stored: the brand and
 * last four digits sent in stripeToken are ignored.
 */

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A card's email and phone: absent keeps the ones on file (undefined), empty or null clears them
 * (null), else the value.
 */
const contact = {
  email: z
    .union([requiredEmail('email must be an email address'), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  phone: z
    .string({ message: 'phone must be text' })
    .trim()
    .max(30, 'phone must be at most 30 characters')
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
};

export const methodParams = z.object({ id: z.string().max(64), methodId: z.string().max(64) });

export const savePaymentMethodSchema = z
  .object({
    customer: z.string().max(64).optional(),
    stripeTokenId: z.string().trim().min(1, 'stripeTokenId must not be empty').max(255).optional(),
    card: testCardSchema.optional(),
    stripeToken: z
      .object({ card: z.object({ name: text('stripeToken.card.name', 120) }).partial() })
      .partial()
      .optional(),
    ...contact,
  })
  .refine((body) => (body.stripeTokenId === undefined) !== (body.card === undefined), {
    message: 'Send stripeTokenId (the card from the payment form) or card (the test card form), one of them.',
  });

export const updatePaymentMethodSchema = z.object({
  stripeTokenId: z.string().max(255).optional(),
  stripeToken: z.object(
    {
      card: z.object(
        {
          name: text('stripeToken.card.name', 120),
          exp_month: z.coerce
            .number({ message: 'stripeToken.card.exp_month must be a month number' })
            .int('stripeToken.card.exp_month must be a month number')
            .min(1, 'stripeToken.card.exp_month must be from 1 to 12')
            .max(12, 'stripeToken.card.exp_month must be from 1 to 12'),
          exp_year: z.coerce
            .number({ message: 'stripeToken.card.exp_year must be a year' })
            .int('stripeToken.card.exp_year must be a year')
            .min(2000, 'stripeToken.card.exp_year must be a four-digit year')
            .max(2100, 'stripeToken.card.exp_year must be a four-digit year'),
          address_zip: text('stripeToken.card.address_zip', 10),
        },
        { message: 'stripeToken.card is required' },
      ),
    },
    { message: 'stripeToken is required' },
  ),
  ...contact,
});
