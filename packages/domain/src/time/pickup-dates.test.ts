import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WEEKDAYS, type RegularBusinessHours, type Weekday } from '../contract/settings';
import { formatClock } from './clock';
import { onlineOrderingWindow, openingIntervalsOn, type HolidayHours } from './hours';
import {
  availablePickupDates,
  leadTimeMinutes,
  pickupSlotsOn,
  type LeadTimeInputs,
  type PickupSlotInputs,
} from './pickup-dates';
import { HOLIDAYS, HOURS, RUSH_HOURS, ms } from './test-fixtures';
import { addDays, localDateOf, minutesSinceMidnightOf } from './zoned';

const TORONTO = 'America/Toronto';
const MIN = 60_000;

const base: PickupSlotInputs = {
  now: ms('2026-03-08T14:00:00Z'), // Sunday 10:00 AM EDT
  timeZone: TORONTO,
  regularHours: HOURS,
  holidays: HOLIDAYS,
  leadTimeMinutes: 20,
  intervalMinutes: 15,
  onlineOrderStart: 30,
  onlineOrderEnd: 15,
};

/** Wall-clock labels, as the storefront prints them. */
const labels = (slots: number[], tz = TORONTO) =>
  slots.map((t) => formatClock(minutesSinceMidnightOf(t, tz), '12'));

/** The quarter hours of an overnight opening that closes at 2:00 AM, less 15 minutes. */
const AFTER_MIDNIGHT = [
  '12:00 AM',
  '12:15 AM',
  '12:30 AM',
  '12:45 AM',
  '1:00 AM',
  '1:15 AM',
  '1:30 AM',
  '1:45 AM',
];

describe('pickupSlotsOn', () => {
  it('runs from opening + online_order_start to closing - online_order_end inclusive', () => {
    const slots = pickupSlotsOn('2026-03-08', base);
    expect(slots).toHaveLength(38);
    expect(slots[0]).toBe(ms('2026-03-08T15:30:00Z')); // 11:30 AM
    expect(slots.at(-1)).toBe(ms('2026-03-09T00:45:00Z')); // 8:45 PM
    expect(labels(slots).slice(0, 3)).toEqual(['11:30 AM', '11:45 AM', '12:00 PM']);
  });

  it.each([
    // now + lead = 12:20 PM: first slot 12:30 PM.
    ['2026-03-08T16:00:00Z', 20, '2026-03-08T16:30:00Z'],
    // now + lead = 12:30 PM exactly: that slot is not "later than", so 12:45 PM.
    ['2026-03-08T16:10:00Z', 20, '2026-03-08T16:45:00Z'],
    ['2026-03-08T16:09:59Z', 20, '2026-03-08T16:30:00Z'],
    ['2026-03-08T16:00:00Z', 0, '2026-03-08T16:15:00Z'],
  ])('now %s with lead %i starts at %s', (now, lead, first) => {
    expect(pickupSlotsOn('2026-03-08', { ...base, now: ms(now), leadTimeMinutes: lead })[0]).toBe(ms(first));
  });

  it('offers nothing once now + lead passes the window end', () => {
    expect(pickupSlotsOn('2026-03-08', { ...base, now: ms('2026-03-09T00:25:00Z') })).toEqual([]);
    expect(pickupSlotsOn('2026-03-08', { ...base, now: ms('2026-03-09T00:24:59Z') })).toEqual([
      ms('2026-03-09T00:45:00Z'),
    ]);
  });

  it.each([
    ['2026-03-16'], // closed Monday
    ['2026-12-25'], // closed holiday
    ['2026-03-10'], // holiday missing a time
  ])('%s has no slots', (date) => {
    expect(pickupSlotsOn(date, { ...base, now: ms('2026-03-01T12:00:00Z') })).toEqual([]);
  });

  it('gives a date the after-midnight slots of the night before (spring forward)', () => {
    const saturdayNoon = { ...base, now: ms('2026-03-07T17:00:00Z') };
    // Saturday 6:30 PM EST until the calendar day ends at midnight.
    const saturday = pickupSlotsOn('2026-03-07', saturdayNoon);
    expect(saturday).toHaveLength(22);
    expect(labels(saturday).slice(0, 1)).toEqual(['6:30 PM']);
    expect(labels(saturday).at(-1)).toBe('11:45 PM');
    // Sunday: Saturday's night from midnight to 1:45 AM EST (closes at 2:00 AM = 3:00 AM EDT,
    // minus 15 minutes), then Sunday's own day.
    const sunday = pickupSlotsOn('2026-03-08', saturdayNoon);
    expect(sunday).toHaveLength(8 + 38);
    expect(labels(sunday).slice(0, 9)).toEqual([...AFTER_MIDNIGHT, '11:30 AM']);
  });

  it('steps in real minutes through the repeated hour (fall back)', () => {
    const slots = pickupSlotsOn('2026-11-01', { ...base, now: ms('2026-10-31T16:00:00Z') });
    // 12:00 AM to 1:45 AM EDT, then 1:00 AM to 1:45 AM EST, then Sunday 11:30 AM to 8:45 PM.
    expect(slots).toHaveLength(8 + 4 + 38);
    expect(labels(slots).slice(0, 13)).toEqual([...AFTER_MIDNIGHT, ...AFTER_MIDNIGHT.slice(4), '11:30 AM']);
    expect(slots[8]! - slots[7]!).toBe(15 * MIN);
  });

  it('keeps the same wall-clock grid in Regina, which has no DST', () => {
    const slots = pickupSlotsOn('2026-03-08', {
      ...base,
      timeZone: 'America/Regina',
      now: ms('2026-03-07T18:00:00Z'),
    });
    expect(labels(slots, 'America/Regina').slice(0, 9)).toEqual([...AFTER_MIDNIGHT, '11:30 AM']);
    expect(slots[0]).toBe(ms('2026-03-08T06:00:00Z'));
  });

  it('uses the Edmonton clock in Edmonton', () => {
    const slots = pickupSlotsOn('2026-03-08', {
      ...base,
      timeZone: 'America/Edmonton',
      now: ms('2026-03-08T16:00:00Z'),
    });
    expect(slots[0]).toBe(ms('2026-03-08T17:30:00Z')); // 11:30 AM MDT
    expect(slots.at(-1)).toBe(ms('2026-03-09T02:45:00Z')); // 8:45 PM MDT
  });

  it.each([
    [0, 38],
    [null, 38],
    [undefined, 38],
    [-10, 38],
    [30, 19],
    [60, 10],
  ])('interval %s gives %i slots on a Sunday', (interval, count) => {
    expect(pickupSlotsOn('2026-03-08', { ...base, intervalMinutes: interval })).toHaveLength(count);
  });

  it('follows holiday special hours', () => {
    const slots = pickupSlotsOn('2026-12-24', { ...base, now: ms('2026-12-20T12:00:00Z') });
    expect(labels(slots)[0]).toBe('11:30 AM');
    expect(labels(slots).at(-1)).toBe('2:45 PM');
  });
});

describe('availablePickupDates', () => {
  it('skips today once its last slot is gone, and closed days', () => {
    // Sunday 8:40 PM EDT: the 8:45 PM slot is within the 20-minute lead time.
    const dates = availablePickupDates({ ...base, now: ms('2026-03-09T00:40:00Z'), days: 7 });
    expect(dates).toEqual(['2026-03-09', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']);
  });

  it('starts from today in the restaurant zone', () => {
    expect(availablePickupDates({ ...base, now: ms('2026-03-14T16:00:00Z'), days: 3 })).toEqual([
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it("keeps today while last night's opening still has slots after midnight", () => {
    const hours: RegularBusinessHours = {
      ...HOURS,
      saturday: { is_open: false, open_time: '', close_time: '' },
    };
    // Saturday 1:00 AM EDT, Friday's opening runs to 2:00 AM, online orders to 1:45 AM.
    const inputs = { ...base, regularHours: hours, now: ms('2026-03-14T05:00:00Z'), days: 1 };
    expect(labels(pickupSlotsOn('2026-03-14', inputs))).toEqual(['1:30 AM', '1:45 AM']);
    expect(availablePickupDates(inputs)).toEqual(['2026-03-14']);
  });

  it('offers no slot on a closed holiday, not even after the midnight of a late night before', () => {
    // Saturday 6 PM to 2 AM; the Sunday after it is a closed holiday.
    const holidays = [...HOLIDAYS, { date: '2026-03-15', is_open: false, open_time: null, close_time: null }];
    const inputs = { ...base, holidays, now: ms('2026-03-14T16:00:00Z'), days: 3 };
    expect(pickupSlotsOn('2026-03-15', inputs)).toEqual([]);
    expect(availablePickupDates(inputs)).toEqual(['2026-03-14']);
    // Saturday's own slots end with the opening's new close at midnight, less online_order_end.
    expect(labels(pickupSlotsOn('2026-03-14', inputs)).at(-1)).toBe('11:45 PM');
  });

  it.each([0, -1, Number.NaN])('gives nothing for %s days', (days) => {
    expect(availablePickupDates({ ...base, days })).toEqual([]);
  });
});

describe('leadTimeMinutes', () => {
  const settings = { online_order_lead_time: 20, delivery_order_lead_time: 40 };
  const lead = (iso: string, deliveryMethod: 'Pickup' | 'Delivery', extra: Partial<LeadTimeInputs> = {}) =>
    leadTimeMinutes({
      now: ms(iso),
      timeZone: TORONTO,
      deliveryMethod,
      settings,
      rushHours: RUSH_HOURS,
      ...extra,
    });

  it.each([
    // Sunday (spring-forward day) rush 11:30 AM - 1:30 PM EDT: the edges are not inside.
    ['2026-03-08T15:29:00Z', 20, 40],
    ['2026-03-08T15:30:00Z', 20, 40],
    ['2026-03-08T15:30:00.001Z', 45, 90],
    ['2026-03-08T16:30:00Z', 45, 90],
    ['2026-03-08T17:29:59.999Z', 45, 90],
    ['2026-03-08T17:30:00Z', 20, 40],
    // Monday's rush hours are disabled.
    ['2026-03-16T16:30:00Z', 20, 40],
    // Friday's rush runs 11 PM to 1 AM.
    ['2026-03-14T03:30:00Z', 45, 90], // Fri 11:30 PM
    ['2026-03-14T04:30:00Z', 45, 90], // Sat 12:30 AM, still Friday's window
    ['2026-03-14T05:00:00Z', 20, 40], // Sat 1:00 AM, its end
    ['2026-03-14T03:00:00Z', 20, 40], // Fri 11:00 PM, its start
  ] as const)('%s -> pickup %i, delivery %i', (iso, pickup, delivery) => {
    expect(lead(iso, 'Pickup')).toBe(pickup);
    expect(lead(iso, 'Delivery')).toBe(delivery);
  });

  it('uses the regular lead times without rush hours', () => {
    expect(lead('2026-03-08T16:30:00Z', 'Pickup', { rushHours: null })).toBe(20);
    expect(lead('2026-03-08T16:30:00Z', 'Delivery', { rushHours: undefined })).toBe(40);
  });

  it('reads the rush window in the restaurant zone', () => {
    // 12:30 PM in Edmonton (MDT) is 18:30Z; in Toronto that is 2:30 PM, outside the rush.
    expect(lead('2026-03-08T18:30:00Z', 'Pickup', { timeZone: 'America/Edmonton' })).toBe(45);
    expect(lead('2026-03-08T18:30:00Z', 'Pickup')).toBe(20);
    expect(lead('2026-01-11T18:30:00Z', 'Pickup', { timeZone: 'America/Regina' })).toBe(45); // 12:30 PM CST
  });

  it('ignores a rush window with an unreadable time', () => {
    const broken = { ...RUSH_HOURS, sunday: { ...RUSH_HOURS.sunday, rush_hour_end: 'later' } };
    expect(lead('2026-03-08T16:30:00Z', 'Pickup', { rushHours: broken })).toBe(20);
  });
});

// Property tests: random hours, holidays, settings, zones and clocks.

const ZONES = [
  'America/Toronto',
  'America/Edmonton',
  'America/Regina',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'America/Santiago',
  'UTC',
];
// Days around the 2026 DST changes of these zones, plus ordinary ones.
const BASE_DATES = [
  '2026-03-07',
  '2026-03-08',
  '2026-04-05',
  '2026-09-06',
  '2026-10-04',
  '2026-10-31',
  '2026-11-01',
  '2026-06-15',
];

const clockText = fc
  .tuple(fc.integer({ min: 0, max: 1439 }), fc.constantFrom('12' as const, '24' as const))
  .map(([m, f]) => formatClock(m, f));
const dayHours = fc.record({ is_open: fc.boolean(), open_time: clockText, close_time: clockText });
const regularHours = fc
  .tuple(...WEEKDAYS.map(() => dayHours))
  .map(
    (days) =>
      Object.fromEntries(WEEKDAYS.map((w, i) => [w, days[i]])) as Record<Weekday, (typeof days)[number]>,
  );

const scenario = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    baseDate: fc.constantFrom(...BASE_DATES),
    nowMinute: fc.integer({ min: -1440, max: 2 * 1440 }),
    regularHours,
    holidays: fc.array(
      fc.record({
        offset: fc.integer({ min: -1, max: 3 }),
        is_open: fc.boolean(),
        open_time: fc.option(clockText),
        close_time: fc.option(clockText),
      }),
      { maxLength: 3 },
    ),
    leadTimeMinutes: fc.integer({ min: 0, max: 240 }),
    intervalMinutes: fc.option(fc.integer({ min: 0, max: 90 }), { nil: undefined }),
    onlineOrderStart: fc.integer({ min: 0, max: 120 }),
    onlineOrderEnd: fc.integer({ min: 0, max: 120 }),
    dateOffset: fc.integer({ min: -1, max: 3 }),
  })
  .map((s) => {
    const now = Date.parse(`${s.baseDate}T12:00:00Z`) + s.nowMinute * MIN + 37_000;
    const holidays: HolidayHours[] = s.holidays.map((h) => ({
      date: addDays(s.baseDate, h.offset),
      is_open: h.is_open,
      open_time: h.open_time,
      close_time: h.close_time,
    }));
    const inputs: PickupSlotInputs = { ...s, now, holidays };
    return { inputs, date: addDays(localDateOf(now, s.timeZone), s.dateOffset) };
  });

describe('pickup slot properties', () => {
  it('every slot lies on an opening online window grid, after now + lead, on its own date, strictly increasing', () => {
    fc.assert(
      fc.property(scenario, ({ inputs, date }) => {
        const slots = pickupSlotsOn(date, inputs);
        const step = (inputs.intervalMinutes || 15) * MIN;
        const openings = [
          ...openingIntervalsOn(addDays(date, -1), inputs.regularHours, inputs.holidays, inputs.timeZone),
          ...openingIntervalsOn(date, inputs.regularHours, inputs.holidays, inputs.timeZone),
        ];
        const earliest = (inputs.now as number) + inputs.leadTimeMinutes * MIN;
        slots.forEach((slot, i) => {
          expect(slot).toBeGreaterThan(earliest);
          expect(localDateOf(slot, inputs.timeZone)).toBe(date);
          if (i > 0) expect(slot).toBeGreaterThan(slots[i - 1]!);
          const inside = openings.some((opening) => {
            const w = onlineOrderingWindow(opening, inputs.onlineOrderStart, inputs.onlineOrderEnd);
            return (
              w !== null &&
              opening.start <= w.start &&
              w.end <= opening.end &&
              w.start <= slot &&
              slot <= w.end &&
              (slot - w.start) % step === 0
            );
          });
          expect(inside).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('offers every grid point of a window that is after now + lead (nothing is lost)', () => {
    fc.assert(
      fc.property(scenario, ({ inputs, date }) => {
        const slots = new Set(pickupSlotsOn(date, inputs));
        const step = (inputs.intervalMinutes || 15) * MIN;
        const earliest = (inputs.now as number) + inputs.leadTimeMinutes * MIN;
        for (const opening of openingIntervalsOn(
          date,
          inputs.regularHours,
          inputs.holidays,
          inputs.timeZone,
        )) {
          const w = onlineOrderingWindow(opening, inputs.onlineOrderStart, inputs.onlineOrderEnd);
          if (!w) continue;
          for (let t = w.start; t <= w.end; t += step) {
            if (t > earliest && localDateOf(t, inputs.timeZone) === date) expect(slots.has(t)).toBe(true);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('available dates are increasing, within range, and exactly the dates with slots', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 5 }), ({ inputs }, days) => {
        const dates = availablePickupDates({ ...inputs, days });
        const today = localDateOf(inputs.now, inputs.timeZone);
        const range = Array.from({ length: days }, (_, i) => addDays(today, i));
        expect(dates).toEqual(range.filter((d) => pickupSlotsOn(d, inputs).length > 0));
      }),
      { numRuns: 100 },
    );
  });
});
