import { describe, expect, it } from 'vitest';
import { promotionRulesSchema } from '../contract/tenant/promotion';
import { WEEKDAYS, type PromotionRules } from '../contract/settings';
import { describePromotionRules, weekdaysInWords } from './describe';
import { PROMOTION_TYPES, type PromotionType } from './registry';

const rules = (input: object): PromotionRules => promotionRulesSchema.parse(input);
const minimum40 = { minimum_order_amount_option: 'Minimum amount', minimum_order_amount: 40 };
const ITEMS: Record<string, string> = { A1: 'Chicken Pot Pie', B2: 'Poutine', C3: 'Fries' };
const itemName = (code: string) => ITEMS[code];

/** One promotion of each type and the sentence the console shows for it. */
const SENTENCES: Record<PromotionType, [object, string]> = {
  '% discount on cart': [
    { discount_percentage: 15, ...minimum40 },
    'Online, every day, 15% off orders of $40 or more',
  ],
  'Fixed discount amount on cart': [
    { discount_amount: 5, allowed_order_channel: 'Any', allowed_delivery_method: 'Pickup' },
    'Online and in store, every day, pickup only, $5 off every order',
  ],
  'Payment method reward': [
    { payment_method: 'Online', discount_amount: 2.5 },
    'Online, every day, $2.50 off when paid online',
  ],
  'Buy one, get one free': [
    { eligible_items_group_1: ['A1', 'B2'] },
    'Online, every day, buy one, get one free: Chicken Pot Pie and Poutine',
  ],
  '% discount on selected items': [
    { eligible_items_group_1: ['C3'], discount_on_items_group_1: 20, restaurants: ['r1', 'r2'] },
    'Online, at 2 locations, every day, 20% off Fries',
  ],
  'Free delivery': [
    {
      free_delivery_condition: 'Distance',
      delivery_distance_in_meter: 3000,
      minimum_order_amount_option: 'Minimum amount',
      minimum_order_amount: 30,
    },
    'Online, every day, free delivery within 3 km on orders of $30 or more',
  ],
};

describe('a promotion’s rules in words', () => {
  it('has a sentence for every type of the registry', () => {
    for (const type of PROMOTION_TYPES) {
      const [input, sentence] = SENTENCES[type];
      expect(describePromotionRules({ type, rules: rules(input) }, itemName)).toBe(sentence);
    }
  });

  it('names the weekday windows: runs of days with one window, and days apart', () => {
    const week = (chosen: Record<string, [string, string]>) =>
      Object.fromEntries(
        WEEKDAYS.map((day) => [
          day,
          { selected: day in chosen, from: chosen[day]?.[0] ?? '00:00', until: chosen[day]?.[1] ?? '23:59' },
        ]),
      ) as PromotionRules['weekdays'];
    const happyHour: [string, string] = ['14:00', '17:00'];
    expect(weekdaysInWords(week({ tuesday: happyHour, wednesday: happyHour, thursday: happyHour }))).toBe(
      'Tue–Thu 2:00 PM–5:00 PM',
    );
    expect(weekdaysInWords(week({ monday: ['00:00', '23:59'], friday: happyHour }))).toBe(
      'Mon, Fri 2:00 PM–5:00 PM',
    );
    expect(weekdaysInWords(week({}))).toBe('on no day');
    expect(weekdaysInWords(rules({}).weekdays)).toBe('every day');
  });

  it('says a next-order coupon, its lifetime and first-order-only in words, and counts unnamed items', () => {
    expect(
      describePromotionRules({
        type: '% discount on cart',
        rules: rules({
          discount_percentage: 10,
          is_next_order_coupon: true,
          coupon_code_expire_in: 30,
          coupon_code_expire_unit: 'days',
          first_order_only: true,
          ...minimum40,
        }),
      }),
    ).toBe(
      'Online, every day, orders of $40 or more earn a coupon for 10% off the next order (valid 30 days), first order only',
    );
    expect(
      describePromotionRules({
        type: '% discount on selected items',
        rules: rules({ eligible_items_group_1: ['x', 'y'], discount_percentage: 25 }),
      }),
    ).toBe('Online, every day, 25% off 2 chosen items');
  });
});
