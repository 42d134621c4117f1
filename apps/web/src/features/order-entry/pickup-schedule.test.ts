import {
  DEFAULT_DELIVERY_OPTIONS,
  DEFAULT_ONLINE_PAYMENT_SETTINGS,
  DEFAULT_RESTAURANT_SETTINGS,
  DEFAULT_RUSH_HOUR_SETTINGS,
  NO_OPERATIONS,
  type ApiRestaurant,
} from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { pickupSchedule } from './pickup-schedule';

const open = { is_open: true, open_time: '11:00 AM', close_time: '9:00 PM' };
const restaurant: ApiRestaurant = {
  _id: 'r1',
  id: 'r1',
  name: 'Downtown',
  slug: 'downtown',
  phone: null,
  email: null,
  address_1: null,
  address_2: null,
  city_town: null,
  state_province: null,
  postal_code: null,
  country: 'CA',
  latitude: null,
  longitude: null,
  regular_business_hours: {
    sunday: open,
    monday: open,
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: open,
  },
  settings: {
    ...DEFAULT_RESTAURANT_SETTINGS,
    time_zone: 'America/Toronto',
    online_ordering: true,
    online_order_lead_time: 20,
    rush_hour_settings: DEFAULT_RUSH_HOUR_SETTINGS,
  },
  delivery_options: DEFAULT_DELIVERY_OPTIONS,
  online_payment_settings: DEFAULT_ONLINE_PAYMENT_SETTINGS,
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
