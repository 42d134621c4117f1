import { describe, expect, it } from 'vitest';
import type { ApiRestaurant } from '../contract/api';
import { NO_OPERATIONS, type RestaurantOperations } from '../contract/operations';
import { orderSchedule, slotHasRoom } from './order-schedule';
import { endOfBusinessDay, UNTIL_FURTHER_NOTICE, soldOutUntilFor } from './sold-out';
import { HOLIDAYS, HOURS, ms, RESTAURANT } from './test-fixtures';
import { minutesSinceMidnightOf } from './zoned';

// Wednesday 2026-11-25, 2:00 PM in Toronto: open 11 AM to 9 PM, pickup lead time 20 minutes.
const NOW = ms('2026-11-25T19:00:00Z');
const TZ = 'America/Toronto';
const clock = (t: number) => {
  const m = minutesSinceMidnightOf(t, TZ);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const withOps = (ops: Partial<RestaurantOperations>): ApiRestaurant => ({
  ...RESTAURANT,
  operations: { ...NO_OPERATIONS, ...ops },
});
const at = (hhmm: string) => ms(`2026-11-25T${hhmm}:00-05:00`);

describe('slot capacity', () => {
  const capacity = { max_orders: 2, max_items: 5 };
  it('has room while both limits hold for one more order of the cart', () => {
    expect(slotHasRoom(capacity, undefined, 3)).toBe(true);
    expect(slotHasRoom(capacity, { orders: 1, items: 2 }, 3)).toBe(true);
    expect(slotHasRoom(capacity, { orders: 2, items: 2 }, 1)).toBe(false);
    expect(slotHasRoom(capacity, { orders: 1, items: 3 }, 3)).toBe(false);
    expect(slotHasRoom({ max_orders: null, max_items: null }, { orders: 99, items: 999 }, 9)).toBe(true);
  });

  it('leaves full slots out and moves ASAP to the first slot of today with room', () => {
    const restaurant = withOps({ slot_capacity: { max_orders: 1, max_items: null } });
    const bookings = new Map([
      [at('14:30'), { orders: 1, items: 1 }],
      [at('14:45'), { orders: 1, items: 2 }],
    ]);
    const schedule = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Pickup', bookings });
    expect(schedule.slotsOn('2026-11-25').map(clock).slice(0, 2)).toEqual(['15:00', '15:15']);
    expect(schedule.asapSlot).toBe(at('15:00'));
    expect(schedule.asapAt).toBe(at('15:00'));
    expect(schedule.asapAvailable).toBe(true);
  });

  it('keeps ASAP at now plus the lead time while its own slot has room', () => {
    const restaurant = withOps({ slot_capacity: { max_orders: 5, max_items: null } });
    const schedule = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Pickup' });
    expect(schedule.asapAt).toBe(NOW + 20 * 60_000);
    expect(schedule.asapSlot).toBe(at('14:30'));
  });

  it('offers no ASAP when every slot of today is full, but later dates stay open', () => {
    const restaurant = withOps({ slot_capacity: { max_orders: null, max_items: 2 } });
    const probe = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Pickup' });
    const bookings = new Map(probe.slotsOn('2026-11-25').map((t) => [t, { orders: 1, items: 2 }]));
    const schedule = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Pickup', bookings });
    expect(schedule.asapAvailable).toBe(false);
    expect(schedule.slotsOn('2026-11-25')).toEqual([]);
    expect(schedule.availableDates()).toContain('2026-11-26');
  });

  it('counts a cart by its items: a slot with room for one item is full for two', () => {
    const restaurant = withOps({ slot_capacity: { max_orders: null, max_items: 3 } });
    const bookings = new Map([[at('14:30'), { orders: 1, items: 2 }]]);
    const one = orderSchedule({
      now: NOW,
      restaurant,
      holidays: [],
      method: 'Pickup',
      bookings,
      cartItems: 1,
    });
    const two = orderSchedule({
      now: NOW,
      restaurant,
      holidays: [],
      method: 'Pickup',
      bookings,
      cartItems: 2,
    });
    expect(one.hasRoom(at('14:30'))).toBe(true);
    expect(two.hasRoom(at('14:30'))).toBe(false);
  });
});

describe('busy mode', () => {
  it('adds its minutes to the lead time, ASAP and the slots while it lasts', () => {
    const restaurant = withOps({ busy: { extra_minutes: 30, until: '2026-11-25T20:00:00Z' } });
    const schedule = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Pickup' });
    expect(schedule.busyMinutes).toBe(30);
    expect(schedule.leadMinutes).toBe(50);
    expect(schedule.asapAt).toBe(NOW + 50 * 60_000);
    expect(schedule.slotsOn('2026-11-25').map(clock)[0]).toBe('15:00');
  });

  it('ends at its end: at and after `until` the lead time is back', () => {
    const restaurant = withOps({ busy: { extra_minutes: 20, until: '2026-11-25T19:00:00Z' } });
    const schedule = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Delivery' });
    expect(schedule.busyMinutes).toBe(0);
    expect(schedule.leadMinutes).toBe(45);
  });
});

describe('pause', () => {
  it('pauses one method only, and offers it nothing while paused', () => {
    const restaurant = withOps({ paused: { Pickup: null, Delivery: { until: null } } });
    const delivery = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Delivery' });
    const pickup = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Pickup' });
    expect(delivery.paused).toBe(true);
    expect(delivery.asapAvailable).toBe(false);
    expect(delivery.availableDates()).toEqual([]);
    expect(delivery.slotsOn('2026-11-26')).toEqual([]);
    expect(pickup.paused).toBe(false);
    expect(pickup.asapAvailable).toBe(true);
  });

  it('lifts itself at the time it was set until', () => {
    const restaurant = withOps({ paused: { Pickup: { until: '2026-11-25T19:00:00Z' }, Delivery: null } });
    expect(orderSchedule({ now: NOW - 1, restaurant, holidays: [], method: 'Pickup' }).paused).toBe(true);
    expect(orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Pickup' }).paused).toBe(false);
  });
});

describe('86 windows (sold_out_until)', () => {
  const inputs = (now: number, timeZone = TZ) => ({ now, timeZone, regularHours: HOURS, holidays: HOLIDAYS });

  it('ends the day at the next local midnight in the restaurant zone', () => {
    // Wednesday 2 PM Toronto: midnight is 05:00Z.
    expect(soldOutUntilFor({ until: 'end_of_day' }, inputs(NOW))).toBe('2026-11-26T05:00:00.000Z');
    // The same instant in Vancouver is 11 AM; its midnight is 08:00Z.
    expect(soldOutUntilFor({ until: 'end_of_day' }, inputs(NOW, 'America/Vancouver'))).toBe(
      '2026-11-26T08:00:00.000Z',
    );
  });

  it("runs to the close of tonight's overnight opening, also after midnight", () => {
    // Friday 2026-11-27 11 PM Toronto, open 6 PM to 2 AM.
    expect(endOfBusinessDay(inputs(ms('2026-11-28T04:00:00Z')))).toBe(ms('2026-11-28T07:00:00Z'));
    // Saturday 00:30, still inside Friday's opening: ends at its 2 AM close, not the next midnight.
    expect(endOfBusinessDay(inputs(ms('2026-11-28T05:30:00Z')))).toBe(ms('2026-11-28T07:00:00Z'));
  });

  it('finds midnight across a DST change (a 25-hour day)', () => {
    // Saturday 2026-10-31 noon in Toronto (EDT), before its 6 PM opening: the day ends at its own
    // midnight, 04:00Z (still EDT; the clocks go back at 2 AM on Sunday).
    expect(endOfBusinessDay(inputs(ms('2026-10-31T16:00:00Z')))).toBe(ms('2026-11-01T04:00:00Z'));
    // Until a date: the start of 2026-11-02 in Toronto is 05:00Z (EST), not 04:00Z.
    expect(soldOutUntilFor({ until: 'date', date: '2026-11-02' }, inputs(ms('2026-10-31T16:00:00Z')))).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('is indefinite with a far date, and refuses a date already begun', () => {
    expect(soldOutUntilFor({ until: 'indefinitely' }, inputs(NOW))).toBe(UNTIL_FURTHER_NOTICE);
    expect(soldOutUntilFor({ until: 'date', date: '2026-11-25' }, inputs(NOW))).toBeNull();
  });
});
