import { describe, expect, it } from 'vitest';
import { orderLimitProblem } from './order-limits';
import { computeTotals, type Totals } from './totals';

/** Tax-free totals of an order worth `worth`, `giftCards` of it paid by gift card. */
const totals = (worth: number, giftCards = 0): Totals =>
  computeTotals({ subtotal: worth, gstRate: 0, pstRate: 0, deliveryFee: 0, discounts: 0, giftCards });
const line = (id: string, name: string, quantity: number) => ({ id, cd: null, name, quantity });
const limits = { maxOrderTotal: 1000_00, maxItemQuantity: 20 };

describe('orderLimitProblem', () => {
  it('accepts an order at the limits', () => {
    expect(
      orderLimitProblem({ lines: [line('a', 'Poutine', 20)], totals: totals(1000_00) }, limits, null),
    ).toBe(null);
  });

  it('counts one item over all its lines', () => {
    const problem = orderLimitProblem(
      {
        lines: [line('a', 'Poutine', 12), line('b', 'Salad', 1), line('a', 'Poutine', 9)],
        totals: totals(100_00),
      },
      limits,
      '306-555-0100',
    );
    expect(problem).toEqual({
      status: 422,
      code: 'ITEM_QUANTITY_LIMIT',
      message:
        'At most 20 of Poutine can be ordered online. Please call the restaurant at 306-555-0100 to arrange it.',
    });
  });

  it('limits what the order is worth, gift cards included', () => {
    const problem = orderLimitProblem(
      { lines: [line('a', 'Poutine', 1)], totals: totals(1000_01, 100_01) },
      limits,
      null,
    );
    expect(problem).toEqual({
      status: 422,
      code: 'ORDER_AMOUNT_LIMIT',
      message: 'Online orders are limited to $1,000.00. Please call the restaurant to arrange it.',
    });
  });
});
