import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatClock, formatClockText, msUntilMinuteTurns, nonNegativeMinutes, parseClock } from './clock';

describe('parseClock', () => {
  it.each([
    ['12:00 AM', 0],
    ['12:30 AM', 30],
    ['1:00 AM', 60],
    ['09:30 AM', 570],
    ['11:00 AM', 660],
    ['12:00 PM', 720],
    ['12:59 PM', 779],
    ['9:30 PM', 1290],
    ['11:59 PM', 1439],
    ['9:30 pm', 1290],
    ['9:30PM', 1290],
    [' 9:30 PM ', 1290],
    ['00:00', 0],
    ['9:05', 545],
    ['21:30', 1290],
    ['23:59', 1439],
  ])('%s -> %i', (text, minutes) => {
    expect(parseClock(text)).toBe(minutes);
  });

  it.each(['', '24:00', '13:00 PM', '0:30 AM', '9:60', '9:5', '9:30 XM', 'noon', '21:30:00', '-1:00'])(
    'rejects %j',
    (text) => {
      expect(parseClock(text)).toBeNull();
    },
  );

  it('rejects null and undefined', () => {
    expect(parseClock(null)).toBeNull();
    expect(parseClock(undefined)).toBeNull();
  });
});

describe('formatClock', () => {
  it.each([
    [0, '12:00 AM', '00:00'],
    [30, '12:30 AM', '00:30'],
    [570, '9:30 AM', '09:30'],
    [720, '12:00 PM', '12:00'],
    [1290, '9:30 PM', '21:30'],
    [1439, '11:59 PM', '23:59'],
    [1440, '12:00 AM', '00:00'],
    [1560, '2:00 AM', '02:00'],
  ])('%i -> %s / %s', (minutes, twelve, twentyFour) => {
    expect(formatClock(minutes, '12')).toBe(twelve);
    expect(formatClock(minutes, '24')).toBe(twentyFour);
  });

  it('defaults to the 12-hour clock', () => {
    expect(formatClock(1290)).toBe('9:30 PM');
  });

  it('round-trips through parseClock in both formats', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom('12' as const, '24' as const),
        (m, f) => {
          expect(parseClock(formatClock(m, f))).toBe(m);
        },
      ),
    );
  });
});

describe('nonNegativeMinutes', () => {
  it.each([
    [30, 30],
    [30.9, 30],
    [0, 0],
    [-15, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
  ])('%s -> %i', (value, expected) => {
    expect(nonNegativeMinutes(value)).toBe(expected);
  });
});

describe('formatClockText', () => {
  it('shows a stored time in the restaurant’s format, and unreadable text as it is', () => {
    expect(formatClockText('18:30')).toBe('6:30 PM');
    expect(formatClockText('6:30 PM', '24')).toBe('18:30');
    expect(formatClockText('soon')).toBe('soon');
  });
});

describe('msUntilMinuteTurns', () => {
  const at = (iso: string) => Date.parse(iso);
  it('is the rest of the minute when both instants are in it', () => {
    expect(msUntilMinuteTurns(at('2026-11-25T20:30:05Z'), at('2026-11-25T20:30:45.500Z'))).toBe(14_500);
    expect(msUntilMinuteTurns(at('2026-11-25T20:30:00Z'), at('2026-11-25T20:30:00Z'))).toBe(60_000);
  });
  it('is 0 once the minute has turned, or for a clock behind the drawing', () => {
    expect(msUntilMinuteTurns(at('2026-11-25T20:30:59Z'), at('2026-11-25T20:31:00Z'))).toBe(0);
    expect(msUntilMinuteTurns(at('2026-11-25T20:30:05Z'), at('2026-11-25T20:29:59Z'))).toBe(0);
    expect(msUntilMinuteTurns(at('2026-11-25T20:30:05Z'), at('2026-11-25T23:30:10Z'))).toBe(0);
  });
});
