import { describe, expect, it } from 'vitest';
import { PROMOTION_TYPES } from '../contract/settings';
import { PROMOTION_DEFINITIONS, promotionDefinition } from './registry';

describe('the promotion registry', () => {
  it('defines every promotion type once', () => {
    expect(PROMOTION_DEFINITIONS.map((d) => d.type).sort()).toEqual([...PROMOTION_TYPES].sort());
    for (const type of PROMOTION_TYPES) expect(promotionDefinition(type)?.type).toBe(type);
  });

  it('lists item promotions first, then the cart discounts in the order they apply, then free delivery', () => {
    expect(PROMOTION_DEFINITIONS.map((d) => [d.stage, d.type])).toEqual([
      ['item', 'Buy one, get one free'],
      ['item', '% discount on selected items'],
      ['cart', '% discount on cart'],
      ['cart', 'Fixed discount amount on cart'],
      ['cart', 'Payment method reward'],
      ['delivery', 'Free delivery'],
    ]);
  });
});
