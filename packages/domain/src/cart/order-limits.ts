import { formatMoney, type Cents } from '../money';
import type { CartProblem } from './price-cart';
import type { CartLine } from './types';
import type { Totals } from './totals';

/*
 * A restaurant's ceiling on one online order (issue 16): a typo of 500 for 5, or a script, should not
 * put a $200,000 order on the kitchen's board. Larger orders are arranged by phone.
 */
export interface OrderLimits {
  /** The most an order may be worth (before gift cards pay part of it). */
  maxOrderTotal: Cents;
  /** The most of one menu item, over all the lines it is on. */
  maxItemQuantity: number;
}

/** Sensible for a restaurant taking online orders; each restaurant may set its own. */
export const DEFAULT_ORDER_LIMITS: OrderLimits = { maxOrderTotal: 2500_00, maxItemQuantity: 50 };

const callUs = (phone: string | null) =>
  phone
    ? `Please call the restaurant at ${phone} to arrange it.`
    : 'Please call the restaurant to arrange it.';

/** Why an order is over the restaurant's limits (422), or null when it is within them. */
export function orderLimitProblem(
  order: { lines: readonly Pick<CartLine, 'id' | 'cd' | 'name' | 'quantity'>[]; totals: Totals },
  limits: OrderLimits,
  restaurantPhone: string | null,
): CartProblem | null {
  const quantities = new Map<string, { name: string; quantity: number }>();
  for (const line of order.lines) {
    const key = line.id || line.cd || line.name;
    const seen = quantities.get(key);
    quantities.set(key, { name: line.name, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  for (const { name, quantity } of quantities.values()) {
    if (quantity > limits.maxItemQuantity) {
      return {
        status: 422,
        code: 'ITEM_QUANTITY_LIMIT',
        message: `At most ${limits.maxItemQuantity} of ${name} can be ordered online. ${callUs(restaurantPhone)}`,
      };
    }
  }
  const amount = order.totals.total + order.totals.giftCardTotal;
  if (amount > limits.maxOrderTotal) {
    return {
      status: 422,
      code: 'ORDER_AMOUNT_LIMIT',
      message: `Online orders are limited to ${formatMoney(limits.maxOrderTotal)}. ${callUs(restaurantPhone)}`,
    };
  }
  return null;
}
