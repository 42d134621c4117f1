import { describe, expect, it } from 'vitest';
import type { ApiRestaurant } from '../contract/api';
import { orderSchedule } from './order-schedule';
import { ms, OPEN_DATES_FROM_NOV_25, RESTAURANT } from './test-fixtures';
import { minutesSinceMidnightOf } from './zoned';

// Wednesday 2026-11-25, 2:00 PM in Toronto: open 11 AM to 9 PM.
const NOW = ms('2026-11-25T19:00:00Z');
const TZ = 'America/Toronto';
const clock = (t: number) => {
  const m = minutesSinceMidnightOf(t, TZ);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const withCutoffs = (cutoffs: { date: string; time: string }[]): ApiRestaurant => ({
  ...RESTAURANT,
  settings: { ...RESTAURANT.settings, delivery_cutoffs: cutoffs },
});

describe('orderSchedule', () => {
  it('offers pickup slots on the grid after the lead time, and ASAP at now plus the lead time', () => {
    const schedule = orderSchedule({ now: NOW, restaurant: RESTAURANT, holidays: [], method: 'Pickup' });
    expect(schedule.leadMinutes).toBe(20);
    expect(schedule.asapAt).toBe(NOW + 20 * 60_000);
    expect(schedule.acceptingNow).toBe(true);
    expect(schedule.asapAvailable).toBe(true);
    expect(schedule.slotsOn('2026-11-25').map(clock).slice(0, 2)).toEqual(['14:30', '14:45']);
    // Seven days from today, Monday closed.
    expect(schedule.availableDates()).toEqual(OPEN_DATES_FROM_NOV_25);
    expect(schedule.dates()).toHaveLength(7);
  });

  it('offers no delivery slot at or after the cut-off of its date, and no date whose slots all are', () => {
    const restaurant = withCutoffs([
      { date: '2026-11-25', time: '16:00' },
      { date: '2026-11-26', time: '10:00' },
    ]);
    const schedule = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Delivery' });
    expect(schedule.leadMinutes).toBe(45);
    expect(schedule.slotsOn('2026-11-25').map(clock)).toEqual(['15:00', '15:15', '15:30', '15:45']);
    expect(schedule.openingSlotsOn('2026-11-25').map(clock)).toContain('16:00');
    expect(schedule.availableDates()).not.toContain('2026-11-26');
    expect(schedule.availableDates()).toContain('2026-11-25');
    // A pickup is not held to the delivery cut-offs.
    const pickup = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Pickup' });
    expect(pickup.availableDates()).toContain('2026-11-26');
  });

  it('offers no ASAP delivery once the cut-off of today has passed', () => {
    const restaurant = withCutoffs([{ date: '2026-11-25', time: '14:30' }]);
    const schedule = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Delivery' });
    expect(schedule.acceptingNow).toBe(true);
    expect(schedule.asapAvailable).toBe(false);
  });

  it('takes a missing interval or day count as the defaults', () => {
    const restaurant: ApiRestaurant = {
      ...RESTAURANT,
      settings: { ...RESTAURANT.settings, pickup_time_interval_in_minutes: 0, future_order_days: 0 },
    };
    const schedule = orderSchedule({ now: NOW, restaurant, holidays: [], method: 'Pickup' });
    expect(schedule.intervalMinutes).toBe(15);
    expect(schedule.days).toBe(7);
  });
});
