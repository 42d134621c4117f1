/*
 * The cart's line operations (ordering-core §4, Cart). Every function returns a new array and new
 * lines; the inputs are never changed.
 */
import type { Cents } from '../money';
import { MAX_LINE_QUANTITY, type CartLine, type CartOption } from './types';

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) throw new RangeError(`Not a quantity: ${quantity}`);
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

/** How many of an option one unit of the line holds (1 for lines priced here). */
function perUnit(option: CartOption, lineQuantity: number): number {
  if (!(lineQuantity > 0)) return 1;
  return Math.max(1, Math.round(option.option_quantity / lineQuantity));
}

/**
 * The line at another quantity, every total recomputed from the unit prices: option quantities and
 * totals scale with it, extraPrice is the per-unit sum of the options, and extraTotal their sum.
 * The quantity is clamped to 1..MAX_LINE_QUANTITY.
 */
export function lineAtQuantity(line: CartLine, quantity: number): CartLine {
  const q = clampQuantity(quantity);
  const options = line.options.map((o): CartOption => {
    const optionQuantity = perUnit(o, line.quantity) * q;
    return { ...o, option_quantity: optionQuantity, option_total: o.option_price * optionQuantity };
  });
  const extraPrice = line.options.reduce((sum, o) => sum + o.option_price * perUnit(o, line.quantity), 0);
  return {
    ...line,
    duration: line.duration && { ...line.duration },
    options,
    quantity: q,
    baseTotal: line.basePrice * q,
    extraPrice,
    extraTotal: options.reduce((sum, o) => sum + o.option_total, 0),
  };
}

const isSpicy = (o: CartOption) => o.option_name.trim().toLowerCase() === 'spicy';

/** The options that make two lines different, order-insensitive: every option but the Spicy group's. */
function optionsKey(line: CartLine): string {
  return JSON.stringify(
    line.options
      .filter((o) => !isSpicy(o))
      .map((o) =>
        JSON.stringify([
          o.option_name,
          o.option_id,
          o.option_value,
          o.option_price,
          perUnit(o, line.quantity),
        ]),
      )
      .sort(),
  );
}

function sameItem(a: CartLine, b: CartLine): boolean {
  if (a.id !== '' && b.id !== '') return a.id === b.id;
  return a.cd !== null && a.cd !== '' && a.cd === b.cd;
}

/**
 * Whether `b` merges into `a` (ordering-core §4): the same item (same id, or the same code when either
 * id is missing), the same size, the same options ignoring the group named 'Spicy' (any case), and
 * the same special instructions once trimmed. The unit prices must match too, so a merge never
 * changes what one unit costs.
 */
export function isSameLine(a: CartLine, b: CartLine): boolean {
  return (
    sameItem(a, b) &&
    a.size === b.size &&
    a.specialInstructions.trim() === b.specialInstructions.trim() &&
    a.basePrice === b.basePrice &&
    lineAtQuantity(a, 1).extraPrice === lineAtQuantity(b, 1).extraPrice &&
    optionsKey(a) === optionsKey(b)
  );
}

/**
 * Adds a line: merged into the first line it is the same as (which keeps its uuid, duration and
 * Spicy choice; quantities add up, clamped to MAX_LINE_QUANTITY, totals recomputed), else appended.
 */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const index = lines.findIndex((existing) => isSameLine(existing, line));
  if (index === -1) return [...lines, lineAtQuantity(line, line.quantity)];
  return lines.map((existing, i) =>
    i === index ? lineAtQuantity(existing, existing.quantity + line.quantity) : existing,
  );
}

export function removeLine(lines: readonly CartLine[], uuid: string): CartLine[] {
  return lines.filter((line) => line.uuid !== uuid);
}

/**
 * Changes a line's quantity by `delta` (+1 or -1 from the cart's buttons). A line never goes below 1
 * (removal is explicit, with `removeLine`) nor above MAX_LINE_QUANTITY. An unknown uuid changes nothing.
 */
export function changeQuantity(lines: readonly CartLine[], uuid: string, delta: number): CartLine[] {
  if (!Number.isInteger(delta)) throw new RangeError(`Not a whole quantity change: ${delta}`);
  return lines.map((line) => (line.uuid === uuid ? lineAtQuantity(line, line.quantity + delta) : line));
}

/** Sets a line's quantity, clamped to 1..MAX_LINE_QUANTITY. An unknown uuid changes nothing. */
export function setQuantity(lines: readonly CartLine[], uuid: string, quantity: number): CartLine[] {
  return lines.map((line) => (line.uuid === uuid ? lineAtQuantity(line, quantity) : line));
}

/** Σ (baseTotal + extraTotal): the items' part of the spec's subtotal. */
export function cartSubtotal(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, line) => sum + line.baseTotal + line.extraTotal, 0);
}

/** The number of units in the cart (the header badge and 'Your Cart (N items)'). */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((n, line) => n + line.quantity, 0);
}

/** '1 item', '3 items': a count of units in words. */
export const itemCountLabel = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;
