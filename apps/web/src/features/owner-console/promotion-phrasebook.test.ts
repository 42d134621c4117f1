import { setupI18n } from '@lingui/core';
import {
  DEFAULT_PROMOTION_RULES,
  describePromotionRules,
  WEEKDAYS,
  type PromotionRules,
  type PromotionType,
  type Weekday,
} from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { createI18n, loadStaffCatalogue } from '../../lib/i18n';
import { staffFormats } from '../staff/staff-i18n';
import { promotionPhrasebook } from './promotion-phrasebook';

const ITEMS: Record<string, string> = { A1: 'Chicken Pot Pie', B2: 'Poutine', C3: 'Fries' };
const itemName = (code: string) => ITEMS[code];
// Rules as the form leaves them: its defaults, and what a test sets.
const promotion = (type: PromotionType, rules: Partial<PromotionRules>) => ({
  type,
  rules: { ...DEFAULT_PROMOTION_RULES, ...rules },
});
const minimum40 = { minimum_order_amount_option: 'Minimum amount', minimum_order_amount: 40 } as const;
const week = (day: (weekday: Weekday) => PromotionRules['weekdays'][Weekday]) =>
  Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day(weekday)])) as PromotionRules['weekdays'];
const happyHours = week((day) => ({
  selected: day !== 'monday',
  from: ['saturday', 'sunday'].includes(day) ? '00:00' : '14:00',
  until: '17:00',
}));
const everyEvening = week(() => ({ selected: true, from: '17:00', until: '23:59' }));
const noDay = week(() => ({ selected: false, from: '00:00', until: '23:59' }));

/** A promotion saying each of the phrasebook's phrases at least once. */
const PROMOTIONS = [
  promotion('% discount on cart', { discount_percentage: 15, ...minimum40, restaurants: ['r1'] }),
  promotion('% discount on cart', {
    discount_percentage: 12.5,
    weekdays: happyHours,
    first_order_only: true,
  }),
  promotion('Fixed discount amount on cart', {
    discount_amount: 5,
    allowed_order_channel: 'Any',
    allowed_delivery_method: 'Pickup',
    restaurants: ['r1', 'r2'],
  }),
  promotion('Fixed discount amount on cart', {
    discount_amount: 2.5,
    allowed_delivery_method: 'Delivery',
    weekdays: noDay,
  }),
  ...(['days', 'weeks', 'months'] as const).flatMap((unit) =>
    [1, 3].map((count) =>
      promotion('% discount on cart', {
        discount_percentage: 10,
        is_next_order_coupon: true,
        coupon_code_expire_in: count,
        coupon_code_expire_unit: unit,
        ...(count === 1 ? minimum40 : {}),
      }),
    ),
  ),
  promotion('Fixed discount amount on cart', { discount_amount: 5, is_next_order_coupon: true }),
  promotion('Payment method reward', { payment_method: 'Online', discount_amount: 2.5, ...minimum40 }),
  promotion('Payment method reward', { payment_method: 'Offline', discount_percentage: 5 }),
  promotion('Payment method reward', { discount_amount: 1 }),
  promotion('Buy one, get one free', { eligible_items_group_1: ['A1', 'B2'], weekdays: everyEvening }),
  promotion('Buy one, get one free', {
    eligible_items_group_1: ['A1', 'B2', 'C3'],
    must_be_same_item: true,
    discount_on_cheapest_item: 50,
    discount_on_most_expensive_item: 10,
  }),
  promotion('Buy one, get one free', { eligible_items_group_1: ['A1'], eligible_items_group_2: ['x', 'y'] }),
  promotion('Buy one, get one free', {
    eligible_items_group_1: ['x'],
    eligible_items_group_2: ['C3'],
    ...minimum40,
  }),
  promotion('% discount on selected items', { eligible_items_group_1: [], discount_percentage: 20 }),
  promotion('Free delivery', {
    free_delivery_condition: 'Distance',
    delivery_distance_in_meter: 2250,
    ...minimum40,
  }),
  promotion('Free delivery', {
    free_delivery_condition: 'PostalCode',
    delivery_area_postal_codes: 'S7K 1A1, S7N',
  }),
  promotion('Free delivery', {}),
  { type: 'Retired type', rules: promotion('Free delivery', {}).rules },
];

describe('a promotion in the console’s language', () => {
  it('says in English word for word what the domain says', async () => {
    const english = promotionPhrasebook(
      setupI18n({ locale: 'en', messages: { en: {} } }),
      staffFormats('en', 'UTC'),
    );
    for (const p of PROMOTIONS)
      expect(describePromotionRules(p, itemName, english)).toBe(describePromotionRules(p, itemName));
  });

  it('says it in French from the staff catalogue, with French amounts and times', async () => {
    const i18n = await createI18n('fr');
    await loadStaffCatalogue(i18n);
    const french = promotionPhrasebook(i18n, staffFormats('fr', 'UTC'));
    const said = (p: (typeof PROMOTIONS)[number]) =>
      describePromotionRules(p, itemName, french).replace(/\s/g, ' ');
    expect(said(PROMOTIONS[0]!)).toBe(
      'En ligne, à 1 emplacement, tous les jours, 15 % de rabais sur les commandes de 40 $ ou plus',
    );
    expect(said(PROMOTIONS[1]!)).toBe(
      'En ligne, mar.–ven. 14 h 00–17 h 00, sam., dim. 0 h 00–17 h 00, 12,5 % de rabais sur chaque commande, première commande seulement',
    );
    for (const p of PROMOTIONS) expect(said(p)).not.toMatch(/\b(off|orders?|every|items?|delivery|the)\b/);
  });
});
