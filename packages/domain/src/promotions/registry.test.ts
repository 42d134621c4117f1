import { describe, expect, it } from 'vitest';
import { PROMOTION_DEFINITIONS, PROMOTION_TYPES, promotionDefinition } from './registry';

describe('the promotion registry', () => {
  it('names each type once, as the spec spells it, and finds each definition by its name', () => {
    expect(new Set(PROMOTION_TYPES).size).toBe(PROMOTION_DEFINITIONS.length);
    expect([...PROMOTION_TYPES].sort()).toEqual([
      '% discount on cart',
      '% discount on selected items',
      'Buy one, get one free',
      'Fixed discount amount on cart',
      'Free delivery',
      'Payment method reward',
    ]);
    for (const definition of PROMOTION_DEFINITIONS)
      expect(promotionDefinition(definition.type)).toBe(definition);
    expect(promotionDefinition('Mystery discount')).toBeUndefined();
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
