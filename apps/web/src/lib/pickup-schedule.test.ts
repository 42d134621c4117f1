import { DEFAULT_DELIVERY_OPTIONS, NO_OPERATIONS, type ApiRestaurant } from '@storefront/domain';
import { everyDay, RESTAURANT } from '@storefront/domain/test-fixtures';
import { describe, expect, it } from 'vitest';
import { pickupSchedule } from './pickup-schedule';

const restaurant: ApiRestaurant = {
  ...RESTAURANT,
  regular_business_hours: everyDay('11:00 AM', '9:00 PM'),
  settings: { ...RESTAURANT.settings, time_zone: 'America/Toronto', online_order_lead_time: 20 },
  delivery_options: DEFAULT_DELIVERY_OPTIONS,
};
// Wednesday 2026-11-25, 2:00 PM in Toronto.
const now = Date.parse('2026-11-25T19:00:00Z');

describe('pickupSchedule with the kitchen controls', () => {
  it('leaves out the slots the server reports full and moves ASAP past them', () => {
    const operations = { ...NO_OPERATIONS, slot_capacity: { max_orders: 3, max_items: null } };
    const schedule = pickupSchedule({
      now,
      restaurant,
      holidays: [],
      method: 'Pickup',
      operations,
      fullSlots: ['2026-11-25T19:30:00.000Z'],
    });
    expect(schedule.slotsOn('2026-11-25').map((s) => s.label)[0]).toBe('2:45 PM');
    expect(schedule.asapMinutes).toBe(45);
    expect(schedule.asapFull).toBe(false);
  });

  it('shows busy mode in the ASAP minutes and a pause as no time at all', () => {
    const busy = pickupSchedule({
      now,
      restaurant,
      holidays: [],
      method: 'Pickup',
      operations: { ...NO_OPERATIONS, busy: { extra_minutes: 20, until: '2026-11-25T20:00:00Z' } },
    });
    expect(busy.asapMinutes).toBe(40);
    const paused = pickupSchedule({
      now,
      restaurant,
      holidays: [],
      method: 'Pickup',
      operations: { ...NO_OPERATIONS, paused: { Pickup: { until: null }, Delivery: null } },
    });
    expect(paused.paused).toBe(true);
    expect(paused.asapAvailable).toBe(false);
    expect(paused.availableDates).toEqual([]);
  });
});
