import { localeFormats } from '../i18n/formats';
import { describe, expect, it } from 'vitest';
import { HOLIDAYS, HOURS } from '../time/test-fixtures';
import {
  addressLines,
  chosenRestaurantId,
  mapPointsOf,
  mapViewOf,
  openingRangeLabel,
  specialDates,
  telHref,
  weeklyHoursRows,
  WEEKDAYS_MONDAY_FIRST,
} from './locations';

const address = {
  address_1: '12 Main St',
  address_2: 'Unit 4',
  city_town: 'Saskatoon',
  state_province: 'SK',
  postal_code: 'S7H 1A1',
};

describe('addressLines', () => {
  it('prints street, then city, province and postal code', () => {
    expect(addressLines(address)).toEqual(['12 Main St, Unit 4', 'Saskatoon, SK S7H 1A1']);
  });

  it('leaves out missing and blank parts without stray commas', () => {
    expect(addressLines({ ...address, address_2: '  ', state_province: null })).toEqual([
      '12 Main St',
      'Saskatoon, S7H 1A1',
    ]);
    expect(addressLines({ ...address, address_1: null, address_2: null })).toEqual(['Saskatoon, SK S7H 1A1']);
    expect(
      addressLines({
        address_1: null,
        address_2: null,
        city_town: null,
        state_province: null,
        postal_code: null,
      }),
    ).toEqual([]);
  });
});

describe('telHref', () => {
  it.each([
    ['(306) 555-0100', 'tel:3065550100'],
    ['306.555.0100', 'tel:3065550100'],
    ['+1 306 555 0100', 'tel:+13065550100'],
    [' 306-555-0100 ', 'tel:3065550100'],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('is null without a number to call', () => {
    expect(telHref(null)).toBeNull();
    expect(telHref('')).toBeNull();
    expect(telHref('call us')).toBeNull();
  });
});

describe('openingRangeLabel', () => {
  it('prints open and close in the restaurant format', () => {
    const range = { is_open: true, open_time: '11:00 AM', close_time: '9:30 PM' };
    expect(openingRangeLabel(range)).toBe('11:00 AM - 9:30 PM');
    expect(openingRangeLabel(range, '24')).toBe('11:00 - 21:30');
  });

  it('writes the times with a language’s clock when given one', () => {
    const range = { is_open: true, open_time: '11:00 AM', close_time: '9:30 PM' };
    const french = (minutes: number) => localeFormats('fr').time(Date.UTC(2026, 0, 1) + minutes * 60_000);
    expect(openingRangeLabel(range, '12', french)).toBe('11 h 00 - 21 h 30');
    expect(weeklyHoursRows({ friday: range }, '12', ['friday'], french)[0]?.hours).toBe('11 h 00 - 21 h 30');
  });

  it('prints an overnight close as the next morning', () => {
    expect(openingRangeLabel({ is_open: true, open_time: '6:00 PM', close_time: '2:00 AM' })).toBe(
      '6:00 PM - 2:00 AM',
    );
  });

  it('reads closed, missing and unreadable times as Closed', () => {
    expect(openingRangeLabel({ is_open: false, open_time: '11:00 AM', close_time: '9:00 PM' })).toBe(
      'Closed',
    );
    expect(openingRangeLabel({ is_open: true, open_time: '11:00 AM', close_time: null })).toBe('Closed');
    expect(openingRangeLabel({ is_open: true, open_time: 'noon', close_time: '9:00 PM' })).toBe('Closed');
    expect(openingRangeLabel(undefined)).toBe('Closed');
  });
});

describe('weeklyHoursRows', () => {
  it('lists the week Monday first with day names and labels', () => {
    const rows = weeklyHoursRows(HOURS);
    expect(rows.map((r) => r.weekday)).toEqual(WEEKDAYS_MONDAY_FIRST);
    expect(rows[0]).toEqual({ weekday: 'monday', dayName: 'Monday', hours: 'Closed' });
    expect(rows[3]).toEqual({ weekday: 'thursday', dayName: 'Thursday', hours: '11:00 AM - 12:00 AM' });
    expect(rows[6]).toEqual({ weekday: 'sunday', dayName: 'Sunday', hours: '11:00 AM - 9:00 PM' });
  });

  it('honours the 24-hour format, another order and missing days', () => {
    const rows = weeklyHoursRows({ friday: HOURS.friday }, '24', ['sunday', 'friday']);
    expect(rows).toEqual([
      { weekday: 'sunday', dayName: 'Sunday', hours: 'Closed' },
      { weekday: 'friday', dayName: 'Friday', hours: '18:00 - 02:00' },
    ]);
    expect(weeklyHoursRows(null).every((r) => r.hours === 'Closed')).toBe(true);
  });
});

describe('specialDates', () => {
  const days = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ date: `2026-12-${String(31 - i).padStart(2, '0')}`, id: i }));

  it('lists dates in order, at most 5 by default, and counts the rest', () => {
    const { shown, more } = specialDates(days(7));
    expect(shown.map((s) => s.date)).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
    ]);
    expect(more).toBe(2);
  });

  it('reads ISO strings by their date part and keeps the entry', () => {
    const { shown, more } = specialDates(HOLIDAYS, { max: 10 });
    expect(shown.map((s) => s.date)).toEqual(['2026-03-09', '2026-03-10', '2026-12-24', '2026-12-25']);
    expect(shown[0]!.holiday).toBe(HOLIDAYS[2]);
    expect(more).toBe(0);
  });

  it('leaves out dates before `from`, duplicates and unreadable dates', () => {
    const { shown, more } = specialDates(
      [{ date: '2026-12-24' }, { date: '2026-12-24T00:00:00Z' }, { date: 'soon' }, { date: '2026-03-09' }],
      { from: '2026-03-10', max: 1 },
    );
    expect(shown.map((s) => s.date)).toEqual(['2026-12-24']);
    expect(more).toBe(0);
  });

  it('handles nothing and a zero limit', () => {
    expect(specialDates(null)).toEqual({ shown: [], more: 0 });
    expect(specialDates(days(3), { max: 0 })).toEqual({ shown: [], more: 3 });
  });
});

describe('map placement', () => {
  const r = (id: string, latitude: number | null, longitude: number | null) => ({
    _id: id,
    latitude,
    longitude,
  });

  it('keeps only restaurants with a real position', () => {
    expect(
      mapPointsOf([
        r('a', 52.1, -106.6),
        r('b', null, -106),
        r('c', 0, 0),
        r('d', 91, 10),
        r('e', Number.NaN, 1),
      ]),
    ).toEqual([{ id: 'a', lat: 52.1, lng: -106.6 }]);
  });

  it('centres on one place and fits several', () => {
    expect(mapViewOf([])).toBeNull();
    expect(mapViewOf([{ id: 'a', lat: 52.1, lng: -106.6 }])).toEqual({
      kind: 'center',
      center: [52.1, -106.6],
    });
    expect(
      mapViewOf([
        { id: 'a', lat: 52.1, lng: -106.6 },
        { id: 'b', lat: 52.1, lng: -106.6 },
      ]),
    ).toEqual({ kind: 'center', center: [52.1, -106.6] });
    expect(
      mapViewOf([
        { id: 'a', lat: 52.1, lng: -106.6 },
        { id: 'b', lat: 50.4, lng: -104.6 },
        { id: 'c', lat: 51, lng: -105 },
      ]),
    ).toEqual({
      kind: 'bounds',
      bounds: [
        [50.4, -106.6],
        [52.1, -104.6],
      ],
    });
  });
});

describe('the location a page opens at', () => {
  const two = [{ _id: 'a1' }, { _id: 'b2' }];
  it('is the only one, else the one the cookie names if the tenant has it, else none', () => {
    expect(chosenRestaurantId([{ _id: 'a1' }], null)).toBe('a1');
    expect(chosenRestaurantId(two, 'b2|(306) 555-0142|220 20th St W')).toBe('b2');
    expect(chosenRestaurantId(two, 'zz|x|y')).toBeNull();
    expect(chosenRestaurantId(two, undefined)).toBeNull();
  });
});
