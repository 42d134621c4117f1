import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  datePartOf,
  localDateOf,
  minutesSinceMidnightOf,
  nextWallClock,
  safeTimeZone,
  startOfLocalDay,
  weekdayOf,
  zonedInstant,
} from './zoned';

const ms = (iso: string) => Date.parse(iso);

describe('safeTimeZone', () => {
  it.each([
    ['America/Toronto', 'America/Toronto'],
    ['America/Regina', 'America/Regina'],
    ['UTC', 'UTC'],
    ['Not/AZone', 'UTC'],
    ['', 'UTC'],
    ['   ', 'UTC'],
    [null, 'UTC'],
    [undefined, 'UTC'],
  ])('%j -> %s', (tz, expected) => {
    expect(safeTimeZone(tz)).toBe(expected);
  });

  it('makes every zoned function work on an unknown zone as if UTC', () => {
    expect(localDateOf(ms('2026-03-08T23:30:00Z'), 'Mars/Olympus')).toBe('2026-03-08');
    expect(zonedInstant('2026-03-08', 90, 'Mars/Olympus')).toBe(ms('2026-03-08T01:30:00Z'));
  });
});

describe('localDateOf and minutesSinceMidnightOf', () => {
  it.each([
    ['2026-03-08T04:59:00Z', 'America/Toronto', '2026-03-07', 23 * 60 + 59],
    ['2026-03-08T05:00:00Z', 'America/Toronto', '2026-03-08', 0],
    // Spring forward: 2:00 EST becomes 3:00 EDT at 07:00Z.
    ['2026-03-08T06:59:00Z', 'America/Toronto', '2026-03-08', 60 + 59],
    ['2026-03-08T07:00:00Z', 'America/Toronto', '2026-03-08', 180],
    // Fall back: 1:30 happens twice.
    ['2026-11-01T05:30:00Z', 'America/Toronto', '2026-11-01', 90],
    ['2026-11-01T06:30:00Z', 'America/Toronto', '2026-11-01', 90],
    ['2026-07-01T05:59:00Z', 'America/Edmonton', '2026-06-30', 23 * 60 + 59],
    ['2026-07-01T06:00:00Z', 'America/Regina', '2026-07-01', 0],
    ['2026-01-01T06:00:00Z', 'America/Regina', '2026-01-01', 0],
  ])('%s in %s is %s at minute %i', (iso, tz, date, minutes) => {
    expect(localDateOf(ms(iso), tz)).toBe(date);
    expect(localDateOf(new Date(iso), tz)).toBe(date);
    expect(minutesSinceMidnightOf(ms(iso), tz)).toBe(minutes);
  });

  it('rejects an instant that is not a number', () => {
    expect(() => localDateOf(Number.NaN, 'UTC')).toThrow(RangeError);
  });
});

describe('weekdayOf and addDays', () => {
  it.each([
    ['2026-03-08', 'sunday'],
    ['2026-03-09', 'monday'],
    ['2026-11-01', 'sunday'],
    ['2026-02-28', 'saturday'],
    ['2024-02-29', 'thursday'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each([
    ['2026-03-07', 1, '2026-03-08'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-12-31', 0, '2026-12-31'],
  ])('%s + %i days = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-3-8', 'tomorrow', '2026-03-08T10:00'])('rejects %j', (bad) => {
    expect(() => weekdayOf(bad)).toThrow(RangeError);
    // Refused again: a refusal is never kept as a known date.
    expect(() => weekdayOf(bad)).toThrow(RangeError);
  });

  it("agrees with the calendar's weekday and the next day, before and after 1970, read once or again", () => {
    const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (day) => {
          const date = day.toISOString().slice(0, 10);
          const calendar = new Date(`${date}T00:00:00Z`);
          for (let read = 0; read < 2; read++) {
            expect(weekdayOf(date)).toBe(WEEK[calendar.getUTCDay()]);
            expect(addDays(date, 1)).toBe(
              new Date(calendar.getTime() + 86_400_000).toISOString().slice(0, 10),
            );
          }
        },
      ),
    );
  });
});

describe('zonedInstant', () => {
  it.each([
    ['2026-03-07', 18 * 60, 'America/Toronto', '2026-03-07T23:00:00Z'],
    // 1:30 AM exists, still EST.
    ['2026-03-08', 90, 'America/Toronto', '2026-03-08T06:30:00Z'],
    // 2:30 AM does not exist: 'compatible' moves it forward by the gap, to 3:30 EDT.
    ['2026-03-08', 150, 'America/Toronto', '2026-03-08T07:30:00Z'],
    ['2026-03-08', 180, 'America/Toronto', '2026-03-08T07:00:00Z'],
    // 1:30 AM happens twice: 'compatible' takes the first (EDT).
    ['2026-11-01', 90, 'America/Toronto', '2026-11-01T05:30:00Z'],
    ['2026-11-01', 120, 'America/Toronto', '2026-11-01T07:00:00Z'],
    // Minutes past a day land on the next day: 6 PM + 8 h = 2:00 AM the day after.
    ['2026-03-07', 1440 + 120, 'America/Toronto', '2026-03-08T07:00:00Z'],
    ['2026-03-07', 1440, 'America/Toronto', '2026-03-08T05:00:00Z'],
    ['2026-03-08', 0, 'America/Edmonton', '2026-03-08T07:00:00Z'],
    ['2026-03-08', 180, 'America/Edmonton', '2026-03-08T09:00:00Z'],
    ['2026-03-08', 150, 'America/Regina', '2026-03-08T08:30:00Z'],
    ['2026-07-08', 150, 'America/Regina', '2026-07-08T08:30:00Z'],
  ])('%s minute %i in %s is %s', (date, minutes, tz, iso) => {
    expect(zonedInstant(date, minutes, tz)).toBe(ms(iso));
  });

  it('is the inverse of localDateOf/minutesSinceMidnightOf away from DST changes', () => {
    const t = zonedInstant('2026-06-15', 17 * 60 + 45, 'America/Edmonton');
    expect(localDateOf(t, 'America/Edmonton')).toBe('2026-06-15');
    expect(minutesSinceMidnightOf(t, 'America/Edmonton')).toBe(17 * 60 + 45);
  });
});

describe('nextWallClock', () => {
  it.each([
    // 2:00 PM in Toronto: 5 PM is later today; 9 AM is tomorrow's; 2 PM itself is not "after now".
    ['2026-11-25T19:00:00Z', 17 * 60, 'America/Toronto', '2026-11-25T22:00:00Z'],
    ['2026-11-25T19:00:00Z', 9 * 60, 'America/Toronto', '2026-11-26T14:00:00Z'],
    ['2026-11-25T19:00:00Z', 14 * 60, 'America/Toronto', '2026-11-26T19:00:00Z'],
    // The restaurant's zone, not UTC's day: 11 PM in Regina is already 05:00 UTC tomorrow.
    ['2026-11-25T19:00:00Z', 23 * 60, 'America/Regina', '2026-11-26T05:00:00Z'],
    // Across spring forward (Mar 8): 10 PM Saturday to 9 AM Sunday is 10 hours, not 11.
    ['2026-03-08T03:00:00Z', 9 * 60, 'America/Toronto', '2026-03-08T13:00:00Z'],
    // Across fall back (Nov 1): 9 AM Sunday is EST.
    ['2026-11-01T03:00:00Z', 9 * 60, 'America/Toronto', '2026-11-01T14:00:00Z'],
    // 2:30 AM does not exist on Mar 8: it moves forward by the gap.
    ['2026-03-08T03:00:00Z', 150, 'America/Toronto', '2026-03-08T07:30:00Z'],
  ])('after %s, minute %i in %s is %s', (now, minutes, tz, iso) => {
    expect(nextWallClock(ms(now), minutes, tz)).toBe(ms(iso));
  });
});

describe('startOfLocalDay', () => {
  it.each([
    ['2026-03-08', 'America/Toronto', '2026-03-08T05:00:00Z'],
    ['2026-03-09', 'America/Toronto', '2026-03-09T04:00:00Z'],
    ['2026-11-02', 'America/Toronto', '2026-11-02T05:00:00Z'],
    // Santiago's clocks skip midnight when DST starts: the day begins at 1:00.
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00Z'],
  ])('%s in %s starts at %s', (date, tz, iso) => {
    expect(startOfLocalDay(date, tz)).toBe(ms(iso));
  });
});

describe('datePartOf', () => {
  it.each([
    ['2026-03-08', '2026-03-08'],
    ['2026-03-08T05:00:00.000Z', '2026-03-08'],
    [' 2026-03-08 ', '2026-03-08'],
    ['2026-02-30', null],
    ['March 8', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (text, expected) => {
    expect(datePartOf(text)).toBe(expected);
  });
});

describe('the cached offset agrees with Intl', () => {
  const zones = [
    'America/Toronto',
    'America/Regina',
    'America/St_Johns',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Europe/London',
    'UTC',
  ];

  function intlReading(ms: number, timeZone: string) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(ms)
        .map((p) => [p.type, p.value]),
    );
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
    };
  }

  it('for any instant from 1950 to 2100 in zones with half- and quarter-hour offsets and DST', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const expected = intlReading(ms, zone);
          expect(localDateOf(ms, zone)).toBe(expected.date);
          expect(minutesSinceMidnightOf(ms, zone)).toBe(expected.minutes);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
