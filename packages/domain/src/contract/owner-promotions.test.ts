import { describe, expect, it } from 'vitest';
import { promotionRequestOf, promotionRequestSchema, PROMOTION_KEY } from './owner-promotions';

describe('a promotion the console saves', () => {
  it('keeps the rules of its type only: what the form hides goes back to its default', () => {
    const saved = promotionRequestSchema.parse({
      key: PROMOTION_KEY,
      name: 'Snow day',
      type: '% discount on cart',
      rules: { discount_percentage: 15, eligible_items_group_1: ['A1'], delivery_distance_in_meter: 3000 },
    });
    expect(saved.rules).toMatchObject({
      discount_percentage: 15,
      eligible_items_group_1: [],
      delivery_distance_in_meter: null,
    });
  });

  it('shows a selected-items percentage given in either field in the one the form asks for', () => {
    const input = promotionRequestSchema.parse({
      key: PROMOTION_KEY,
      name: 'Sweets',
      type: '% discount on selected items',
      rules: { eligible_items_group_1: ['P4'], discount_percentage: 20 },
    });
    const stored = {
      ...input,
      _id: 'p1',
      image: null,
      rules: { ...input.rules, discount_on_items_group_1: 25 },
    };
    expect(promotionRequestOf(stored).rules.discount_percentage).toBe(25);
  });
});
