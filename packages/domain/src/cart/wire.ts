/*
 * The cart line on the wire: the spec's shape, with money in dollars (two decimals). One codec each
 * way, built on the money codec (architecture §3).
 */
import { toCents, toDollars } from '../money';
import type { CartItemInput } from '../contract/orders';
import type { CartDuration, CartLine, CartOption } from './types';

export interface WireCartOption {
  option_name: string;
  option_value: string;
  option_id: string;
  option_quantity: number;
  /** Dollars. */
  option_price: number;
  /** Dollars. */
  option_total: number;
}

export interface WireCartItem {
  uuid: string;
  id: string;
  cd: string | null;
  name: string;
  printName: string | null;
  size: string | null;
  options: WireCartOption[];
  quantity: number;
  /** Dollars, like every money field below. */
  basePrice: number;
  baseTotal: number;
  extraPrice: number;
  extraTotal: number;
  specialInstructions: string;
  duration: CartDuration | null;
}

const copyDuration = (d: CartDuration | null): CartDuration | null =>
  d === null ? null : { name: d.name, timeStart: d.timeStart, timeEnd: d.timeEnd };

export function toWireCartItem(line: CartLine): WireCartItem {
  return {
    uuid: line.uuid,
    id: line.id,
    cd: line.cd,
    name: line.name,
    printName: line.printName,
    size: line.size,
    options: line.options.map((o): WireCartOption => ({
      option_name: o.option_name,
      option_value: o.option_value,
      option_id: o.option_id,
      option_quantity: o.option_quantity,
      option_price: toDollars(o.option_price),
      option_total: toDollars(o.option_total),
    })),
    quantity: line.quantity,
    basePrice: toDollars(line.basePrice),
    baseTotal: toDollars(line.baseTotal),
    extraPrice: toDollars(line.extraPrice),
    extraTotal: toDollars(line.extraTotal),
    specialInstructions: line.specialInstructions,
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
    uuid: item.uuid,
    id: item.id ?? '',
    cd: item.cd ?? null,
    name: item.name,
    printName: item.printName ?? null,
    size: item.size ?? null,
    options: item.options.map((o): CartOption => ({
      option_name: o.option_name,
      option_value: o.option_value,
      option_id: o.option_id,
      option_quantity: o.option_quantity,
      option_price: toCents(o.option_price),
      option_total: toCents(o.option_total),
    })),
    quantity: item.quantity,
    basePrice: toCents(item.basePrice),
    baseTotal: toCents(item.baseTotal),
    extraPrice: toCents(item.extraPrice),
    extraTotal: toCents(item.extraTotal),
    specialInstructions: item.specialInstructions ?? '',
    duration: copyDuration(item.duration ?? null),
  };
}

/**
 * A cart line as the API takes it: what was chosen, never what it costs. The server reads it back
 * with `selectionOf` (menu-lookup.ts): a new field of the line's request goes in
 * `cartItemInputSchema` and here.
 */
export function toCartItemInput(line: CartLine): CartItemInput {
  return {
    uuid: line.uuid,
    id: line.id,
    cd: line.cd,
    size: line.size,
    options: line.options.map((o) => ({ option_id: o.option_id, option_quantity: o.option_quantity })),
    quantity: line.quantity,
    specialInstructions: line.specialInstructions,
  };
}
