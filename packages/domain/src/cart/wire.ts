/*
 * The cart line on the wire: the spec's shape, with money in dollars (two decimals). One codec each
 * way, built on the money codec (architecture §3).
 */
import { toCents, toDollars } from '../money';
import { cartItemInputSchema, cartOptionInputSchema, type CartItemInput } from '../contract/orders';
import type { CartDuration, CartLine, CartOption } from './types';

/** A chosen option on the wire: its money in dollars. */
export type WireCartOption = Omit<CartOption, 'option_price' | 'option_total'> & {
  option_price: number;
  option_total: number;
};

type LineMoney = 'basePrice' | 'baseTotal' | 'extraPrice' | 'extraTotal';

/** The spec's cart item: a cart line with its money in dollars. */
export type WireCartItem = Omit<CartLine, LineMoney | 'options'> & {
  options: WireCartOption[];
} & Record<LineMoney, number>;

const copyDuration = (d: CartDuration | null): CartDuration | null =>
  d === null ? null : { name: d.name, timeStart: d.timeStart, timeEnd: d.timeEnd };

export function toWireCartItem(line: CartLine): WireCartItem {
  return {
    ...line,
    options: line.options.map((o) => ({
      ...o,
      option_price: toDollars(o.option_price),
      option_total: toDollars(o.option_total),
    })),
    basePrice: toDollars(line.basePrice),
    baseTotal: toDollars(line.baseTotal),
    extraPrice: toDollars(line.extraPrice),
    extraTotal: toDollars(line.extraTotal),
    duration: copyDuration(line.duration),
  };
}

/**
 * A wire line back to cents. Only converts: the amounts are taken as sent (the server prices an
 * order again from its own menu; a client-sent price is never trusted). Throws RangeError on a
 * non-finite amount.
 */
export function fromWireCartItem(item: WireCartItem): CartLine {
  return {
    ...item,
    id: item.id ?? '',
    cd: item.cd ?? null,
    printName: item.printName ?? null,
    size: item.size ?? null,
    options: item.options.map((o) => ({
      ...o,
      option_price: toCents(o.option_price),
      option_total: toCents(o.option_total),
    })),
    basePrice: toCents(item.basePrice),
    baseTotal: toCents(item.baseTotal),
    extraPrice: toCents(item.extraPrice),
    extraTotal: toCents(item.extraTotal),
    specialInstructions: item.specialInstructions ?? '',
    duration: copyDuration(item.duration ?? null),
  };
}

const pick = <T extends object>(value: T, keys: readonly string[]): Partial<T> =>
  Object.fromEntries(
    keys.filter((key) => key in value).map((key) => [key, value[key as keyof T]]),
  ) as Partial<T>;

const LINE_INPUT_KEYS = Object.keys(cartItemInputSchema.shape);
const OPTION_INPUT_KEYS = Object.keys(cartOptionInputSchema.shape);

/**
 * A cart line as the API takes it: the fields of `cartItemInputSchema`, what was chosen, never what
 * it costs (a new choice is a field of the schema, and is sent from here without a change). The
 * server reads it back with `selectionOf` (menu-lookup.ts).
 */
export function toCartItemInput(line: CartLine): CartItemInput {
  return {
    ...pick(line, LINE_INPUT_KEYS),
    options: line.options.map((o) => pick(o, OPTION_INPUT_KEYS) as CartItemInput['options'][number]),
  } as CartItemInput;
}
