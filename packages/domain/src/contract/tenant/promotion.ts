/*
 * A promotion as the promotions row stores it, without ids: the types are the engine's registry
 * (promotions/registry.ts), the rules are the spec's fields (PromotionRules is this schema's output).
 * In a tenant document `rules.restaurants` names locations by slug and the eligible item lists name
 * items by code; the database keeps ids (the engine reads either, decision 0025).
 */
import { z } from 'zod';
import { WEEKDAYS, type Weekday } from '../settings';
import { PROMOTION_TYPES, type PromotionType } from '../../promotions/registry';
import { translationsSchema } from './translations';
import { clock24, dateRef, dollars, imageRef, optionalText, perWeekday, text, wholeNumber } from './fields';

const percent = (label: string) =>
  z
    .number({ message: `${label} must be a percentage` })
    .min(0, `${label} cannot be negative`)
    .max(100, `${label} is a percentage up to 100`);

export const promotionWeekdaySchema = z.object({
  selected: z.boolean(),
  /** 'HH:mm' in the restaurant's time zone. */
  from: clock24('From'),
  until: clock24('Until'),
});

/** Every day, all day. */
const EVERY_DAY = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { selected: true, from: '00:00', until: '23:59' }]),
) as Record<Weekday, z.output<typeof promotionWeekdaySchema>>;

const POSTAL_PREFIXES = /^\s*[A-Za-z]\d[A-Za-z](\s*,\s*[A-Za-z]\d[A-Za-z])*\s*$/;

/** The rule fields of a promotion beyond its display fields (spec §3, Promotion). */
export const promotionRulesSchema = z.object({
  allowed_order_channel: z
    .enum(['Online', 'Any'], { message: 'The channel is Online or Any' })
    .default('Online'),
  /** Restaurant ids (location slugs in a tenant document); empty means every restaurant of the tenant. */
  restaurants: z.array(z.string().min(1)).default([]),
  allowed_delivery_method: z
    .enum(['Pickup', 'Delivery', 'Any type'], { message: 'The method is Pickup, Delivery or Any type' })
    .default('Any type'),
  /** Per weekday: selected, from and until ('HH:mm', restaurant time zone). */
  weekdays: perWeekday(promotionWeekdaySchema).default(EVERY_DAY),
  /** Item ids or codes (codes in a tenant document). */
  eligible_items_group_1: z.array(z.string().min(1)).default([]),
  eligible_items_group_2: z.array(z.string().min(1)).default([]),
  discount_on_items_group_1: percent('The discount on the items').default(0),
  discount_on_cheapest_item: percent('The discount on the cheapest item').default(100),
  discount_on_most_expensive_item: percent('The discount on the most expensive item').default(0),
  must_be_same_item: z.boolean().default(false),
  discount_percentage: percent('The discount').default(0),
  discount_amount: dollars('The discount').default(0),
  minimum_order_amount_option: z
    .enum(['Not applicable', 'Minimum amount'], {
      message: 'The minimum is Not applicable or Minimum amount',
    })
    .default('Not applicable'),
  minimum_order_amount: dollars('The minimum order').default(0),
  highlight_custom_selection_cart_value_exceeds: dollars('The highlight threshold').default(0),
  is_next_order_coupon: z.boolean().default(false),
  /** A welcome code: once per email and per member, and only by someone who has not ordered here before. */
  first_order_only: z.boolean().default(false),
  coupon_code_expire_in: wholeNumber('The coupon lifetime', 1, 1000).nullable().default(null),
  coupon_code_expire_unit: z
    .enum(['days', 'weeks', 'months'], { message: 'The unit is days, weeks or months' })
    .nullable()
    .default(null),
  free_delivery_condition: z
    .enum(['Distance', 'PostalCode'], { message: 'The condition is Distance or PostalCode' })
    .nullable()
    .default(null),
  delivery_distance_in_meter: wholeNumber('The distance (metres)', 1, 500_000).nullable().default(null),
  delivery_area_postal_codes: z
    .string()
    .regex(POSTAL_PREFIXES, 'Postal prefixes are three characters separated by commas, e.g. T2N, T2M')
    .nullable()
    .default(null),
  /** Payment method reward: the method that earns it. */
  payment_method: z
    .enum(['Online', 'Offline'], { message: 'The payment method is Online or Offline' })
    .nullable()
    .default(null),
});

export const promotionTypeSchema = z.enum(PROMOTION_TYPES as readonly [PromotionType, ...PromotionType[]], {
  message: `The type is one of: ${PROMOTION_TYPES.join('; ')}`,
});

export const promoApplyOptionSchema = z.enum(['Automatically', 'Coupon code'], {
  message: 'The apply option is Automatically or Coupon code',
});

type Rules = z.output<typeof promotionRulesSchema>;

/** What each type needs of its rules to ever give anything. */
const TYPE_RULES: Partial<Record<PromotionType, (rules: Rules) => { path: string; message: string } | null>> =
  {
    '% discount on cart': (r) =>
      r.discount_percentage > 0
        ? null
        : { path: 'discount_percentage', message: 'Give the discount percentage' },
    'Fixed discount amount on cart': (r) =>
      r.discount_amount > 0 ? null : { path: 'discount_amount', message: 'Give the discount amount' },
    'Payment method reward': (r) =>
      r.payment_method
        ? null
        : { path: 'payment_method', message: 'Choose the payment method that earns it' },
    'Free delivery': (r) => {
      if (r.free_delivery_condition === 'Distance' && r.delivery_distance_in_meter === null)
        return { path: 'delivery_distance_in_meter', message: 'Give the distance free delivery reaches' };
      if (r.free_delivery_condition === 'PostalCode' && !r.delivery_area_postal_codes)
        return {
          path: 'delivery_area_postal_codes',
          message: 'Give the postal prefixes free delivery reaches',
        };
      return null;
    },
  };

export const promotionSchema = z
  .object({
    /** What menu sections and coupons of the document call it by (unique in the document). */
    key: z
      .string({ message: 'The key must be text' })
      .regex(
        /^[a-z0-9][a-z0-9-]{0,79}$/,
        'The key is lower-case letters, digits and dashes, e.g. happy-hour',
      ),
    name: text('The promotion name', 200),
    description: optionalText('The description', 2000),
    /** Conditions and instructions translate as one line each, in their order. */
    translations: translationsSchema('The promotion', {
      name: 200,
      description: 2000,
      conditions: 5000,
      instructions: 5000,
    }),
    type: promotionTypeSchema,
    image: imageRef('The image').nullable().default(null),
    available_option: z
      .enum(['Unlimited', 'Date range'], { message: 'Availability is Unlimited or Date range' })
      .default('Unlimited'),
    /** Local dates; either bound may be open. */
    available_from: dateRef('Available from').nullable().default(null),
    available_until: dateRef('Available until').nullable().default(null),
    conditions: z.array(text('A condition', 500)).default([]),
    instructions: z.array(text('An instruction', 500)).default([]),
    disabled: z.boolean().default(false),
    promo_apply_option: promoApplyOptionSchema.default('Automatically'),
    coupon_code: z
      .string()
      .regex(/^[A-Za-z0-9-]{3,40}$/, 'A coupon code is 3 to 40 letters, digits or dashes')
      .nullable()
      .default(null),
    rules: promotionRulesSchema.prefault({}),
  })
  .superRefine((promotion, ctx) => {
    if (promotion.promo_apply_option === 'Coupon code' && !promotion.coupon_code) {
      ctx.addIssue({
        code: 'custom',
        path: ['coupon_code'],
        message: 'A coupon code promotion needs its code',
      });
    }
    if (
      promotion.available_option === 'Unlimited' &&
      (promotion.available_from || promotion.available_until)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['available_option'],
        message: 'Dates need the Date range option',
      });
    }
    const problem = TYPE_RULES[promotion.type]?.(promotion.rules);
    if (problem) ctx.addIssue({ code: 'custom', path: ['rules', problem.path], message: problem.message });
  });

export type Promotion = z.output<typeof promotionSchema>;
