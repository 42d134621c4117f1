import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WEEKDAYS, type RegularBusinessHours } from '../contract/settings';
import { formatClock, parseClock } from './clock';
import { HOLIDAYS, HOURS, ms } from './test-fixtures';
import {
  businessHoursOn,
  isAcceptingOnlineOrdersAt,
  isOpenAt,
  onlineOrderingWindow,
  openingIntervalsOn,
  todayHoursLabel,
  type OnlineOrderingRestaurant,
} from './hours';

const TORONTO = 'America/Toronto';

describe('businessHoursOn', () => {
  it.each([
    ['2026-03-08', { open: 660, close: 1260 }], // Sunday
    ['2026-03-16', null], // Monday, closed
    ['2026-03-12', { open: 660, close: 1440 }], // Thursday, closes at '12:00 AM'
    ['2026-03-13', { open: 1080, close: 1560 }], // Friday, 6 PM to 2 AM
    ['2026-12-24', { open: 660, close: 900 }], // holiday special hours replace Thursday's
    ['2026-12-25', null], // closed holiday replaces Friday's
    ['2026-03-09', { open: 720, close: 1200 }], // holiday opens a Monday
    ['2026-03-10', null], // holiday with a missing close time
  ])('%s -> %j', (date, expected) => {
    expect(businessHoursOn(date, HOURS, HOLIDAYS)).toEqual(expected);
  });

  it('reads missing hours as closed', () => {
    expect(businessHoursOn('2026-03-08', null, null)).toBeNull();
    expect(businessHoursOn('2026-03-08', {}, [])).toBeNull();
  });

  it('reads an unparseable time as closed', () => {
    const broken = { ...HOURS, sunday: { is_open: true, open_time: 'eleven', close_time: '9:00 PM' } };
    expect(businessHoursOn('2026-03-08', broken, [])).toBeNull();
  });

  it('reads equal open and close times as open around the clock', () => {
    const allDay = { ...HOURS, sunday: { is_open: true, open_time: '12:00 AM', close_time: '12:00 AM' } };
    expect(businessHoursOn('2026-03-08', allDay, [])).toEqual({ open: 0, close: 1440 });
  });
});

describe('openingIntervalsOn', () => {
  it.each([
    // Spring forward weekend: Saturday 6 PM EST to Sunday "2:00 AM", which does not exist: 3:00 EDT.
    ['2026-03-07', TORONTO, '2026-03-07T23:00:00Z', '2026-03-08T07:00:00Z'],
    ['2026-03-08', TORONTO, '2026-03-08T15:00:00Z', '2026-03-09T01:00:00Z'],
    // Fall back weekend: Saturday 6 PM EDT to Sunday 2:00 AM EST, a nine-hour night.
    ['2026-10-31', TORONTO, '2026-10-31T22:00:00Z', '2026-11-01T07:00:00Z'],
    ['2026-11-01', TORONTO, '2026-11-01T16:00:00Z', '2026-11-02T02:00:00Z'],
    ['2026-03-12', TORONTO, '2026-03-12T15:00:00Z', '2026-03-13T04:00:00Z'],
    ['2026-12-24', TORONTO, '2026-12-24T16:00:00Z', '2026-12-24T20:00:00Z'],
    ['2026-03-09', TORONTO, '2026-03-09T16:00:00Z', '2026-03-10T00:00:00Z'],
    ['2026-03-07', 'America/Edmonton', '2026-03-08T01:00:00Z', '2026-03-08T09:00:00Z'],
    ['2026-03-08', 'America/Edmonton', '2026-03-08T17:00:00Z', '2026-03-09T03:00:00Z'],
    // Regina keeps CST all year: the same night is a plain eight hours.
    ['2026-03-07', 'America/Regina', '2026-03-08T00:00:00Z', '2026-03-08T08:00:00Z'],
    ['2026-10-31', 'America/Regina', '2026-11-01T00:00:00Z', '2026-11-01T08:00:00Z'],
    ['2026-03-08', 'Not/AZone', '2026-03-08T11:00:00Z', '2026-03-08T21:00:00Z'],
  ])('%s in %s is %s to %s', (date, tz, start, end) => {
    expect(openingIntervalsOn(date, HOURS, HOLIDAYS, tz)).toEqual([{ start: ms(start), end: ms(end) }]);
  });

  it('stops an overnight opening at midnight when the next date is a closed holiday', () => {
    // Saturday 6 PM to 2 AM, and the Sunday after it is closed for the day.
    const sundayClosed = [
      ...HOLIDAYS,
      { date: '2026-03-15', is_open: false, open_time: null, close_time: null },
    ];
    expect(openingIntervalsOn('2026-03-14', HOURS, sundayClosed, TORONTO)).toEqual([
      { start: ms('2026-03-14T22:00:00Z'), end: ms('2026-03-15T04:00:00Z') },
    ]);
    expect(isOpenAt(ms('2026-03-15T03:59:00Z'), HOURS, sundayClosed, TORONTO)).toBe(true);
    expect(isOpenAt(ms('2026-03-15T04:30:00Z'), HOURS, sundayClosed, TORONTO)).toBe(false);
  });

  it.each(['2026-03-16', '2026-12-25', '2026-03-10'])('%s is closed', (date) => {
    expect(openingIntervalsOn(date, HOURS, HOLIDAYS, TORONTO)).toEqual([]);
  });
});

describe('isOpenAt', () => {
  it.each([
    // Sunday 11 AM - 9 PM: opening instant is open, closing instant is closed.
    ['2026-03-08T14:59:59Z', TORONTO, false],
    ['2026-03-08T15:00:00Z', TORONTO, true],
    ['2026-03-09T00:59:59Z', TORONTO, true],
    ['2026-03-09T01:00:00Z', TORONTO, false],
    // Saturday night into the spring-forward Sunday: still Saturday's opening after midnight.
    ['2026-03-08T05:30:00Z', TORONTO, true], // 12:30 AM EST Sunday
    ['2026-03-08T06:59:00Z', TORONTO, true], // 1:59 AM EST
    ['2026-03-08T07:00:00Z', TORONTO, false], // 3:00 AM EDT
    // Fall-back night: open through both 1:30 AMs, closed at 2:00 AM EST.
    ['2026-11-01T05:30:00Z', TORONTO, true],
    ['2026-11-01T06:30:00Z', TORONTO, true],
    ['2026-11-01T07:00:00Z', TORONTO, false],
    // Thursday closes at midnight.
    ['2026-03-13T03:59:00Z', TORONTO, true],
    ['2026-03-13T04:00:00Z', TORONTO, false],
    // Friday 6 PM to 2 AM, then Saturday morning closed.
    ['2026-03-14T05:30:00Z', TORONTO, true], // Sat 1:30 AM EDT
    ['2026-03-14T16:00:00Z', TORONTO, false], // Sat noon
    // Holidays: Christmas closed (a Friday), Christmas Eve until 3 PM.
    ['2026-12-25T23:30:00Z', TORONTO, false], // Fri 6:30 PM
    ['2026-12-24T19:59:00Z', TORONTO, true],
    ['2026-12-24T20:00:00Z', TORONTO, false],
    // Christmas Eve 11:30 PM: the special hours replaced Thursday's midnight close.
    ['2026-12-25T04:30:00Z', TORONTO, false],
    // Monday: normally closed, the holiday entry opens it.
    ['2026-03-16T17:00:00Z', TORONTO, false],
    ['2026-03-09T17:00:00Z', TORONTO, true],
    // Edmonton and Regina on the spring-forward night.
    ['2026-03-08T08:30:00Z', 'America/Edmonton', true], // 1:30 AM MST
    ['2026-03-08T09:00:00Z', 'America/Edmonton', false], // 3:00 AM MDT
    ['2026-03-08T07:30:00Z', 'America/Regina', true], // 1:30 AM CST
    ['2026-03-08T08:00:00Z', 'America/Regina', false], // 2:00 AM CST
  ])('%s in %s -> %s', (iso, tz, open) => {
    expect(isOpenAt(ms(iso), HOURS, HOLIDAYS, tz)).toBe(open);
    expect(isOpenAt(new Date(iso), HOURS, HOLIDAYS, tz)).toBe(open);
  });
});

describe('onlineOrderingWindow', () => {
  const interval = { start: ms('2026-03-08T15:00:00Z'), end: ms('2026-03-09T01:00:00Z') };

  it.each([
    [0, 0, '2026-03-08T15:00:00Z', '2026-03-09T01:00:00Z'],
    [30, 15, '2026-03-08T15:30:00Z', '2026-03-09T00:45:00Z'],
    [-30, -15, '2026-03-08T15:00:00Z', '2026-03-09T01:00:00Z'], // negative settings never widen it
    [null, undefined, '2026-03-08T15:00:00Z', '2026-03-09T01:00:00Z'],
  ])('start %s, end %s -> %s to %s', (start, end, from, until) => {
    expect(onlineOrderingWindow(interval, start, end)).toEqual({ start: ms(from), end: ms(until) });
  });

  it.each([
    [300, 300],
    [600, 0],
    [599, 1],
    [0, 601],
  ])('start %i, end %i leaves nothing', (start, end) => {
    expect(onlineOrderingWindow(interval, start, end)).toBeNull();
  });

  it('shrinks across a DST change by real minutes', () => {
    // The night ends at 3:00 AM EDT (07:00Z); 60 real minutes earlier is 1:00 AM EST (06:00Z).
    const night = { start: ms('2026-03-07T23:00:00Z'), end: ms('2026-03-08T07:00:00Z') };
    expect(onlineOrderingWindow(night, 0, 60)).toEqual({
      start: night.start,
      end: ms('2026-03-08T06:00:00Z'),
    });
  });
});

describe('isAcceptingOnlineOrdersAt', () => {
  const restaurant: OnlineOrderingRestaurant = {
    regular_business_hours: HOURS,
    holiday_hours: HOLIDAYS,
    settings: { time_zone: TORONTO, online_ordering: true, online_order_start: 30, online_order_end: 15 },
  };

  it.each([
    ['2026-03-08T15:00:00Z', false], // open, but online ordering starts 30 minutes later
    ['2026-03-08T15:29:59Z', false],
    ['2026-03-08T15:30:00Z', true],
    ['2026-03-09T00:44:59Z', true],
    ['2026-03-09T00:45:00Z', false], // 15 minutes before closing
    ['2026-03-08T06:30:00Z', true], // Saturday's opening, Sunday 1:30 AM EST
    ['2026-03-08T06:45:00Z', false], // last 15 minutes of the night
    ['2026-12-25T23:30:00Z', false], // closed holiday
    ['2026-03-16T17:00:00Z', false], // closed Monday
  ])('%s -> %s', (iso, accepting) => {
    expect(isAcceptingOnlineOrdersAt(ms(iso), restaurant)).toBe(accepting);
  });

  it('is false whenever online ordering is switched off', () => {
    const off = { ...restaurant, settings: { ...restaurant.settings, online_ordering: false } };
    expect(isAcceptingOnlineOrdersAt(ms('2026-03-08T18:00:00Z'), off)).toBe(false);
  });

  it('works without holiday hours and with an unknown zone (UTC)', () => {
    const bare: OnlineOrderingRestaurant = {
      regular_business_hours: HOURS,
      settings: { time_zone: 'nowhere', online_order_start: 0, online_order_end: 0 },
    };
    expect(isAcceptingOnlineOrdersAt(ms('2026-03-08T11:00:00Z'), bare)).toBe(true);
    expect(isAcceptingOnlineOrdersAt(ms('2026-03-08T10:59:00Z'), bare)).toBe(false);
  });
});

describe('todayHoursLabel', () => {
  it.each([
    ['2026-03-08T18:00:00Z', '12', '11:00 AM - 9:00 PM'],
    ['2026-03-08T18:00:00Z', '24', '11:00 - 21:00'],
    ['2026-03-16T18:00:00Z', '12', 'Closed'],
    ['2026-03-13T18:00:00Z', '12', '6:00 PM - 2:00 AM'],
    ['2026-03-13T18:00:00Z', '24', '18:00 - 02:00'],
    ['2026-03-12T18:00:00Z', '12', '11:00 AM - 12:00 AM'],
    ['2026-12-24T18:00:00Z', '12', '11:00 AM - 3:00 PM'],
    ['2026-12-25T18:00:00Z', '12', 'Closed'],
    ['2026-03-09T18:00:00Z', '12', '12:00 PM - 8:00 PM'],
    // Sunday 1:30 AM: the label is for the opening that starts today, not last night's.
    ['2026-03-08T06:30:00Z', '12', '11:00 AM - 9:00 PM'],
  ] as const)('%s (%s h) -> %s', (iso, format, label) => {
    expect(todayHoursLabel(ms(iso), HOURS, HOLIDAYS, TORONTO, format)).toBe(label);
  });

  it("uses the restaurant's date, not UTC's", () => {
    // 2026-03-09T02:00Z is Sunday 10 PM in Toronto but Monday in UTC.
    expect(todayHoursLabel(ms('2026-03-09T02:00:00Z'), HOURS, [], TORONTO)).toBe('11:00 AM - 9:00 PM');
    expect(todayHoursLabel(ms('2026-03-09T02:00:00Z'), HOURS, [], 'UTC')).toBe('Closed');
  });
});

describe('isOpenAt property', () => {
  // In UTC there is no DST, so the model reduces to minute arithmetic: an independent oracle.
  const clockText = fc
    .tuple(fc.integer({ min: 0, max: 1439 }), fc.constantFrom('12' as const, '24' as const))
    .map(([m, f]) => formatClock(m, f));
  const day = fc.record({ is_open: fc.boolean(), open_time: clockText, close_time: clockText });

  it('matches minute arithmetic on today and last night', () => {
    fc.assert(
      fc.property(
        fc.tuple(day, day, day, day, day, day, day),
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-01-01T00:00:00Z') }),
        (days, t) => {
          const hours = Object.fromEntries(WEEKDAYS.map((w, i) => [w, days[i]!])) as RegularBusinessHours;
          const minute = Math.floor((t % 86_400_000) / 60_000);
          const today = hours[WEEKDAYS[new Date(t).getUTCDay()]!];
          const yesterday = hours[WEEKDAYS[(new Date(t).getUTCDay() + 6) % 7]!];
          const span = (d: typeof today) => {
            const open = parseClock(d.open_time)!;
            const close = parseClock(d.close_time)!;
            return { open, close: close <= open ? close + 1440 : close };
          };
          const s = span(today);
          const y = span(yesterday);
          const expected =
            (today.is_open && s.open <= minute && minute < s.close) ||
            (yesterday.is_open && minute + 1440 < y.close);
          expect(isOpenAt(t, hours, [], 'UTC')).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
