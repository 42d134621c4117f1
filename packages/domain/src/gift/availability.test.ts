import { describe, expect, it } from 'vitest';
import { availableGiftCardProducts, isGiftCardProductAvailable } from './availability';

const REGINA = 'America/Regina'; // UTC-6 all year
const TORONTO = 'America/Toronto';
const at = (iso: string) => Date.parse(iso);

describe('isGiftCardProductAvailable', () => {
  it.each([
    // Instants: strictly after validFrom, strictly before validUntil.
    ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-11-15T12:00:00Z', true],
    ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-11-01T00:00:00Z', false],
    ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-11-01T00:00:00.001Z', true],
    ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-11-30T23:59:59.999Z', true],
    ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-12-01T00:00:00Z', false],
    ['2026-11-01T00:00:00-06:00', null, '2026-11-01T05:59:00Z', false],
    ['2026-11-01T00:00:00-06:00', null, '2026-11-01T06:01:00Z', true],
    // Missing bounds are open.
    [null, null, '2026-11-15T12:00:00Z', true],
    ['', '  ', '2026-11-15T12:00:00Z', true],
    [null, '2026-12-01T00:00:00Z', '2000-01-01T00:00:00Z', true],
    // Unreadable bounds hide it; a local time without an offset is unreadable.
    ['soon', null, '2026-11-15T12:00:00Z', false],
    [null, '2026-12-01T00:00:00', '2026-11-15T12:00:00Z', false],
    ['2026-02-30', null, '2026-11-15T12:00:00Z', false],
    // from after until: never.
    ['2026-12-01T00:00:00Z', '2026-11-01T00:00:00Z', '2026-11-15T12:00:00Z', false],
  ])('from %s until %s at %s → %s (Regina)', (validFrom, validUntil, now, expected) => {
    expect(isGiftCardProductAvailable({ validFrom, validUntil }, at(now), REGINA)).toBe(expected);
  });

  it("reads a date alone as the start of that day in the restaurant's time zone", () => {
    const product = { validFrom: '2026-11-01', validUntil: '2026-12-01' };
    // Regina is UTC-6: 2026-11-01 starts at 06:00Z and 2026-12-01 at 06:00Z.
    expect(isGiftCardProductAvailable(product, at('2026-11-01T05:59:59Z'), REGINA)).toBe(false);
    expect(isGiftCardProductAvailable(product, at('2026-11-01T06:00:01Z'), REGINA)).toBe(true);
    expect(isGiftCardProductAvailable(product, at('2026-12-01T05:59:59Z'), REGINA)).toBe(true);
    expect(isGiftCardProductAvailable(product, at('2026-12-01T06:00:00Z'), REGINA)).toBe(false);
    // The same instant is another local day in Toronto (UTC-5 in December).
    expect(isGiftCardProductAvailable(product, at('2026-12-01T05:30:00Z'), TORONTO)).toBe(false);
  });

  it('falls back to UTC for an unknown time zone instead of failing', () => {
    const product = { validFrom: '2026-11-01', validUntil: null };
    expect(isGiftCardProductAvailable(product, at('2026-11-01T00:00:01Z'), 'Mars/Olympus')).toBe(true);
  });
});

describe('availableGiftCardProducts', () => {
  it('keeps the products on sale, in their order, without changing the input', () => {
    const products = [
      { id: 'a', validFrom: '2026-10-01T00:00:00Z', validUntil: '2027-01-01T00:00:00Z' },
      { id: 'expired', validFrom: '2026-07-01T00:00:00Z', validUntil: '2026-11-10T00:00:00Z' },
      { id: 'b', validFrom: null, validUntil: null },
      { id: 'later', validFrom: '2026-12-24T00:00:00Z', validUntil: null },
    ];
    const copy = JSON.parse(JSON.stringify(products)) as typeof products;
    const shown = availableGiftCardProducts(products, at('2026-11-25T20:30:00Z'), REGINA);
    expect(shown.map((p) => p.id)).toEqual(['a', 'b']);
    expect(products).toEqual(copy);
  });
});
