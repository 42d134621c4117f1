import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addLine, lineAtQuantity } from './lines';
import { deepFreeze, line } from './test-fixtures';
import type { CartLine } from './types';
import { cartItemInputSchema } from '../contract/orders';
import { fromWireCartItem, toCartItemInput, toWireCartItem, type WireCartItem } from './wire';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const LINE: CartLine = {
  uuid: 'u-1',
  id: 'i-ramen',
  cd: 'R1',
  name: 'Ramen',
  printName: 'RAMEN',
  size: 'Large',
  options: [
    {
      option_name: 'Add-ons',
      option_value: 'Bacon',
      option_id: 'o-bacon',
      option_quantity: 2,
      option_price: 250,
      option_total: 500,
    },
  ],
  quantity: 2,
  basePrice: 1250,
  baseTotal: 2500,
  extraPrice: 250,
  extraTotal: 500,
  specialInstructions: 'no onions',
  duration: { name: 'Lunch', timeStart: '11:00', timeEnd: '15:00' },
};

const WIRE: WireCartItem = {
  ...LINE,
  options: [{ ...LINE.options[0]!, option_price: 2.5, option_total: 5 }],
  basePrice: 12.5,
  baseTotal: 25,
  extraPrice: 2.5,
  extraTotal: 5,
};

describe('cart wire codec', () => {
  it('writes money in dollars and reads it back in cents', () => {
    expect(toWireCartItem(deepFreeze(clone(LINE)))).toEqual(WIRE);
    expect(fromWireCartItem(deepFreeze(clone(WIRE)))).toEqual(LINE);
  });

  it('rounds wire dollars to the cent and fills what old stored lines lack', () => {
    const old = { ...WIRE, basePrice: 12.499999, id: undefined, printName: undefined, duration: undefined };
    expect(fromWireCartItem(old as unknown as WireCartItem)).toMatchObject({
      basePrice: 1250,
      id: '',
      printName: null,
      duration: null,
    });
  });

  it('throws on an amount that is not a number', () => {
    expect(() => fromWireCartItem({ ...WIRE, baseTotal: Number.NaN })).toThrow(RangeError);
  });

  it('round-trips any line', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 1, max: 99 }), (basePrice, price, quantity) => {
        const withOption = addLine([], {
          ...line({ basePrice }),
          options: [{ ...LINE.options[0]!, option_price: price, option_quantity: 1 }],
        });
        const l = lineAtQuantity(withOption[0]!, quantity);
        expect(fromWireCartItem(toWireCartItem(l))).toEqual(l);
      }),
    );
  });
});

describe('toCartItemInput', () => {
  it('sends what was chosen, never what it costs, and the contract schema accepts it', () => {
    const input = toCartItemInput(
      line({
        uuid: 'u-9',
        size: 'Large',
        options: [
          {
            option_name: 'Protein',
            option_value: 'Pork',
            option_id: 'o-pork',
            option_quantity: 2,
            option_price: 300,
            option_total: 600,
          },
        ],
        quantity: 2,
      }),
    );
    expect(input).toEqual({
      uuid: 'u-9',
      id: 'i-1',
      cd: 'C1',
      size: 'Large',
      options: [{ option_id: 'o-pork', option_quantity: 2 }],
      quantity: 2,
      specialInstructions: '',
    });
    expect(cartItemInputSchema.parse(input)).toEqual(input);
  });
});
