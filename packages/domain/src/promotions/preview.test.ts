import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMOTION_RULES } from '../contract/defaults';
import type { PromotionRules } from '../contract/settings';
import { previewPromotionHints } from './preview';
import type { EnginePromotion } from './rules';
import { testPromotion } from './test-fixtures';

const promotion = (type: EnginePromotion['type'], rules: Partial<PromotionRules>) =>
  testPromotion(type, rules, { name: 'Happy Hour' });

describe('previewPromotionHints', () => {
  it('says what a cart $5 short of the minimum is told, in the engine’s words', () => {
    const p = promotion('% discount on cart', {
      discount_percentage: 10,
      minimum_order_amount_option: 'Minimum amount',
      minimum_order_amount: 30,
    });
    expect(previewPromotionHints(p)).toEqual([
      { when: 'A cart of $25.00', hint: 'Purchase $5.00 more to get 10% discount' },
    ]);
  });

  it('names the hour a window opens and the pair a two-for-one waits for', () => {
    const weekdays = {
      ...DEFAULT_PROMOTION_RULES.weekdays,
      tuesday: { selected: true, from: '14:00', until: '17:00' },
    };
    const hints = previewPromotionHints(promotion('Buy one, get one free', { weekdays }));
    expect(hints).toEqual([
      {
        when: 'A cart with one eligible item',
        hint: "Your item is eligible for 'Happy Hour' promotion, please add another one",
      },
      { when: 'A cart on Tuesday before 2:00 PM', hint: 'Happy Hour is available from 2:00 PM' },
    ]);
  });

  it('has nothing to say for a promotion with no minimum and no window', () => {
    expect(previewPromotionHints(promotion('Fixed discount amount on cart', { discount_amount: 5 }))).toEqual(
      [],
    );
  });

  it('says a next-order coupon’s threshold as a coupon', () => {
    const p = promotion('Fixed discount amount on cart', {
      discount_amount: 5,
      is_next_order_coupon: true,
      minimum_order_amount_option: 'Minimum amount',
      minimum_order_amount: 3,
    });
    expect(previewPromotionHints(p)).toEqual([
      { when: 'A cart of $0.00', hint: 'Purchase $3.00 more to get Happy Hour coupon' },
    ]);
  });
});
