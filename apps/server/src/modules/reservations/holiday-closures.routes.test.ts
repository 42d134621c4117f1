import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderSchedule,
  reservationSlotsOn,
  reservationTimeOf,
  type ApiBusinessHours,
  type ApiRestaurant,
  type ApiTenant,
} from '@storefront/domain';
import { newId } from '../../db/ids';
import { createTestApp, hostOf, type TestApp } from '../../test/harness';
import { newIdempotencyKey, orderableItems, pickupOrder } from '../../test/orders-fixture';

// Wednesday 2026-11-25, 9 AM in Saskatoon. Golden Maple Bistro opens Friday and Saturday from 11 AM
// to 2 AM. Sunday 2026-11-29 is made a closed holiday here: Saturday's opening then stops at
// midnight, so nothing at 00:30 on the 29th; Saturday the 28th at 00:30 (Friday's late opening) is
// the control.
const NOW = new Date('2026-11-25T15:00:00Z');
const CLOSED = '2026-11-29';
const AFTER_LATE_OPENING = '2026-11-28';

let t: TestApp;
let gold: ApiTenant;
let restaurant: ApiRestaurant;

const inject = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...hostOf('goldenmaple'), ...headers },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  gold = (await inject('GET', '/api/eater/tenants/goldenmaple')).json();
  restaurant = gold.restaurants[0]!;
  await t.db.kysely
    .deleteFrom('holiday_hours')
    .where('restaurant_id', '=', restaurant._id)
    .where('date', '=', CLOSED)
    .execute();
  await t.db.kysely
    .insertInto('holiday_hours')
    .values({
      id: newId(),
      tenant_id: gold._id,
      restaurant_id: restaurant._id,
      date: CLOSED,
      is_open: 0,
      open_time: null,
      close_time: null,
      note: 'Closed for the day',
    })
    .execute();
});
afterAll(() => t.close());

const booking = (date: string, time: string, email: string) => ({
  restaurant: restaurant._id,
  reservedDate: date,
  reservedTime: time,
  partySize: 2,
  nameReservedUnder: 'Avery Chen',
  email,
  telephone: '3065550123',
});

describe('a closed holiday covers its whole date', () => {
  it('refuses a table at 00:30 on the closed date, after the late opening of the night before', async () => {
    const refused = await inject(
      'POST',
      `/api/eater/tenants/${gold._id}/reservations`,
      booking(CLOSED, '00:30', 'late@example.com'),
    );
    expect(refused.statusCode).toBe(409);
    const control = await inject(
      'POST',
      `/api/eater/tenants/${gold._id}/reservations`,
      booking(AFTER_LATE_OPENING, '00:30', 'later@example.com'),
    );
    expect(control.statusCode).toBe(201);
  });

  it('offers no table time and no pickup slot on that date, and /pickupdates leaves it out', async () => {
    const hours: ApiBusinessHours = (
      await inject('GET', `/api/eater/restaurants/${restaurant._id}/businesshours`)
    ).json();
    const withHolidays = { ...restaurant, holiday_hours: hours.holiday_hours };
    const tableTimes = (date: string) =>
      reservationSlotsOn(date, withHolidays, NOW).map((slot) =>
        reservationTimeOf(slot, restaurant.settings.time_zone),
      );
    expect(tableTimes(CLOSED)).toEqual([]);
    expect(tableTimes(AFTER_LATE_OPENING)).toContain('00:30');

    const schedule = orderSchedule({
      now: NOW.getTime(),
      restaurant,
      holidays: hours.holiday_hours,
      method: 'Pickup',
    });
    expect(schedule.openingSlotsOn(CLOSED)).toEqual([]);
    expect(schedule.openingSlotsOn(AFTER_LATE_OPENING).length).toBeGreaterThan(0);

    const { pickupDates } = (
      await inject('GET', `/api/eater/restaurants/${restaurant._id}/pickupdates?deliveryMethod=Pickup`)
    ).json();
    expect(pickupDates).not.toContain(CLOSED);
    expect(pickupDates).toContain(AFTER_LATE_OPENING);
    expect(pickupDates).toContain('2026-11-27');
  });

  it('refuses a pickup order for 00:30 on that date, in the quote and at placement', async () => {
    const [item] = await orderableItems(t.app, 'goldenmaple', restaurant._id, NOW);
    const order = {
      ...pickupOrder(item!),
      pickupTimeType: 'Schedule',
      pickupDate: CLOSED,
      pickupTime: '00:30',
    };
    const quote = await inject('POST', `/api/eater/restaurants/${restaurant._id}/cart/quote`, order);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().messages).toEqual([expect.stringMatching(/^Sorry, we are closed on .*29/)]);
    const placed = await inject('POST', `/api/eater/restaurants/${restaurant._id}/orders`, order, {
      'idempotency-key': newIdempotencyKey(),
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().code).toBe('CLOSED_ON_DATE');

    // The same time after Saturday's late opening is taken.
    const control = { ...order, pickupDate: AFTER_LATE_OPENING };
    const ok = await inject('POST', `/api/eater/restaurants/${restaurant._id}/orders`, control, {
      'idempotency-key': newIdempotencyKey(),
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
