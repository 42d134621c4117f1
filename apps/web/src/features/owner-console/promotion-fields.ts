import { msg } from '@lingui/core/macro';
import {
  PROMOTION_TYPES,
  type CouponRequest,
  type PromotionType,
  type GiftCardProductRequest,
  type PromotionRequest,
  type PromotionRuleField,
} from '@storefront/domain';
import type { MessageDescriptor } from '@lingui/core';
import type { Path } from 'react-hook-form';
import type { FieldKind, FieldSpec } from './components/settings-fields';

/*
 * The promotions page's fields (/staff/settings/promotions): a promotion's, the house coupons' and
 * the gift card products', typed against the values of the schemas the forms run on, as the brand
 * and location tables are. Activity labels a change with the same words (audit-fields.ts).
 */

/** A choice field whose options have words of their own: [value, label] ('' is the field's null). */
const choice = (label: MessageDescriptor, pairs: readonly [string, MessageDescriptor][]) => ({
  kind: 'choice' as const,
  label,
  options: pairs.map(([value, label]) => ({ value, label })),
});

/** The promotion types by the spec's names (the values the API keeps), in the console's language. */
export const PROMOTION_TYPE_NAMES: Record<PromotionType, MessageDescriptor> = {
  '% discount on cart': msg`% discount on cart`,
  'Fixed discount amount on cart': msg`Fixed discount amount on cart`,
  '% discount on selected items': msg`% discount on selected items`,
  'Buy one, get one free': msg`Buy one, get one free`,
  'Free delivery': msg`Free delivery`,
  'Payment method reward': msg`Payment method reward`,
};

export const PROMOTION_FIELDS = {
  about: [
    { kind: 'text', name: 'name', label: msg`Name` },
    {
      kind: 'choice',
      name: 'type',
      label: msg`Type`,
      options: PROMOTION_TYPES.map((type) => ({ value: type, label: PROMOTION_TYPE_NAMES[type] })),
    },
    { kind: 'text', name: 'description', label: msg`Description` },
  ],
  applies: [
    {
      name: 'promo_apply_option',
      ...choice(msg`Applies`, [
        ['Automatically', msg`Automatically`],
        ['Coupon code', msg`Coupon code`],
      ]),
    },
    { kind: 'check', name: 'disabled', label: msg`Disabled` },
  ],
  /** Asked only when it applies by code. */
  couponCode: [{ kind: 'text', name: 'coupon_code', label: msg`Coupon code` }],
  validity: [
    {
      name: 'available_option',
      ...choice(msg`Validity`, [
        ['Unlimited', msg`Unlimited`],
        ['Date range', msg`Date range`],
      ]),
    },
  ],
  /** Asked only for a date range. */
  dates: [
    { kind: 'date', name: 'available_from', label: msg`Available from` },
    { kind: 'date', name: 'available_until', label: msg`Available until` },
  ],
} satisfies Record<string, readonly FieldSpec<PromotionRequest>[]>;

/** A promotion's lists of lines, edited one a line (the promotions page's LinesField). */
export const PROMOTION_LINES_LABELS = {
  conditions: msg`Conditions`,
  instructions: msg`How to redeem`,
} as const satisfies Record<'conditions' | 'instructions', MessageDescriptor>;

/**
 * Rules asked for only while another says they apply: the minimum's amount, the next-order coupon's
 * lifetime, free delivery's distance or postal prefixes.
 */
export const RULE_ASKED_WHEN: Partial<
  Record<PromotionRuleField, (rules: NonNullable<PromotionRequest['rules']>) => boolean>
> = {
  minimum_order_amount: (rules) => rules.minimum_order_amount_option === 'Minimum amount',
  highlight_custom_selection_cart_value_exceeds: (rules) =>
    rules.minimum_order_amount_option === 'Minimum amount',
  coupon_code_expire_in: (rules) => rules.is_next_order_coupon === true,
  coupon_code_expire_unit: (rules) => rules.is_next_order_coupon === true,
  delivery_distance_in_meter: (rules) => rules.free_delivery_condition === 'Distance',
  delivery_area_postal_codes: (rules) => rules.free_delivery_condition === 'PostalCode',
};

/** How the form asks for a rule: a settings field, or a picker of its own (locations, menu items, weekdays). */
export type RuleFieldKind = FieldKind | 'locations' | 'items' | 'weekdays';

/** The rule `K` of a promotion: its form field's kind, its name in the form (a path of its values), its label. */
export type RuleFieldSpec<K extends PromotionRuleField> = Omit<
  FieldSpec<PromotionRequest>,
  'kind' | 'name'
> & {
  kind: RuleFieldKind;
  name: `rules.${K}` & Path<PromotionRequest>;
};

/**
 * Every rule field of a promotion: how the form asks for it. The form shows those of the chosen
 * type, in its definition's order (`promotionDefinition(type).fields`); the table is over every
 * rule, so a new one cannot be left without a label.
 */
const RULE_FIELDS: { [K in PromotionRuleField]: Omit<RuleFieldSpec<K>, 'name'> } = {
  allowed_order_channel: choice(msg`Channel`, [
    ['Online', msg`Online only`],
    ['Any', msg`Online and in store`],
  ]),
  restaurants: { kind: 'locations', label: msg`Locations (none chosen: all)` },
  weekdays: { kind: 'weekdays', label: msg`Days and times` },
  first_order_only: { kind: 'check', label: msg`First order only` },
  allowed_delivery_method: choice(msg`Pickup or delivery`, [
    ['Any type', msg`Any type`],
    ['Pickup', msg`Pickup`],
    ['Delivery', msg`Delivery`],
  ]),
  minimum_order_amount_option: choice(msg`Minimum`, [
    ['Not applicable', msg`Not applicable`],
    ['Minimum amount', msg`Minimum amount`],
  ]),
  minimum_order_amount: { kind: 'number', label: msg`Minimum order ($)` },
  highlight_custom_selection_cart_value_exceeds: {
    kind: 'number',
    label: msg`Hint once the cart passes ($)`,
  },
  discount_percentage: { kind: 'number', label: msg`Discount (%)` },
  discount_amount: { kind: 'number', label: msg`Discount ($)` },
  discount_on_items_group_1: {
    kind: 'number',
    label: msg`Discount on selected items (%)`,
  },
  eligible_items_group_1: { kind: 'items', label: msg`Eligible items` },
  eligible_items_group_2: {
    kind: 'items',
    label: msg`Second group of items (the one you get)`,
  },
  must_be_same_item: { kind: 'check', label: msg`Must be the same item` },
  discount_on_cheapest_item: {
    kind: 'number',
    label: msg`Discount on the cheaper item (%)`,
  },
  discount_on_most_expensive_item: {
    kind: 'number',
    label: msg`Discount on the dearer item (%)`,
  },
  is_next_order_coupon: {
    kind: 'check',
    label: msg`A coupon for the next order instead`,
  },
  coupon_code_expire_in: { kind: 'number', label: msg`Coupon lasts` },
  coupon_code_expire_unit: choice(msg`Coupon lasts in`, [
    ['', msg`No expiry`],
    ['days', msg`days`],
    ['weeks', msg`weeks`],
    ['months', msg`months`],
  ]),
  payment_method: choice(msg`Payment method reward`, [
    ['', msg`None`],
    ['Online', msg`Paid online`],
    ['Offline', msg`Paid at the counter`],
  ]),
  free_delivery_condition: choice(msg`Free delivery within`, [
    ['', msg`Anywhere`],
    ['Distance', msg`A distance`],
    ['PostalCode', msg`Postal prefixes`],
  ]),
  delivery_distance_in_meter: {
    kind: 'number',
    label: msg`Free delivery distance (m)`,
  },
  delivery_area_postal_codes: {
    kind: 'text',
    label: msg`Free delivery postal prefixes`,
    hint: msg`e.g. T2N, T2M`,
  },
};

/** The rule `field`'s form field: its table entry, named by its place in the values (`rules.…`). */
export const ruleFieldSpec = <K extends PromotionRuleField>(field: K): RuleFieldSpec<K> => ({
  ...RULE_FIELDS[field],
  // `rules.${K}` is a path of the values for every rule (settings-fields.test.ts checks it at the typecheck).
  name: `rules.${field}` as RuleFieldSpec<K>['name'],
});

/** A house coupon: an amount or a whole percentage off (one of the two), single-use or not, paper (typed at the counter only), a window. */
export const COUPON_FIELDS = [
  { kind: 'text', name: 'code', label: msg`Code` },
  { kind: 'text', name: 'name', label: msg`Name` },
  { kind: 'number', name: 'amount', label: msg`Amount off ($)`, hint: msg`Or a percentage, not both` },
  { kind: 'number', name: 'percent_off', label: msg`Percentage off` },
  { kind: 'check', name: 'single_use', label: msg`Single-use` },
  { kind: 'check', name: 'paper', label: msg`Paper coupon` },
  { kind: 'datetime', name: 'valid_from', label: msg`Valid from` },
  { kind: 'datetime', name: 'valid_until', label: msg`Valid until` },
] satisfies readonly FieldSpec<CouponRequest>[];

export const GIFT_CARD_PRODUCT_FIELDS = [
  { kind: 'text', name: 'name', label: msg`Name` },
  { kind: 'text', name: 'description', label: msg`Description` },
  { kind: 'number', name: 'price', label: msg`Price ($)`, hint: msg`What the diner pays` },
  { kind: 'number', name: 'unit_price', label: msg`Card value ($)`, hint: msg`Loaded on each card` },
  { kind: 'number', name: 'quantity', label: msg`Cards`, hint: msg`How many cards one purchase gives` },
  { kind: 'check', name: 'disabled', label: msg`Not on sale` },
  { kind: 'datetime', name: 'valid_from', label: msg`On sale from`, hint: msg`Empty: now` },
  { kind: 'datetime', name: 'valid_until', label: msg`On sale until`, hint: msg`Empty: no end` },
] satisfies readonly FieldSpec<GiftCardProductRequest>[];

/** A promotion's picture, uploaded by its own field (ImageField) rather than typed as a path. */
export const PROMOTION_IMAGE_LABEL = msg`Promotion picture`;

/** The gift card product's image, uploaded by its own field (ImageField). */
export const GIFT_CARD_IMAGE_LABEL = msg`Card image`;
