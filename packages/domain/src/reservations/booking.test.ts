import { describe, expect, it } from 'vitest';
import { HOLIDAYS, HOURS, ms, OPEN_DATES_FROM_NOV_25 } from '../time/test-fixtures';
import {
  RESERVATION_MESSAGES,
  bookableSlot,
  partySizeOptions,
  reservationDates,
  reservationRequestSchema,
  reservationSlotsOn,
  reservationTimeOf,
  type ReservationRestaurant,
} from './booking';

const TZ = 'America/Regina'; // UTC−6 all year

const restaurant = (settings: Partial<ReservationRestaurant['settings']> = {}): ReservationRestaurant => ({
  regular_business_hours: HOURS,
  holiday_hours: HOLIDAYS,
  settings: {
    time_zone: TZ,
    max_party_size: 8,
    future_reservation_days: 30,
    online_reservation_start: 0,
    online_reservation_end: 0,
    ...settings,
  },
});

const times = (date: string, r: ReservationRestaurant, now: number) =>
  reservationSlotsOn(date, r, now).map((slot) => reservationTimeOf(slot, TZ));

describe('reservation times', () => {
  // Tuesday 2026-11-24, 08:00 in Regina: before opening.
  const morning = ms('2026-11-24T14:00:00Z');

  it('are 30-minute steps from opening to closing', () => {
    const all = times('2026-11-24', restaurant(), morning);
    expect(all[0]).toBe('11:00');
    expect(all[1]).toBe('11:30');
    expect(all.at(-1)).toBe('21:00');
    expect(all).toHaveLength(21);
  });

  it('start online_reservation_start after opening and stop online_reservation_end before closing', () => {
    const all = times(
      '2026-11-24',
      restaurant({ online_reservation_start: 60, online_reservation_end: 90 }),
      morning,
    );
    expect(all[0]).toBe('12:00');
    expect(all.at(-1)).toBe('19:30');
  });

  it('today are only the ones still ahead', () => {
    const afternoon = ms('2026-11-24T20:10:00Z'); // 14:10 local
    expect(times('2026-11-24', restaurant(), afternoon)[0]).toBe('14:30');
  });

  it('follow holiday hours and closed days', () => {
    expect(times('2026-12-24', restaurant(), morning).at(-1)).toBe('15:00');
    expect(times('2026-12-25', restaurant(), morning)).toEqual([]);
    expect(times('2026-11-30', restaurant(), morning)).toEqual([]); // a Monday
  });
});

describe('reservation dates', () => {
  const tuesdayMorning = ms('2026-11-24T14:00:00Z');

  it('are today through future_reservation_days more, skipping closed days', () => {
    const dates = reservationDates(restaurant({ future_reservation_days: 7 }), tuesdayMorning);
    // Tue 24 .. Tue Dec 1 (8 dates) without Monday the 30th.
    expect(dates).toEqual(['2026-11-24', ...OPEN_DATES_FROM_NOV_25]);
  });

  it('leave out today once its last time has passed', () => {
    const lateTuesday = ms('2026-11-25T03:30:00Z'); // 21:30 local
    expect(reservationDates(restaurant({ future_reservation_days: 1 }), lateTuesday)).toEqual(['2026-11-25']);
  });
});

describe('bookableSlot', () => {
  const now = ms('2026-11-24T14:00:00Z');

  it('accepts an offered date and time and gives its instant', () => {
    expect(bookableSlot(restaurant(), '2026-11-25', '18:30', now)).toBe(ms('2026-11-26T00:30:00Z'));
  });

  it('refuses times off the grid, outside the hours, in the past or beyond the booking horizon', () => {
    expect(bookableSlot(restaurant(), '2026-11-25', '18:15', now)).toBeNull();
    expect(bookableSlot(restaurant(), '2026-11-25', '22:00', now)).toBeNull();
    expect(bookableSlot(restaurant(), '2026-11-23', '12:00', now)).toBeNull();
    expect(bookableSlot(restaurant({ future_reservation_days: 3 }), '2026-12-01', '12:00', now)).toBeNull();
    expect(bookableSlot(restaurant(), '2026-11-30', '12:00', now)).toBeNull();
  });
});

describe('the form', () => {
  it('offers 1 to max_party_size people', () => {
    expect(partySizeOptions(3)).toEqual([
      { value: 1, label: '1 Person' },
      { value: 2, label: '2 People' },
      { value: 3, label: '3 People' },
    ]);
    expect(partySizeOptions(0)).toHaveLength(1);
  });

  const valid = {
    restaurant: 'abc',
    reservedDate: '2026-11-25',
    reservedTime: '18:30',
    partySize: 4,
    nameReservedUnder: ' Avery Chen ',
    email: 'Avery@Example.com',
    telephone: '(306) 555-0123',
  };

  it('normalises a valid request', () => {
    expect(reservationRequestSchema.parse(valid)).toMatchObject({
      nameReservedUnder: 'Avery Chen',
      email: 'avery@example.com',
      telephone: '306-555-0123',
    });
  });

  it.each([
    ['restaurant', '', RESERVATION_MESSAGES.restaurant],
    ['reservedDate', '', RESERVATION_MESSAGES.date],
    ['reservedTime', '', RESERVATION_MESSAGES.time],
    ['partySize', undefined, RESERVATION_MESSAGES.partySize],
    ['nameReservedUnder', '  ', RESERVATION_MESSAGES.name],
    ['email', '', RESERVATION_MESSAGES.email],
    ['telephone', '', RESERVATION_MESSAGES.phone],
    ['telephone', '555-0123', RESERVATION_MESSAGES.invalidPhone],
    ['note', 'x'.repeat(256), RESERVATION_MESSAGES.note],
  ])('%s = %j gives the spec message', (field, value, message) => {
    const result = reservationRequestSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
