import { NO_OPERATIONS, type RestaurantOperations } from '@storefront/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { kitchenStatusLine } from './kitchen-status';

// English is the messages' own text: no catalogue to load.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const now = Date.parse('2026-11-25T20:30:00.000Z');
// The instant's UTC time of day stands in for the restaurant's clock.
const clock = (iso: string) => iso.slice(11, 16);
const ended = '2026-11-25T20:00:00.000Z';

const CASES: { what: string; changes: Partial<RestaurantOperations>; line: string }[] = [
  { what: 'nothing in force', changes: {}, line: 'Pickup on · Delivery on' },
  {
    what: 'a pause with its end, and busy mode with its minutes',
    changes: {
      paused: { Pickup: null, Delivery: { until: '2026-11-26T00:30:00.000Z' } },
      busy: { extra_minutes: 10, until: '2026-11-25T21:00:00.000Z' },
    },
    line: 'Pickup on · Delivery paused until 00:30 · Busy +10 min',
  },
  {
    what: 'a pause with no end, and a capacity of orders',
    changes: {
      paused: { Pickup: { until: null }, Delivery: null },
      slot_capacity: { max_orders: 8, max_items: null },
    },
    line: 'Pickup paused until resumed · Delivery on · Up to 8 orders a slot',
  },
  {
    what: 'a capacity of orders and items',
    changes: { slot_capacity: { max_orders: 8, max_items: 20 } },
    line: 'Pickup on · Delivery on · Up to 8 orders, 20 items a slot',
  },
  {
    what: 'a pause and a busy period that have ended',
    changes: {
      paused: { Pickup: { until: ended }, Delivery: null },
      busy: { extra_minutes: 20, until: ended },
    },
    line: 'Pickup on · Delivery on',
  },
];

describe('kitchenStatusLine', () => {
  it.each(CASES)('says what is in force: $what', ({ changes, line }) => {
    expect(kitchenStatusLine({ ...NO_OPERATIONS, ...changes }, now, clock, i18n)).toBe(line);
  });
});
