import { emailSchema, PHONE_ORDER_MESSAGES } from '@storefront/domain';
import { z } from 'zod';
import { cartQuoteFields, customerSchema, scheduleHasSlot } from './orders.schemas';

/*
 * POST /api/staff/orders (issue 29 item 8; decision 0087): the storefront's placement fields that a
 * caller gives on the phone, checked by the same rules (the cart, the time, the name and phone).
 */
const optionalEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  emailSchema.nullish(),
);

export const phoneOrderSchema = cartQuoteFields
  .pick({ items: true, pickupTimeType: true, pickupDate: true, pickupTime: true, deliveryAddress: true })
  .extend({
    restaurantId: z.string({ message: 'restaurantId is required' }).max(64),
    deliveryMethod: z.enum(['Pickup', 'Delivery'], {
      message: "deliveryMethod must be 'Pickup' or 'Delivery'",
    }),
    customer: customerSchema.extend({ email: optionalEmail }),
    specialRequests: z.string().trim().max(1000, 'must be at most 1000 characters').nullish(),
    payment: z.enum(['counter', 'link'], { message: "payment must be 'counter' or 'link'" }),
  })
  .superRefine(scheduleHasSlot)
  .superRefine((value, ctx) => {
    // Until the caller can be texted, the card link goes by mail.
    if (value.payment === 'link' && !value.customer?.email)
      ctx.addIssue({
        code: 'custom',
        path: ['customer', 'email'],
        message: PHONE_ORDER_MESSAGES.linkNeedsEmail,
      });
  });

export type PhoneOrderBody = z.output<typeof phoneOrderSchema>;
