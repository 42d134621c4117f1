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

  it('declares the rule fields of each type: a cart discount asks for no items, free delivery for no discount', () => {
    const fieldsOf = (type: string) => promotionDefinition(type)!.fields;
    expect(fieldsOf('% discount on cart')).toContain('discount_percentage');
    expect(fieldsOf('% discount on cart')).not.toContain('eligible_items_group_1');
    expect(fieldsOf('% discount on cart')).not.toContain('delivery_distance_in_meter');
    expect(fieldsOf('% discount on selected items')).toEqual(
      expect.arrayContaining(['eligible_items_group_1']),
    );
    expect(fieldsOf('% discount on selected items')).not.toContain('is_next_order_coupon');
    expect(fieldsOf('Free delivery')).not.toContain('discount_percentage');
    expect(fieldsOf('Free delivery')).not.toContain('allowed_delivery_method');
    for (const definition of PROMOTION_DEFINITIONS)
      expect(new Set(definition.fields).size, definition.type).toBe(definition.fields.length);
  });
});
