import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, type ApiBusinessHours, type ApiRestaurant } from '@storefront/domain';
import { getOn, TEST_NOW } from '../../test/harness';
import { emerald, gold, t, useTestApp } from '../../test/app-fixture';
import { withSettings } from '../../test/row-changes';

const get = <T>(url: string, slug: string) => getOn<T>(t.app, url, slug);

useTestApp();

describe('GET /tenants/{id}/restaurants', () => {
  it('returns the restaurants in the spec shape, with every settings group', async () => {
    const { status, body } = await get<ApiRestaurant[]>(
      `/api/eater/tenants/${emerald._id}/restaurants`,
      'emerald',
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    for (const r of body) {
      expect(r._id).toBe(r.id);
      expect(r.regular_business_hours.monday).toEqual({
        is_open: expect.any(Boolean),
        open_time: expect.stringMatching(/^\d{1,2}:\d{2} (AM|PM)$/),
        close_time: expect.stringMatching(/^\d{1,2}:\d{2} (AM|PM)$/),
      });
      expect(r.settings).toMatchObject({
        time_zone: expect.stringMatching(/^America\//),
        currency_code: 'CAD',
        gst_rate: 5,
        rush_hour_settings: { monday: { disabled: expect.any(Boolean) } },
      });
      expect(r.delivery_options).toHaveProperty('delivery_area_postal_codes');
      expect(r.online_payment_settings).toHaveProperty('accept_online_payment');
      expect(r.latitude).toEqual(expect.any(Number));
    }
  });

  it('is a 404 for another tenant', async () => {
    expect((await get(`/api/eater/tenants/${emerald._id}/restaurants`, 'goldenmaple')).status).toBe(404);
  });
});

describe('business hours', () => {
  it('GET /restaurants/{id}/businesshours gives regular and upcoming holiday hours', async () => {
    const restaurant = gold.restaurants[0]!;
    const { status, body } = await get<ApiBusinessHours>(
      `/api/eater/restaurants/${restaurant._id}/businesshours`,
      'goldenmaple',
    );
    expect(status).toBe(200);
    expect(body.restaurant).toBe(restaurant._id);
    expect(body.regular_business_hours).toEqual(restaurant.regular_business_hours);
    expect(body.holiday_hours.length).toBeGreaterThan(0);
    const yesterday = localDateOf(TEST_NOW.getTime() - 86_400_000, restaurant.settings.time_zone);
    for (const h of body.holiday_hours) {
      expect(h.restaurant).toBe(restaurant._id);
      expect(h.date >= yesterday).toBe(true);
    }
    expect(body.holiday_hours.some((h) => !h.is_open)).toBe(true);
  });

  it('GET /tenants/{id}/businesshours gives the hours of every restaurant with its reference', async () => {
    const { body } = await get<ApiBusinessHours[]>(
      `/api/eater/tenants/${emerald._id}/businesshours`,
      'emerald',
    );
    expect(body.map((h) => h.restaurant).sort()).toEqual(emerald.restaurants.map((r) => r._id).sort());
    for (const hours of body)
      for (const h of hours.holiday_hours) expect(h.restaurant).toBe(hours.restaurant);
  });

  it('answers another tenant’s restaurant, an unknown id and a malformed id alike: 404', async () => {
    for (const id of [emerald.restaurants[0]!._id, '0123456789abcdef01234567', 'x', '%27%20or%201=1']) {
      const { status, body } = await get<{ message: string }>(
        `/api/eater/restaurants/${id}/businesshours`,
        'goldenmaple',
      );
      expect(status).toBe(404);
      expect(body.message).toBe('Restaurant not found.');
    }
  });
});

describe('GET /restaurants/{id}/pickupdates', () => {
  it('lists local dates from today on, within the restaurant’s ordering horizon', async () => {
    const restaurant = gold.restaurants[0]!;
    const { status, body } = await get<{ pickupDates: string[]; timeZone: string }>(
      `/api/eater/restaurants/${restaurant._id}/pickupdates`,
      'goldenmaple',
    );
    expect(status).toBe(200);
    expect(body.timeZone).toBe(restaurant.settings.time_zone);
    const today = localDateOf(TEST_NOW, restaurant.settings.time_zone);
    expect(body.pickupDates.length).toBeGreaterThan(0);
    expect(body.pickupDates.length).toBeLessThanOrEqual(restaurant.settings.future_order_days);
    expect([...body.pickupDates].sort()).toEqual(body.pickupDates);
    for (const date of body.pickupDates) expect(date >= today).toBe(true);
  });

  it('leaves out a closed holiday', async () => {
    const restaurant = gold.restaurants[0]!;
    const hours = (
      await get<ApiBusinessHours>(`/api/eater/restaurants/${restaurant._id}/businesshours`, 'goldenmaple')
    ).body;
    const closed = hours.holiday_hours.filter((h) => !h.is_open).map((h) => h.date);
    const { body } = await get<{ pickupDates: string[] }>(
      `/api/eater/restaurants/${restaurant._id}/pickupdates`,
      'goldenmaple',
    );
    for (const date of closed) expect(body.pickupDates).not.toContain(date);
  });

  it('leaves out, for Delivery only, a date whose delivery cut-off comes before its first slot', async () => {
    const restaurant = emerald.restaurants.find((r) => r.delivery_options.support_delivery)!;
    const tomorrow = addDays(localDateOf(TEST_NOW, restaurant.settings.time_zone), 1);
    const cutoffs = { delivery_cutoffs: [{ date: tomorrow, time: '00:00' }] };
    await withSettings(t.db, 'restaurants', restaurant._id, cutoffs, async () => {
      const dates = async (method: string) =>
        (
          await get<{ pickupDates: string[] }>(
            `/api/eater/restaurants/${restaurant._id}/pickupdates?deliveryMethod=${method}`,
            'emerald',
          )
        ).body.pickupDates;
      expect(await dates('Pickup')).toContain(tomorrow);
      expect(await dates('Delivery')).not.toContain(tomorrow);
    });
  });

  it('validates deliveryMethod', async () => {
    const restaurant = gold.restaurants[0]!;
    const ok = await get(
      `/api/eater/restaurants/${restaurant._id}/pickupdates?deliveryMethod=Delivery`,
      'goldenmaple',
    );
    expect(ok.status).toBe(200);
    const bad = await get<{ message: string }>(
      `/api/eater/restaurants/${restaurant._id}/pickupdates?deliveryMethod=Drone`,
      'goldenmaple',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/deliveryMethod must be 'Pickup' or 'Delivery'/);
  });
});

describe('GET /restaurants/{id}/plastic-cutlery-items', () => {
  it('lists the items with _id, name and a price', async () => {
    const { status, body } = await get<{ _id: string; name: string; price: number }[]>(
      `/api/eater/restaurants/${gold.restaurants[0]!._id}/plastic-cutlery-items`,
      'goldenmaple',
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const item of body)
      expect(item).toEqual({ _id: expect.any(String), name: expect.any(String), price: expect.any(Number) });
  });
});
