import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DeliveryCutoff } from '../contract/settings';
import { ms } from '../time/test-fixtures';
import { deliveryCutoffOn, isDeliveryAvailableFor, isDeliveryOfferedAt } from './cutoffs';

const TORONTO = 'America/Toronto';
const DELIVERS = { support_delivery: true };
const NO_DELIVERY = { support_delivery: false };

// The spec's hard-coded cut-offs, as one restaurant's data.
const CUTOFFS: DeliveryCutoff[] = [
  { date: '2025-04-25', time: '17:00' },
  { date: '2025-05-11', time: '16:00' },
  { date: '2025-06-15', time: '17:00' },
  { date: '2025-08-08', time: '16:30' },
  { date: '2025-08-09', time: '16:30' },
  { date: '2025-08-15', time: '16:30' },
  { date: '2025-08-16', time: '16:30' },
  { date: '2025-08-17', time: '16:30' },
];
const SETTINGS = { delivery_cutoffs: CUTOFFS };

describe('deliveryCutoffOn', () => {
  it.each([
    ['2025-04-25', 1020],
    ['2025-05-11', 960],
    ['2025-08-17', 990],
    ['2025-08-10', null],
    ['2025-04-24', null],
  ])('%s -> %s', (date, expected) => {
    expect(deliveryCutoffOn(date, SETTINGS)).toBe(expected);
  });

  it('takes the earliest of several entries for one date and reads stored ISO dates and 12-hour times', () => {
    const settings = {
      delivery_cutoffs: [
        { date: '2025-12-24', time: '18:00' },
        { date: '2025-12-24T00:00:00.000Z', time: '3:30 PM' },
        { date: '2025-12-24', time: 'soon' },
        { date: 'Christmas', time: '10:00' },
      ],
    };
    expect(deliveryCutoffOn('2025-12-24', settings)).toBe(930);
  });

  it.each([[{}], [{ delivery_cutoffs: null }], [{ delivery_cutoffs: [] }]])('%j has none', (settings) => {
    expect(deliveryCutoffOn('2025-04-25', settings)).toBeNull();
  });
});

describe('isDeliveryOfferedAt', () => {
  it.each([
    // 2025-04-25 17:00 EDT is 21:00Z.
    ['2025-04-25T20:59:59Z', true],
    ['2025-04-25T21:00:00Z', false],
    ['2025-04-26T03:59:59Z', false], // 23:59:59 local, still the cut-off date
    ['2025-04-26T04:00:00Z', true], // the next local day
    ['2025-04-25T03:59:59Z', true], // 2025-04-24 23:59:59 local: no cut-off that day
    ['2025-05-11T19:59:00Z', true],
    ['2025-05-11T20:00:00Z', false],
    ['2025-08-16T20:29:00Z', true],
    ['2025-08-16T20:30:00Z', false],
    ['2025-08-10T22:00:00Z', true],
  ])('at %s: %s', (now, expected) => {
    expect(isDeliveryOfferedAt(ms(now), TORONTO, SETTINGS, DELIVERS)).toBe(expected);
  });

  it('reads the cut-off on the restaurant wall clock, not UTC', () => {
    // 17:30Z is 19:30 in Paris (past a 17:00 cut-off) and 13:30 in Toronto (before it).
    const now = ms('2025-04-25T17:30:00Z');
    expect(isDeliveryOfferedAt(now, 'Europe/Paris', SETTINGS, DELIVERS)).toBe(false);
    expect(isDeliveryOfferedAt(now, TORONTO, SETTINGS, DELIVERS)).toBe(true);
  });

  it('is never offered when the restaurant does not deliver', () => {
    expect(isDeliveryOfferedAt(ms('2025-08-10T16:00:00Z'), TORONTO, SETTINGS, NO_DELIVERY)).toBe(false);
  });

  it('is always offered on a delivering restaurant without cut-offs', () => {
    fc.assert(
      fc.property(fc.integer({ min: ms('2020-01-01T00:00:00Z'), max: ms('2030-01-01T00:00:00Z') }), (now) => {
        expect(isDeliveryOfferedAt(now, TORONTO, { delivery_cutoffs: [] }, DELIVERS)).toBe(true);
      }),
    );
  });

  it('once hidden on a cut-off date, stays hidden for the rest of that day', () => {
    const dayStart = ms('2025-08-08T04:00:00Z'); // 00:00 EDT
    fc.assert(
      fc.property(fc.nat(86_399_999), fc.nat(86_399_999), (x, y) => {
        const [early, late] = x <= y ? [x, y] : [y, x];
        const offered = (t: number) => isDeliveryOfferedAt(dayStart + t, TORONTO, SETTINGS, DELIVERS);
        if (!offered(early)) expect(offered(late)).toBe(false);
        expect(offered(early)).toBe(early < 16.5 * 3_600_000);
      }),
    );
  });
});

describe('isDeliveryAvailableFor', () => {
  it.each([
    ['2025-06-15T20:45:00Z', true], // 16:45 EDT
    ['2025-06-15T21:00:00Z', false], // 17:00, the cut-off itself
    ['2025-06-15T22:15:00Z', false],
    ['2025-06-16T21:00:00Z', true], // the next day has no cut-off
  ])('a delivery at %s: %s', (at, expected) => {
    expect(isDeliveryAvailableFor(ms(at), TORONTO, SETTINGS, DELIVERS)).toBe(expected);
  });

  it('is never available when the restaurant does not deliver', () => {
    expect(isDeliveryAvailableFor(ms('2025-06-16T16:00:00Z'), TORONTO, SETTINGS, NO_DELIVERY)).toBe(false);
  });

  it('does not mutate the settings', () => {
    const frozen = Object.freeze({
      delivery_cutoffs: Object.freeze(CUTOFFS.map((c) => Object.freeze({ ...c }))),
    });
    expect(isDeliveryAvailableFor(ms('2025-06-15T20:45:00Z'), TORONTO, frozen, DELIVERS)).toBe(true);
  });

  it('agrees with isDeliveryOfferedAt for the same instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: ms('2025-04-20T00:00:00Z'), max: ms('2025-08-20T00:00:00Z') }), (t) => {
        expect(isDeliveryAvailableFor(t, TORONTO, SETTINGS, DELIVERS)).toBe(
          isDeliveryOfferedAt(t, TORONTO, SETTINGS, DELIVERS),
        );
      }),
    );
  });
});
