import { describe, expect, it } from 'vitest';
import { isPromotionVisible } from './visibility';

const TORONTO = 'America/Toronto';
const at = (iso: string) => Date.parse(iso);
const bounded = (available_from: string | null, available_until: string | null) => ({
  available_option: 'Date range',
  available_from,
  available_until,
});

describe('isPromotionVisible', () => {
  it('always shows an Unlimited promotion, whatever its dates', () => {
    const promo = {
      available_option: 'Unlimited',
      available_from: '2030-01-01',
      available_until: '2020-01-01',
    };
    expect(isPromotionVisible(promo, at('2026-03-08T12:00:00Z'), TORONTO)).toBe(true);
  });

  it.each([
    // Whole days in the restaurant zone, both ends included.
    ['2026-03-01', '2026-03-31', '2026-03-01T05:00:00Z', true], // 12:00 AM on the first day
    ['2026-03-01', '2026-03-31', '2026-03-01T04:59:59Z', false], // 11:59 PM the day before
    ['2026-03-01', '2026-03-31', '2026-04-01T03:59:59Z', true], // 11:59 PM on the last day (EDT)
    ['2026-03-01', '2026-03-31', '2026-04-01T04:00:00Z', false],
    ['2026-03-08', '2026-03-08', '2026-03-08T12:00:00Z', true],
    // ISO bounds are read by their date part.
    ['2026-03-01T00:00:00.000Z', '2026-03-31T00:00:00.000Z', '2026-04-01T03:00:00Z', true],
    // Missing bounds are open.
    [null, '2026-03-31', '2000-01-01T12:00:00Z', true],
    ['2026-03-01', null, '2099-01-01T12:00:00Z', true],
    [null, null, '2026-03-08T12:00:00Z', true],
    ['', '', '2026-03-08T12:00:00Z', true],
    // Unreadable bounds hide it.
    ['soon', '2026-03-31', '2026-03-08T12:00:00Z', false],
    ['2026-03-01', '2026-02-30', '2026-03-08T12:00:00Z', false],
    // from after until: never shown.
    ['2026-03-31', '2026-03-01', '2026-03-15T12:00:00Z', false],
  ])('%j to %j at %s -> %s', (from, until, now, visible) => {
    expect(isPromotionVisible(bounded(from, until), at(now), TORONTO)).toBe(visible);
  });

  it("uses the restaurant's date, not UTC's", () => {
    // 2026-04-01T02:00Z is still March 31 in Toronto and Edmonton, already April 1 in UTC.
    const promo = bounded('2026-03-01', '2026-03-31');
    expect(isPromotionVisible(promo, at('2026-04-01T02:00:00Z'), TORONTO)).toBe(true);
    expect(isPromotionVisible(promo, at('2026-04-01T02:00:00Z'), 'America/Edmonton')).toBe(true);
    expect(isPromotionVisible(promo, at('2026-04-01T02:00:00Z'), 'UTC')).toBe(false);
    expect(isPromotionVisible(promo, new Date('2026-04-01T02:00:00Z'), 'bad zone')).toBe(false);
  });
});
