import {
  GIFT_MESSAGES,
  GIFT_QUANTITY_MAX,
  GIFT_QUANTITY_MIN,
  GIFT_RECIPIENT_MESSAGES,
  giftRecipientSchema,
} from '@storefront/domain';
import { z } from 'zod';
import { pageQueryFields } from '../../http/pagination';
import { customerSchema } from '../orders/orders.schemas';

/*
 * The gift card order payload (accounts-and-extras §3) in the spec's field names. Its money fields
 * (giftCardProductUnitPrice, giftCardQuantity, giftCardUnitPrice, price) and the product's name are
 * accepted and ignored: the server prices the order from the product row.
 */

export const restaurantParams = z.object({ restaurantId: z.string() });
export const giftCardOrderParams = z.object({ id: z.string() });

const ignored = z.unknown().optional();

export const giftCardOrderSchema = z
  .object(
    {
      giftCardType: z.enum(['Digital', 'Physical'], { message: GIFT_MESSAGES.typeRequired }),
      giftCardProductId: z.string({ message: 'giftCardProductId is required' }).max(64),
      quantity: z
        .number({ message: GIFT_MESSAGES.quantityRequired })
        .int(GIFT_MESSAGES.quantityRange)
        .min(GIFT_QUANTITY_MIN, GIFT_MESSAGES.quantityRange)
        .max(GIFT_QUANTITY_MAX, GIFT_MESSAGES.quantityRange),
      customer: customerSchema,
      paymentMethod: z.enum(['Online', 'Offline'], {
        message: "paymentMethod must be 'Online' or 'Offline'",
      }),
      orderLink: z.string().trim().max(500, 'orderLink must be at most 500 characters').nullish(),
      recipient: giftRecipientSchema.nullish().transform((recipient) => recipient ?? null),
      giftCardProductName: ignored,
      giftCardProductUnitPrice: ignored,
      giftCardQuantity: ignored,
      giftCardUnitPrice: ignored,
      price: ignored,
    },
    { message: 'The gift card order must be a JSON object.' },
  )
  // A physical card is handed over at the counter: only digital ones can be mailed to someone else.
  .refine((order) => order.recipient === null || order.giftCardType === 'Digital', {
    path: ['recipient'],
    message: GIFT_RECIPIENT_MESSAGES.digitalOnly,
  });

export type GiftCardOrderInput = z.output<typeof giftCardOrderSchema>;

/** The staff board's filter: one restaurant of theirs, or one payment status. Newest first, at most 100. */
export const staffGiftCardOrdersQuerySchema = z
  .object({
    restaurantId: z.string().max(64).optional(),
    paymentStatus: z
      .enum(['Unpaid', 'Paid'], { message: "paymentStatus must be 'Unpaid' or 'Paid'" })
      .optional(),
    ...pageQueryFields,
  })
  .strict();

export type StaffGiftCardOrdersQuery = z.output<typeof staffGiftCardOrdersQuerySchema>;
