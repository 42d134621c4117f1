/* A gift card product on sale at /gift: its price, the value and count of the cards it gives, its window. */
import { z } from 'zod';
import { translationsSchema } from './translations';
import { dollars, imageRef, instantRef, optionalText, text, wholeNumber } from './fields';

export const giftCardProductSchema = z.object({
  name: text('The product name', 200),
  description: optionalText('The description', 2000),
  translations: translationsSchema('The product', { name: 200, description: 2000 }),
  /** Dollars paid for one unit. */
  price: dollars('The price'),
  /** Dollars loaded on each card. */
  unit_price: dollars('The card value'),
  /** Cards per unit. */
  quantity: wholeNumber('The number of cards', 1, 100),
  image: z
    .object({ url: imageRef('The image'), webp_url: imageRef('The webp image').nullable().default(null) })
    .nullable()
    .default(null),
  valid_from: instantRef('Valid from').nullable().default(null),
  valid_until: instantRef('Valid until').nullable().default(null),
  disabled: z.boolean().default(false),
});

export type GiftCardProduct = z.output<typeof giftCardProductSchema>;
