import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GIFT_MESSAGES,
  GIFT_ORDER_DEFAULTS,
  GIFT_QUANTITY_MAX,
  giftCardNote,
  giftCardOrderAmounts,
  parseGiftQuantity,
  validateGiftCardForm,
} from './order';

const bundle = { price: 10_000, unitPrice: 6_000, quantity: 2 }; // $100 for 2 × $60

describe('giftCardOrderAmounts', () => {
  it('prices the holiday bundle: total = price × quantity, cards = cards per product × quantity', () => {
    expect(giftCardOrderAmounts(bundle, 3)).toEqual({
      giftCardProductUnitPrice: 10_000,
      quantity: 3,
      giftCardQuantity: 6,
      giftCardUnitPrice: 6_000,
      price: 30_000,
    });
  });

  it('holds for any product and quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: GIFT_QUANTITY_MAX }),
        (price, unitPrice, perProduct, quantity) => {
          const amounts = giftCardOrderAmounts({ price, unitPrice, quantity: perProduct }, quantity);
          expect(amounts.price).toBe(price * quantity);
          expect(amounts.giftCardQuantity).toBe(perProduct * quantity);
          expect(amounts.giftCardUnitPrice).toBe(unitPrice);
          expect(Number.isInteger(amounts.price)).toBe(true);
        },
      ),
    );
  });
});

describe('the gift card form', () => {
  it('defaults to one Digital card, which is valid', () => {
    expect(GIFT_ORDER_DEFAULTS).toEqual({ giftCardType: 'Digital', quantity: 1 });
    expect(validateGiftCardForm(GIFT_ORDER_DEFAULTS)).toEqual({});
  });

  it.each([
    [{ giftCardType: null, quantity: 1 }, { giftCardType: GIFT_MESSAGES.typeRequired }],
    [{ giftCardType: 'Plastic', quantity: 1 }, { giftCardType: GIFT_MESSAGES.typeRequired }],
    [{ giftCardType: 'Physical', quantity: '' }, { quantity: GIFT_MESSAGES.quantityRequired }],
    [{ giftCardType: 'Physical', quantity: '  ' }, { quantity: GIFT_MESSAGES.quantityRequired }],
    [{ giftCardType: 'Physical', quantity: null }, { quantity: GIFT_MESSAGES.quantityRequired }],
    [{ giftCardType: 'Physical', quantity: '0' }, { quantity: GIFT_MESSAGES.quantityRange }],
    [{ giftCardType: 'Physical', quantity: '21' }, { quantity: GIFT_MESSAGES.quantityRange }],
    [{ giftCardType: 'Physical', quantity: '1.5' }, { quantity: GIFT_MESSAGES.quantityRange }],
    [{ giftCardType: 'Physical', quantity: -2 }, { quantity: GIFT_MESSAGES.quantityRange }],
    [{ giftCardType: 'Physical', quantity: ' 20 ' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateGiftCardForm(values)).toEqual(errors);
  });

  it("uses the spec's words", () => {
    expect(GIFT_MESSAGES.typeRequired).toBe('Please select gift card type');
    expect(GIFT_MESSAGES.quantityRequired).toBe('Please enter quantity');
    expect(GIFT_MESSAGES.quantityRange).toBe('Please enter a quantity from 1 to 20');
  });

  it('parses a quantity only when whole and within bounds', () => {
    expect(parseGiftQuantity('7')).toBe(7);
    expect(parseGiftQuantity(20)).toBe(20);
    expect(parseGiftQuantity(21)).toBeNull();
    expect(parseGiftQuantity('1e1')).toBeNull();
  });
});

describe('giftCardNote', () => {
  it('says how many cards of what unit price are received', () => {
    expect(giftCardNote(bundle)).toBe('You will receive 2 gift cards of $60.00 each.');
    expect(giftCardNote({ price: 2500, unitPrice: 2500, quantity: 1 })).toBe(
      'You will receive 1 gift card of $25.00.',
    );
    expect(giftCardNote(bundle, 2)).toBe('You will receive 4 gift cards of $60.00 each.');
  });
});
