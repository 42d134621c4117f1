/*
 * The cart's line shapes, in the spec's field names (ordering-core §3, Cart item and Option line).
 * Money is integer cents here; `wire.ts` converts to the spec's dollars at the API edge.
 */
import type { CartItemInput } from '../contract/orders';
import type { Cents } from '../money';

/** One chosen option of a line. Quantities and totals are for the whole line, not one unit. */
export interface CartOption {
  /** The option group's name, e.g. 'Spicy' or 'Add-ons'. */
  option_name: string;
  /** The chosen option item's name, e.g. 'Medium'. */
  option_value: string;
  /** The chosen option item's id. */
  option_id: string;
  /** How many of this option the line holds: its count per unit times the line's quantity. */
  option_quantity: number;
  /** What one of this option costs: the item's additional_cost, or 0 when it is one of the free ones. */
  option_price: Cents;
  /** option_price x option_quantity. */
  option_total: Cents;
}

/** The menu's availability window carried by a line (the menu's duration, camel-cased as in the spec). */
export interface CartDuration {
  name: string;
  /** 'HH:mm' (or 'hh:mm A'), null when the menu has none. */
  timeStart: string | null;
  timeEnd: string | null;
}

/** The line's choices are the request's (`cartItemInputSchema`), with what the menu says about them. */
export interface CartLine extends CartItemInput {
  /** Identifies the line in the cart (passed in: the domain draws no random numbers). */
  uuid: string;
  /** The menu item's id; '' when unknown (a line from old data), then `cd` identifies the item. */
  id: string;
  /** The menu item's code. */
  cd: string | null;
  name: string;
  printName: string | null;
  /** The chosen size's name, or null for an item without sizes. */
  size: string | null;
  /** In the order of the item's groups, then of each group's items. */
  options: CartOption[];
  quantity: number;
  /** One unit's price: the chosen size's price, or the item's price. */
  basePrice: Cents;
  /** basePrice x quantity. */
  baseTotal: Cents;
  /** One unit's options: the sum of option_price x the option's count per unit. */
  extraPrice: Cents;
  /** extraPrice x quantity, which is also the sum of option_total. */
  extraTotal: Cents;
  specialInstructions: string;
  /** The availability window of the menu the item was added from; null when unknown. */
  duration: CartDuration | null;
}

/** The most units one line holds: quantities are clamped to 1..MAX_LINE_QUANTITY. */
export const MAX_LINE_QUANTITY = 99;

/** The spec's `duration` of a menu (`{ name, time_start, time_end }`) as a cart line carries it. */
export function toCartDuration(duration: {
  name: string;
  time_start: string | null;
  time_end: string | null;
}): CartDuration {
  return { name: duration.name, timeStart: duration.time_start, timeEnd: duration.time_end };
}
