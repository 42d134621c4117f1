import {
  allergiesInputSchema,
  calendarDateSchema,
  cartItemInputSchema,
  COUPON_MESSAGES,
  DINE_IN_MESSAGES,
  emailSchema,
  phoneSchema,
  reservationRequestSchema,
  TEXT_MESSAGES,
  textablePhone,
  tipChoiceSchema,
} from '@storefront/domain';
import { z } from 'zod';
import { requiredText } from '../../http/validate';

/*
 * Request bodies of the ordering API, in the spec's field names. The spec's client also sends money
 * fields (subtotal, tax, total, ...); they are accepted and ignored: the server prices the cart itself.
 */

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const id = z.string().regex(/^[0-9a-f]{24}$/, 'must be an id');

const deliveryAddress = z.object({
  address: text(300).min(1, 'address is required'),
  postalCode: text(10).default(''),
  suiteApartmentNumber: text(50).nullish(),
  addressType: z.enum(['Business', 'Home', 'Other'], {
    message: "addressType must be 'Business', 'Home' or 'Other'",
  }),
  businessName: text(120).nullish(),
  otherPublicVenueName: text(120).nullish(),
  distanceInMeter: z.number().nullish(),
  placeId: text(200).nullish(),
});

export const cartQuoteFields = z.object({
  items: z.array(cartItemInputSchema).max(100, 'The cart has too many lines.'),
  deliveryMethod: z.enum(['Pickup', 'Delivery', 'Dine-in'], {
    message: "deliveryMethod must be 'Pickup', 'Delivery' or 'Dine-in'",
  }),
  pickupTimeType: z.enum(['ASAP', 'Schedule'], { message: "pickupTimeType must be 'ASAP' or 'Schedule'" }),
  pickupDate: calendarDateSchema({
    required: 'pickupDate must be YYYY-MM-DD',
    invalid: 'pickupDate must be a date that exists, as YYYY-MM-DD',
  }).nullish(),
  pickupTime: z
    .string()
    .regex(/^\d{1,2}:\d{2}( ?[AaPp][Mm])?$/, 'pickupTime must be a time such as 18:30')
    .nullish(),
  deliveryAddress: deliveryAddress.nullish(),
  cutlery: z
    .array(z.object({ _id: id, quantity: z.number().int().min(1, 'cutlery quantity is at least 1').max(99) }))
    .max(20)
    .optional(),
  paymentMethod: z.enum(['Online', 'Offline']).optional(),
  couponCode: text(64).nullish(),
  couponEmail: text(254).nullish(),
  giftCardRedemptions: z.array(id).max(10, 'at most 10 gift cards per order').optional(),
  tip: tipChoiceSchema.nullish(),
  redeemPoints: z
    .number({ message: 'redeemPoints must be a whole number of points' })
    .int('redeemPoints must be a whole number of points')
    .min(0, 'redeemPoints cannot be negative')
    .max(100_000_000, 'redeemPoints is too large')
    .nullish(),
});

/** A scheduled cart names its slot: pricing reads the date and the time of a 'Schedule' cart. */
export function scheduleHasSlot(
  value: { pickupTimeType?: string; pickupDate?: string | null; pickupTime?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.pickupTimeType === 'Schedule' && (!value.pickupDate || !value.pickupTime)) {
    ctx.addIssue({
      code: 'custom',
      path: ['pickupTime'],
      message: 'a scheduled order needs pickupDate and pickupTime',
    });
  }
}

export const cartQuoteSchema = cartQuoteFields.superRefine(scheduleHasSlot);

/** The person an order (or a gift card order) is placed for. */
export const customerSchema = z.object({
  userId: z.string().max(64).nullish(),
  firstName: text(60).min(1, 'Please enter your first name'),
  lastName: text(60).min(1, 'Please enter your last name'),
  email: emailSchema,
  phone: phoneSchema,
});

/** The spec's order payload fields that the server does not take from the client. */
const ignored = {
  token: z.unknown().optional(),
  promotions: z.unknown().optional(),
  discounts: z.unknown().optional(),
  discountTotal: z.unknown().optional(),
  subtotal: z.unknown().optional(),
  tax: z.unknown().optional(),
  gst: z.unknown().optional(),
  pst: z.unknown().optional(),
  total: z.unknown().optional(),
  deliveryFee: z.unknown().optional(),
  deliveryGST: z.unknown().optional(),
  coupons: z.unknown().optional(),
  redeemedGiftCards: z.unknown().optional(),
  pickupLocation: z.unknown().optional(),
};

/** A Dine-in order books its table for its own date and time ('HH:mm', as the booking form offers). */
function dineInHasTable(
  value: {
    deliveryMethod?: string;
    pickupTimeType?: string;
    pickupTime?: string | null;
    table?: unknown;
  },
  ctx: z.RefinementCtx,
): void {
  if (value.deliveryMethod !== 'Dine-in') return;
  if (value.pickupTimeType !== 'Schedule' || !/^\d{2}:\d{2}$/.test(value.pickupTime ?? '')) {
    ctx.addIssue({ code: 'custom', path: ['pickupTime'], message: DINE_IN_MESSAGES.scheduled });
  }
  if (!value.table)
    ctx.addIssue({ code: 'custom', path: ['table'], message: DINE_IN_MESSAGES.tableRequired });
}

const tableSchema = z.object({
  partySize: reservationRequestSchema.shape.partySize,
  note: reservationRequestSchema.shape.note,
});

/** Texts go to the order's phone: one a carrier can text (decision 0086). */
function textablePhoneForTexts(
  value: { textUpdates?: boolean; customer?: { phone?: string } },
  ctx: z.RefinementCtx,
): void {
  if (value.textUpdates && !textablePhone(value.customer?.phone ?? ''))
    ctx.addIssue({ code: 'custom', path: ['customer', 'phone'], message: TEXT_MESSAGES.phoneNeeded });
}

export const placeOrderSchema = cartQuoteSchema
  .and(
    z.object({
      table: tableSchema.nullish(),
      customer: customerSchema,
      payment: z.object({
        method: z.enum(['Online', 'Offline'], { message: "payment.method must be 'Online' or 'Offline'" }),
      }),
      specialRequests: text(1000).nullish(),
      pickupPerson: text(120).nullish(),
      orderLink: text(500).nullish(),
      eaterUUID: text(64).nullish(),
      textUpdates: z.boolean({ message: 'textUpdates must be true or false' }).optional(),
      allergies: allergiesInputSchema.nullish(),
      ...ignored,
    }),
  )
  .superRefine(dineInHasTable)
  .superRefine(textablePhoneForTexts);

/**
 * POST /restaurants/{id}/apply-coupon: the code and the email, with the cart so the coupon can be
 * priced, or (the spec's payload) the subtotal and deliveryPostalCode without items, priced on the
 * subtotal. promotionRules, timeZone and timeFormat are accepted and ignored (the server reads them
 * from the database).
 */
const applyCouponFields = cartQuoteFields.partial().extend({
  couponCode: requiredText(COUPON_MESSAGES.codeRequired, 64, 'The coupon code is too long.'),
  email: z
    .string({ message: COUPON_MESSAGES.emailRequired })
    .trim()
    .min(1, COUPON_MESSAGES.emailRequired)
    .pipe(emailSchema),
  /** Dollars, as the spec's client sends it. */
  subtotal: z
    .number({ message: 'The subtotal must be an amount in dollars.' })
    .min(0, 'The subtotal must be an amount in dollars.')
    .max(1_000_000, 'The subtotal is too large.')
    .optional(),
  deliveryPostalCode: z.string().trim().max(16, 'The postal code is too long.').nullable().optional(),
  promotionRules: z.unknown().optional(),
  timeZone: z.unknown().optional(),
  timeFormat: z.unknown().optional(),
});
export const applyCouponSchema = applyCouponFields.superRefine(scheduleHasSlot);

export type ApplyCouponBody = z.output<typeof applyCouponSchema>;
