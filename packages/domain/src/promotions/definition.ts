/*
 * What a promotion type is to the engine (in the style of Vendure's promotion conditions and
 * actions): the rules it adds, how it applies and the hint it gives below its minimum. One
 * definition per type, in types/; `registry.ts` lists them in the order they apply.
 */
import type { DeliveryMethod, PromotionRules } from '../contract/settings';
import type { Locale } from '../i18n/locales';
import { toCents, type Cents } from '../money';
import type { EnginePromotion, RuleContext, RuleFailure } from './rules';
import type { PromotionPhrasebook } from './phrasebook';

/** A cart line as the engine sees it (add-ons such as cutlery are lines with id ''). */
export interface PromotionLine {
  uuid: string;
  /** The menu item's id and code: eligible item lists name items by either. */
  id: string;
  cd: string | null;
  name: string;
  quantity: number;
  /** One unit's item price (the chosen size's price): what item promotions discount. */
  basePrice: Cents;
  /** The whole line: item prices and options. */
  total: Cents;
}

export type DiscountKind = 'cart' | 'payment' | 'coupon' | 'delivery' | 'next-order';

/** One unit of a line not yet discounted by an item promotion. */
export interface Unit {
  line: number;
  /** Same item: same menu item id (or code). */
  key: string;
  name: string;
  price: Cents;
}

/** What an item promotion did to each line: units discounted, their full price, the discount. */
export interface LineShare {
  units: number;
  amount: Cents;
  discount: Cents;
}

export interface ItemApplication {
  /** The units it took (a unit is discounted by one item promotion at most). */
  used: Unit[];
  /** Per input line, in order. */
  perLine: LineShare[];
  /** Names of the items that wait for a pair ('add another one' hints). */
  unpaired?: string[];
}

/** A rule field of a promotion (the owner console's form asks for those of the chosen type only). */
export type PromotionRuleField = keyof PromotionRules;

/** When and where any promotion applies: channel, locations, weekday windows, first order only. */
export const WHEN_FIELDS = [
  'allowed_order_channel',
  'restaurants',
  'weekdays',
  'first_order_only',
] as const satisfies readonly PromotionRuleField[];

/** The order's minimum (every type is checked against it, rules.ts) and the cart hint's threshold. */
export const MINIMUM_FIELDS = [
  'minimum_order_amount_option',
  'minimum_order_amount',
] as const satisfies readonly PromotionRuleField[];

/** An item-level type's fields: the common ones, then its own. */
export const itemFields = (...own: PromotionRuleField[]): PromotionRuleField[] => [
  ...WHEN_FIELDS,
  'allowed_delivery_method',
  ...MINIMUM_FIELDS,
  ...own,
];

/**
 * A cart-level type's fields: the common ones with the cart hint's threshold, its own, then the
 * coupon for the next order it may give instead of its discount (registry.ts issuesNextOrderCoupon).
 */
export const cartFields = (...own: PromotionRuleField[]): PromotionRuleField[] => [
  ...itemFields('highlight_custom_selection_cart_value_exceeds', ...own),
  'is_next_order_coupon',
  'coupon_code_expire_in',
  'coupon_code_expire_unit',
];

/** Item names for a description ('Chicken Pot Pie'); undefined where the id or code is unknown. */
export type ItemNameOf = (idOrCode: string) => string | undefined;

interface BaseDefinition {
  /** The type's name as the spec and the database spell it (each definition's literal makes PromotionType). */
  type: string;
  /** The rule fields this type reads, in the order a form asks for them (others are left at their defaults). */
  fields: readonly PromotionRuleField[];
  /** What it gives, in words: '15% off', 'free delivery within 3 km' (describe.ts makes the sentence). */
  offer(rules: PromotionRules, itemName: ItemNameOf, book: PromotionPhrasebook): string;
  /** The delivery method it is for whatever its rules say. */
  deliveryMethod?: DeliveryMethod;
  /** Rules of this type, checked after the common ones (rules.ts). */
  rules?(promotion: EnginePromotion, ctx: RuleContext): RuleFailure[];
}

/** Step 1: discounts units of eligible items. */
export interface ItemPromotionDefinition extends BaseDefinition {
  stage: 'item';
  applyToItems(
    promotion: EnginePromotion,
    free: readonly Unit[],
    lines: readonly PromotionLine[],
  ): ItemApplication;
}

/** Step 2 (the best of each type, once per cart), or the coupon, or a next-order coupon's worth. */
export interface CartPromotionDefinition extends BaseDefinition {
  stage: 'cart';
  discountKind: DiscountKind;
  /** What it takes off `base` cents of items, before the cap at `base`. */
  amountOn(promotion: EnginePromotion, base: Cents): Cents;
  /** Below its minimum: 'Purchase $x more to get ...', or null. */
  minimumHint(promotion: EnginePromotion, shortfall: Cents, locale: Locale): string | null;
}

/** Step 4: the delivery fee and its GST. */
export interface DeliveryPromotionDefinition extends BaseDefinition {
  stage: 'delivery';
  minimumHint(
    promotion: EnginePromotion,
    shortfall: Cents,
    deliveryDiscount: Cents,
    locale: Locale,
  ): string | null;
}

export type PromotionDefinition =
  ItemPromotionDefinition | CartPromotionDefinition | DeliveryPromotionDefinition;

/** A percentage rule field, clamped to 0–100. */
export const percent = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
};

/** A dollar rule field in cents (0 when not a positive number). */
export const dollars = (value: unknown): Cents => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? toCents(n) : 0;
};

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** Whether an eligible item list names the line (by id or code). */
export const listed = (list: readonly string[] | undefined, line: PromotionLine): boolean =>
  (list ?? []).some((entry) => entry !== '' && (entry === line.id || entry === line.cd));

export const noShares = (lines: readonly unknown[]): LineShare[] =>
  lines.map(() => ({ units: 0, amount: 0, discount: 0 }));

/** An eligible item list in words: up to three names ('Fries, Poutine and Wings'), else how many. */
export function itemsIn(list: readonly string[], itemName: ItemNameOf, book: PromotionPhrasebook): string {
  if (list.length === 0) return book.noItemsChosen();
  const names = list.map(itemName);
  if (list.length > 3 || names.some((name) => name === undefined)) return book.chosenItems(list.length);
  return names.length === 1 ? names[0]! : book.itemList(names as string[]);
}
