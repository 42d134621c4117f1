import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatClock } from '../time/clock';
import { zonedInstant } from '../time/zoned';
import {
  isItemAvailableAt,
  isSoldOutAt,
  isWithinMenuDuration,
  unavailableItemsMessage,
  unavailableLines,
} from './availability';
import { line, menu, menuItem } from './test-fixtures';

const TORONTO = 'America/Toronto';
const ms = (iso: string) => Date.parse(iso);
/** Toronto wall time on 2026-03-10 (EDT, UTC-4). */
const at = (hhmm: string) => ms(`2026-03-10T${hhmm}:00-04:00`);

const window = (time_start: string | null, time_end: string | null, name = 'Lunch') => ({
  name,
  time_start,
  time_end,
});

describe('isSoldOutAt', () => {
  it.each([
    [null, false],
    ['2026-03-10T16:00:00Z', true], // 12:00 EDT, later than 11:30
    ['2026-03-10T15:30:00Z', false], // exactly the pickup time: no longer sold out
    ['2026-03-10T15:00:00Z', false],
    ['not a date', false],
  ])('sold_out_until %s at 11:30 -> %s', (sold_out_until, expected) => {
    expect(isSoldOutAt({ sold_out_until }, at('11:30'))).toBe(expected);
  });
});

describe('isWithinMenuDuration', () => {
  it.each([
    // [start, end, local time, inside]
    ['11:00', '15:00', '11:00', true],
    ['11:00', '15:00', '15:00', true],
    ['11:00', '15:00', '15:01', false],
    ['11:00', '15:00', '10:59', false],
    ['22:00', '02:00', '23:30', true], // overnight
    ['22:00', '02:00', '01:00', true],
    ['22:00', '02:00', '02:00', true],
    ['22:00', '02:00', '12:00', false],
    ['11:00 AM', '3:00 PM', '14:59', true], // 12-hour settings parse too
    ['12:00', '12:00', '12:00', true], // equal ends: that minute only
    ['12:00', '12:00', '12:01', false],
  ])('%s-%s at %s -> %s', (start, end, time, expected) => {
    expect(isWithinMenuDuration(window(start, end), at(time), TORONTO)).toBe(expected);
  });

  it.each([
    ['all', '11:00', '15:00'],
    ['ALL', '11:00', '15:00'],
    ['Lunch', null, '15:00'],
    ['Lunch', '11:00', null],
    ['Lunch', 'soon', '15:00'],
  ])('%s %s-%s is always open', (name, start, end) => {
    expect(isWithinMenuDuration(window(start, end, name), at('20:00'), TORONTO)).toBe(true);
  });

  it('reads the local time in the restaurant zone', () => {
    const noonUtc = ms('2026-03-10T12:00:00Z'); // 08:00 in Toronto
    expect(isWithinMenuDuration(window('11:00', '15:00'), noonUtc, 'UTC')).toBe(true);
    expect(isWithinMenuDuration(window('11:00', '15:00'), noonUtc, TORONTO)).toBe(false);
  });

  it('matches "start <= t <= end", wrapped overnight, for any window and time', () => {
    fc.assert(
      fc.property(fc.nat(1439), fc.nat(1439), fc.nat(1439), (start, end, t) => {
        const when = zonedInstant('2026-07-01', t, TORONTO);
        const inside = start <= end ? start <= t && t <= end : t >= start || t <= end;
        expect(
          isWithinMenuDuration(window(formatClock(start, '24'), formatClock(end, '24')), when, TORONTO),
        ).toBe(inside);
      }),
    );
  });
});

describe('isItemAvailableAt', () => {
  const lunch = { duration: window('11:00', '15:00') };
  it('needs both: not sold out and inside the window', () => {
    expect(isItemAvailableAt({ sold_out_until: null }, lunch, at('12:00'), TORONTO)).toBe(true);
    expect(isItemAvailableAt({ sold_out_until: null }, lunch, at('16:00'), TORONTO)).toBe(false);
    expect(isItemAvailableAt({ sold_out_until: '2026-03-10T17:00:00Z' }, lunch, at('12:00'), TORONTO)).toBe(
      false,
    );
    expect(isItemAvailableAt({ sold_out_until: '2026-03-10T17:00:00Z' }, lunch, at('13:00'), TORONTO)).toBe(
      true,
    );
  });
});

describe('unavailableLines', () => {
  const ramen = menuItem({ _id: 'i-ramen', cd: 'R1' });
  const soldOut = menuItem({ _id: 'i-soup', cd: 'S1', sold_out_until: '2026-03-11T00:00:00Z' });
  const lunchOnly = menuItem({ _id: 'i-bento', cd: 'B1' });
  const both = menuItem({ _id: 'i-tea', cd: 'T1' });
  const dineInOnly = menuItem({ _id: 'i-sake', cd: 'K1' });
  const menus = [
    menu({ _id: 'all-day' }, [ramen, soldOut]),
    menu({ _id: 'lunch', duration: window('11:00', '15:00') }, [lunchOnly, both]),
    menu({ _id: 'dinner', duration: window('17:00', '22:00') }, [both]),
    menu({ _id: 'dine-in', online_ordering: false }, [dineInOnly]),
  ];
  const cart = [
    line({ uuid: 'ramen', id: 'i-ramen', cd: 'R1' }),
    line({ uuid: 'soup', id: 'i-soup', cd: 'S1' }),
    line({ uuid: 'bento', id: 'i-bento', cd: 'B1' }),
    line({ uuid: 'tea', id: 'i-tea', cd: 'T1' }),
    line({ uuid: 'by-code', id: '', cd: 'R1' }),
    line({ uuid: 'old-id', id: 'i-gone', cd: 'R1' }), // id not found: the code finds it
    line({ uuid: 'missing', id: 'i-gone', cd: 'X9' }),
    line({ uuid: 'sake', id: 'i-sake', cd: 'K1' }),
  ];
  const uuids = (time: string) => unavailableLines(cart, menus, at(time), TORONTO).map((l) => l.uuid);

  it.each([
    ['12:00', ['soup', 'missing', 'sake']],
    ['18:00', ['soup', 'bento', 'missing', 'sake']],
    ['16:00', ['soup', 'bento', 'tea', 'missing', 'sake']],
  ])('at %s', (time, expected) => {
    expect(uuids(time)).toEqual(expected);
  });

  it('lets the soup back once its sold-out time has passed', () => {
    expect(
      unavailableLines(cart, menus, ms('2026-03-11T00:00:00Z'), TORONTO).map((l) => l.uuid),
    ).not.toContain('soup');
  });
});

describe('unavailableItemsMessage', () => {
  it("is the spec's text, typo kept", () => {
    expect(unavailableItemsMessage('6:30 PM')).toBe(
      'Sorry, you have ordered some items that are not available for sale at your selected pickup time 6:30 PM. Plese go back and remove those items from shopping cart.',
    );
  });
});
