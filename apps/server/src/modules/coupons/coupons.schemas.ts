import { COUPON_MESSAGES, emailSchema } from '@storefront/domain';
import { z } from 'zod';
import { cartQuoteFields } from '../orders/orders.schemas';

/**
 * POST /restaurants/{id}/apply-coupon: the code and the email, with the cart so the coupon can be
 * priced. The spec's client also sends subtotal, promotionRules, timeZone, timeFormat and
 * deliveryPostalCode; they are accepted and ignored (the server reads all of it from the database).
 */
export const applyCouponSchema = cartQuoteFields.partial().extend({
  couponCode: z
    .string({ message: COUPON_MESSAGES.codeRequired })
    .trim()
    .min(1, COUPON_MESSAGES.codeRequired)
    .max(64, 'The coupon code is too long.'),
  email: z
    .string({ message: COUPON_MESSAGES.emailRequired })
    .trim()
    .min(1, COUPON_MESSAGES.emailRequired)
    .pipe(emailSchema),
  subtotal: z.unknown().optional(),
  deliveryPostalCode: z.unknown().optional(),
  promotionRules: z.unknown().optional(),
  timeZone: z.unknown().optional(),
  timeFormat: z.unknown().optional(),
});

export type ApplyCouponBody = z.output<typeof applyCouponSchema>;
