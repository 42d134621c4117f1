/*
 * The owner console's Promotions and coupons (issue 19): a promotion of any of the registry's types
 * with every rule field, a coupon the house hands out (single-use or not, paper, an amount or a
 * percentage, a window), and a gift card product. Checked by the tenant document's own schemas
 * (contract/tenant/), narrowed where the console names real dates rather than 'today+3'.
 */
import { z } from 'zod';
import { promotionDefinition, type PromotionType } from '../promotions/registry';
import { selectedItemsPercent } from '../promotions/types/selected-items-discount';
import { calendarDateSchema } from '../validation';
import type { ApiPromotion } from './api';
import type { PromotionRules } from './settings';
import { AMOUNT_OR_PERCENT, couponSchema } from './tenant/coupon';
import { giftCardProductSchema } from './tenant/gift-card-product';
import { promotionRulesSchema, promotionSchema } from './tenant/promotion';

export const OWNER_PROMOTION_MESSAGES = {
  codeTaken: 'Another promotion or coupon already uses this code.',
  amountOrPercent: AMOUNT_OR_PERCENT,
  // Said beside the browser's date and time pickers, whatever format they show.
  instant: (label: string) => `${label}: choose a date and a time`,
  date: (label: string) => `${label}: choose a date`,
  giftCardPrice: 'The price must be more than $0',
  giftCardValue: 'The card value must be more than $0',
  windowOrder: 'Valid until must be after valid from',
  giftCardNameTaken: 'Another gift card product already has this name.',
} as const;

const consoleDate = (label: string) =>
  calendarDateSchema({
    required: OWNER_PROMOTION_MESSAGES.date(label),
    invalid: OWNER_PROMOTION_MESSAGES.date(label),
  })
    .nullable()
    .default(null);

const consoleInstant = (label: string) =>
  z.iso
    .datetime({ offset: true, message: OWNER_PROMOTION_MESSAGES.instant(label) })
    .nullable()
    .default(null);

const DEFAULT_RULES: PromotionRules = promotionRulesSchema.parse({});

/**
 * A promotion's rules as its type reads them: the fields its definition declares, the others at
 * their defaults. The console's form shows a type's fields only, so what it hides is never kept.
 */
export function rulesOfType(type: PromotionType, rules: PromotionRules): PromotionRules {
  const fields = promotionDefinition(type)?.fields ?? [];
  return { ...DEFAULT_RULES, ...Object.fromEntries(fields.map((field) => [field, rules[field]])) };
}

/**
 * POST /api/staff/promotions, PUT /api/staff/promotions/{id}. The key names a promotion inside a
 * tenant document; the console sends PROMOTION_KEY and the server does not keep it. The rules kept
 * are those of the promotion's type (rulesOfType).
 */
export const promotionRequestSchema = promotionSchema
  .safeExtend({
    available_from: consoleDate('Available from'),
    available_until: consoleDate('Available until'),
  })
  .transform((promotion) => ({ ...promotion, rules: rulesOfType(promotion.type, promotion.rules) }));

export type PromotionRequest = z.input<typeof promotionRequestSchema>;
export type OwnerPromotionInput = z.output<typeof promotionRequestSchema>;

/** A promotion as the owner sees it: with its coupon code, which the storefront never shows, and its translations. */
export interface ApiOwnerPromotion extends ApiPromotion {
  coupon_code: string | null;
  translations?: OwnerPromotionInput['translations'];
}

export interface OwnerPromotionsResponse {
  promotions: ApiOwnerPromotion[];
  nextCursor: string | null;
}

/** The key the console's promotions carry (a document's own keys are its business). */
export const PROMOTION_KEY = 'promotion';

/** The form's values of a promotion the owner edits. */
export function promotionRequestOf(promotion: ApiOwnerPromotion): OwnerPromotionInput {
  return {
    key: PROMOTION_KEY,
    name: promotion.name,
    description: promotion.description,
    translations: promotion.translations,
    type: promotion.type,
    image: promotion.image?.url ?? null,
    available_option: promotion.available_option,
    available_from: promotion.available_from,
    available_until: promotion.available_until,
    conditions: promotion.conditions,
    instructions: promotion.instructions,
    disabled: promotion.disabled,
    promo_apply_option: promotion.promo_apply_option,
    coupon_code: promotion.coupon_code,
    // A document may give selected items their percentage in either field; the form shows the one it applies.
    rules:
      promotion.type === '% discount on selected items'
        ? { ...promotion.rules, discount_percentage: selectedItemsPercent(promotion) }
        : promotion.rules,
  };
}

const { code, name, amount, percent_off, paper, single_use } = couponSchema.shape;

/** POST /api/staff/coupons: a coupon of the house, an amount or a whole percentage off the items. */
export const couponRequestSchema = z
  .object({
    code,
    name,
    amount,
    percent_off,
    paper,
    single_use,
    valid_from: consoleInstant('Valid from'),
    valid_until: consoleInstant('Valid until'),
  })
  .refine((c) => c.amount > 0 !== (c.percent_off !== null), {
    message: OWNER_PROMOTION_MESSAGES.amountOrPercent,
    path: ['amount'],
  });

export type CouponRequest = z.input<typeof couponRequestSchema>;
export type HouseCouponInput = z.output<typeof couponRequestSchema>;

export interface ApiOwnerCoupon {
  _id: string;
  code: string;
  name: string;
  /** Dollars off; 0 when it is a percentage. */
  amount: number;
  percent_off: number | null;
  paper: boolean;
  single_use: boolean;
  valid_from: string | null;
  valid_until: string | null;
  /** When a single-use coupon was used (ISO); null while unused. */
  redeemed_at: string | null;
}

export interface OwnerCouponsResponse {
  coupons: ApiOwnerCoupon[];
  nextCursor: string | null;
}

/** POST /api/staff/gift-card-products, PUT …/{id}. */
export const giftCardProductRequestSchema = giftCardProductSchema
  .extend({
    valid_from: consoleInstant('Valid from'),
    valid_until: consoleInstant('Valid until'),
  })
  // A product sold for nothing, or giving cards worth nothing, is a mistake in the form.
  .refine((p) => p.price > 0, { message: OWNER_PROMOTION_MESSAGES.giftCardPrice, path: ['price'] })
  .refine((p) => p.unit_price > 0, {
    message: OWNER_PROMOTION_MESSAGES.giftCardValue,
    path: ['unit_price'],
  })
  .refine((p) => !p.valid_from || !p.valid_until || p.valid_from < p.valid_until, {
    message: OWNER_PROMOTION_MESSAGES.windowOrder,
    path: ['valid_until'],
  });

export type GiftCardProductRequest = z.input<typeof giftCardProductRequestSchema>;
export type GiftCardProductInput = z.output<typeof giftCardProductRequestSchema>;

/** A gift card product as the owner sees it: the request's fields and its id. */
export type ApiOwnerGiftCardProduct = GiftCardProductInput & { _id: string };

export interface OwnerGiftCardProductsResponse {
  products: ApiOwnerGiftCardProduct[];
  nextCursor: string | null;
}
