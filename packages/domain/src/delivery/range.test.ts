import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DeliveryOptions } from '../contract/settings';
import { DEFAULT_DELIVERY_OPTIONS } from '../contract/defaults';
import {
  DELIVERY_ADDRESS_MISSING_MESSAGE,
  DELIVERY_OUT_OF_RANGE_MESSAGE,
  DELIVERY_UNKNOWN_MESSAGE,
  deliveryRadiusInMeters,
  deliveryRangeMessage,
  isInDeliveryRange,
  postalPrefixOf,
  postalPrefixes,
} from './range';

const OPTIONS: DeliveryOptions = {
  ...DEFAULT_DELIVERY_OPTIONS,
  support_delivery: true,
  delivery_area_postal_codes: 'S7H, S7J, S7K, S7L, S7M, S7N, S7V',
  delivery_area_radius: 10,
};

describe('messages', () => {
  it('carry the spec §8 text exactly', () => {
    expect(DELIVERY_UNKNOWN_MESSAGE).toBe(
      'Something went wrong - postal code or delivery distance could not be determined. Please re-enter your address.',
    );
    expect(DELIVERY_OUT_OF_RANGE_MESSAGE).toBe(
      'Sorry, the address you entered is not in our delivery range. Please change to pickup order.',
    );
    expect(DELIVERY_ADDRESS_MISSING_MESSAGE).toBe(
      'Missing delivery address. Please add your delivery address to continue.',
    );
  });
});

describe('postalPrefixes', () => {
  it.each([
    ['S7H, S7J, S7K', ['S7H', 'S7J', 'S7K']],
    ['s7h,s7j', ['S7H', 'S7J']],
    ['  S7H ,, S7J ,  ', ['S7H', 'S7J']],
    ['S7H S7J\nS7K\tS7L', ['S7H', 'S7J', 'S7K', 'S7L']],
    ['S7H1A1, M5V', ['S7H', 'M5V']],
    ['S7H, s7h, S7H', ['S7H']],
    ['S7, X', []],
    ['', []],
    [' , ', []],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (text, expected) => {
    expect(postalPrefixes(text)).toEqual(expected);
  });

  it('gives distinct upper-case three-character prefixes for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const prefixes = postalPrefixes(text);
        expect(new Set(prefixes).size).toBe(prefixes.length);
        for (const p of prefixes) {
          expect(p).toHaveLength(3);
          expect(p).toBe(p.toUpperCase());
          expect(p).not.toMatch(/[\s,]/);
        }
      }),
    );
  });
});

describe('postalPrefixOf', () => {
  it.each([
    ['S7H 1A1', 'S7H'],
    ['s7h1a1', 'S7H'],
    [' s 7 h ', 'S7H'],
    ['S7', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (code, expected) => {
    expect(postalPrefixOf(code)).toBe(expected);
  });
});

describe('deliveryRadiusInMeters', () => {
  it.each([
    [10, 10_000],
    [2.3, 2300],
    [0.0005, 1],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
  ])('%s km -> %i m', (km, m) => {
    expect(deliveryRadiusInMeters({ delivery_area_radius: km })).toBe(m);
  });
});

describe('isInDeliveryRange', () => {
  it.each([
    ['S7H 1A1', 5000, { ok: true }],
    ['s7n 0a2', 10_000, { ok: true }],
    ['s7n0a2', 0, { ok: true }],
    ['S7H 1A1', 10_001, { ok: false, reason: 'out-of-range' }],
    ['M5V 2T6', 500, { ok: false, reason: 'out-of-range' }],
    ['S7A 1A1', 500, { ok: false, reason: 'out-of-range' }],
    [null, 500, { ok: false, reason: 'unknown' }],
    [undefined, 500, { ok: false, reason: 'unknown' }],
    ['', 500, { ok: false, reason: 'unknown' }],
    ['S7', 500, { ok: false, reason: 'unknown' }],
    ['S7H 1A1', null, { ok: false, reason: 'unknown' }],
    ['S7H 1A1', undefined, { ok: false, reason: 'unknown' }],
    ['S7H 1A1', Number.NaN, { ok: false, reason: 'unknown' }],
    ['S7H 1A1', Number.POSITIVE_INFINITY, { ok: false, reason: 'unknown' }],
    ['S7H 1A1', -1, { ok: false, reason: 'unknown' }],
    // Unknown wins over out of range: the address has to be entered again either way.
    ['M5V', null, { ok: false, reason: 'unknown' }],
  ])('%j at %s m -> %j', (postalCode, distanceInMeter, expected) => {
    expect(isInDeliveryRange({ postalCode, distanceInMeter }, OPTIONS)).toEqual(expected);
  });

  it('reads a fractional radius in whole metres', () => {
    const options = { ...OPTIONS, delivery_area_radius: 2.3 };
    expect(isInDeliveryRange({ postalCode: 'S7H', distanceInMeter: 2300 }, options).ok).toBe(true);
    expect(isInDeliveryRange({ postalCode: 'S7H', distanceInMeter: 2301 }, options).ok).toBe(false);
  });

  it('delivers nowhere without postal codes', () => {
    const options = { ...OPTIONS, delivery_area_postal_codes: '' };
    expect(isInDeliveryRange({ postalCode: 'S7H 1A1', distanceInMeter: 10 }, options)).toEqual({
      ok: false,
      reason: 'out-of-range',
    });
  });

  it('does not mutate its inputs', () => {
    const address = Object.freeze({ postalCode: 'S7H 1A1', distanceInMeter: 10 });
    const options = Object.freeze({ ...OPTIONS, delivery_fees: Object.freeze([]) as never });
    expect(isInDeliveryRange(address, options)).toEqual({ ok: true });
  });

  const prefix = fc.stringMatching(/^[A-Z][0-9][A-Z]$/);
  const meters = fc.integer({ min: 0, max: 50_000 });

  it('is in range exactly when the prefix is listed and the distance is within the radius', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(prefix, { maxLength: 6 }),
        prefix,
        meters,
        fc.integer({ min: 0, max: 40 }),
        (listed, own, distance, radiusKm) => {
          const options = {
            ...OPTIONS,
            delivery_area_postal_codes: listed.join(', '),
            delivery_area_radius: radiusKm,
          };
          const result = isInDeliveryRange(
            { postalCode: `${own.toLowerCase()} 1a1`, distanceInMeter: distance },
            options,
          );
          expect(result.ok).toBe(listed.includes(own) && distance <= radiusKm * 1000);
          if (!result.ok) expect(result.reason).toBe('out-of-range');
        },
      ),
    );
  });

  it('never lets a larger distance in when a smaller one is out', () => {
    fc.assert(
      fc.property(meters, meters, (x, y) => {
        const [near, far] = x <= y ? [x, y] : [y, x];
        const at = (d: number) =>
          isInDeliveryRange({ postalCode: 'S7H 1A1', distanceInMeter: d }, OPTIONS).ok;
        if (!at(near)) expect(at(far)).toBe(false);
      }),
    );
  });
});

describe('deliveryRangeMessage', () => {
  it.each([
    [{ ok: true } as const, null],
    [{ ok: false, reason: 'unknown' } as const, DELIVERY_UNKNOWN_MESSAGE],
    [{ ok: false, reason: 'out-of-range' } as const, DELIVERY_OUT_OF_RANGE_MESSAGE],
  ])('%j -> its message', (result, message) => {
    expect(deliveryRangeMessage(result)).toBe(message);
  });
});
