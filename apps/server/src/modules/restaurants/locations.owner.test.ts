import { beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER_LOCATION_MESSAGES,
  locationUpdateOf,
  type ApiBusinessHours,
  type ApiHolidayHours,
  type ApiRestaurant,
  type ApiTenant,
  type OwnerHolidaysResponse,
  type OwnerLocationsResponse,
} from '@storefront/domain';
import { auditEntriesOf, client, expectRefusals, t, useConsoleApp } from '../../test/owner-console-fixture';
import { tenantOf } from '../../test/orders-fixture';

/* Issue 19, Locations: the owner edits a location's sections and holiday hours; the storefront follows. */

useConsoleApp();

let gold: ApiTenant;
let emerald: ApiTenant;
let location: ApiRestaurant;

beforeAll(async () => {
  gold = await tenantOf(t.app, 'goldenmaple');
  emerald = await tenantOf(t.app, 'emerald');
  location = gold.restaurants[0]!;
});

const save = (
  body: unknown,
  role: 'goldOwner' | 'goldStaff' | 'emeraldOwner' = 'goldOwner',
  id = location._id,
) => client.as<ApiRestaurant>(role, 'PUT', `/api/staff/locations/${id}`, { body });

describe('owner locations', () => {
  it('lists the owner’s own locations only, one page at a time', async () => {
    const mine = await client.as<OwnerLocationsResponse>('goldOwner', 'GET', '/api/staff/locations');
    expect(mine.body.locations.map((l) => l._id)).toEqual([location._id]);
    const first = await client.as<OwnerLocationsResponse>(
      'emeraldOwner',
      'GET',
      '/api/staff/locations?limit=2',
    );
    expect(first.body.locations).toHaveLength(2);
    const rest = await client.as<OwnerLocationsResponse>(
      'emeraldOwner',
      'GET',
      `/api/staff/locations?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect([...first.body.locations, ...rest.body.locations].map((l) => l._id).sort()).toEqual(
      emerald.restaurants.map((r) => r._id).sort(),
    );
    expect((await client.as('goldStaff', 'GET', '/api/staff/locations')).status).toBe(403);
    expect((await client.as('emeraldCalgary', 'GET', '/api/staff/locations')).status).toBe(403);
  });

  it('saves every section, and the storefront shows it at once', async () => {
    const form = locationUpdateOf(location);
    const body = {
      ...form,
      name: 'Golden Maple Bistro (Broadway)',
      phone: '306-555-0199',
      settings: {
        ...form.settings,
        gst_rate: 5,
        pst_rate: 6,
        future_order_days: 3,
        online_order_lead_time: 25,
      },
      // Friday runs past midnight.
      business_hours: {
        ...form.business_hours,
        friday: { is_open: true, open_time: '5:00 PM', close_time: '2:00 AM' },
      },
      delivery: {
        ...form.delivery,
        delivery_fees: [
          { min_radius: 0, max_radius: 3, fee: 3.5 },
          { min_radius: 3, max_radius: 8, fee: 6 },
        ],
        delivery_area_postal_codes: 'S7H, S7J',
      },
    };
    const saved = await save(body);
    expect(saved.status).toBe(200);
    const shown = (await tenantOf(t.app, 'goldenmaple')).restaurants[0]!;
    expect(shown).toMatchObject({
      name: 'Golden Maple Bistro (Broadway)',
      phone: '306-555-0199',
      settings: { gst_rate: 5, pst_rate: 6, future_order_days: 3, online_order_lead_time: 25 },
      regular_business_hours: { friday: { is_open: true, open_time: '5:00 PM', close_time: '2:00 AM' } },
      delivery_options: {
        delivery_area_postal_codes: 'S7H, S7J',
        delivery_fees: body.delivery.delivery_fees,
      },
    });
    // The address did not change: the coordinates stay.
    expect([shown.latitude, shown.longitude]).toEqual([location.latitude, location.longitude]);
    const [entry] = await auditEntriesOf(t, 'location', location._id);
    expect(entry).toMatchObject({ action: 'update', staff_account_id: expect.any(String) });
    expect(JSON.parse(entry!.changes)).toMatchObject({
      before: { name: location.name, 'settings.future_order_days': location.settings.future_order_days },
      after: { name: 'Golden Maple Bistro (Broadway)', 'settings.future_order_days': 3 },
    });
  });

  it('finds a new address on the map, and refuses one the geo provider does not know', async () => {
    const form = locationUpdateOf((await tenantOf(t.app, 'goldenmaple')).restaurants[0]!);
    const moved = await save({
      ...form,
      address: { ...form.address, address_1: '1 Unknown Lane', postal_code: 'S7N 0W8' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.latitude).not.toBe(location.latitude);
    expect(moved.body.latitude).toEqual(expect.any(Number));
    const nowhere = await save({
      ...form,
      address: { ...form.address, address_1: 'Nowhere Road', city_town: 'Atlantis', postal_code: null },
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.message).toBe(`address: ${OWNER_LOCATION_MESSAGES.addressNotFound}`);
  });

  it('refuses a bad field with its name and message, and writes nothing', async () => {
    const form = locationUpdateOf(location);
    await expectRefusals(save, [
      [
        { ...form, settings: { ...form.settings, gst_rate: 150 } },
        'settings.gst_rate: GST is a percentage up to 100',
      ],
      [{ ...form, name: ' ' }, 'name: The location name cannot be empty'],
      [
        { ...form, delivery: { ...form.delivery, delivery_area_postal_codes: 'S7' } },
        'delivery.delivery_area_postal_codes: Postal prefixes are three characters separated by commas, e.g. S7H, S7J',
      ],
      [
        {
          ...form,
          business_hours: {
            ...form.business_hours,
            monday: { is_open: true, open_time: '25:00', close_time: '9:00 PM' },
          },
        },
        'business_hours.monday.open_time: The opening time must be a time like 11:00 AM',
      ],
      // The console's pickers send '' when left empty: the message names no format.
      [
        { ...form, settings: { ...form.settings, delivery_cutoffs: [{ date: '', time: '15:00' }] } },
        'settings.delivery_cutoffs.0.date: The cut-off date is missing',
      ],
      [
        { ...form, settings: { ...form.settings, delivery_cutoffs: [{ date: '2026-12-24', time: '' }] } },
        'settings.delivery_cutoffs.0.time: The cut-off time is missing',
      ],
    ]);
  });

  it('is the owner’s only, in the owner’s tenant', async () => {
    const body = locationUpdateOf(location);
    expect((await save(body, 'goldStaff')).status).toBe(403);
    expect((await save(body, 'emeraldOwner')).status).toBe(404);
    expect(
      (
        await client.as('emeraldOwner', 'PUT', `/api/staff/locations/${location._id}`, {
          body,
          slug: 'goldenmaple',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await client.as('emeraldOwner', 'POST', `/api/staff/locations/${location._id}/holidays`, {
          body: { date: '2026-12-26', is_open: false },
        })
      ).status,
    ).toBe(404);
    expect(
      (await client.as('emeraldOwner', 'GET', `/api/staff/locations/${location._id}/holidays`)).status,
    ).toBe(404);
  });

  it('adds and removes holiday hours with a note; the storefront’s hours follow', async () => {
    const url = `/api/staff/locations/${location._id}/holidays`;
    const added = await client.as<ApiHolidayHours>('goldOwner', 'POST', url, {
      body: {
        date: '2026-12-24',
        is_open: true,
        open_time: '11:00 AM',
        close_time: '3:00 PM',
        note: 'Christmas Eve: lunch only',
      },
    });
    expect(added.status).toBe(201);
    const hours = async () =>
      (
        await t.app.inject({
          url: `/api/eater/restaurants/${location._id}/businesshours`,
          headers: { host: 'goldenmaple.localhost:3000' },
        })
      ).json<ApiBusinessHours>().holiday_hours;
    expect(await hours()).toContainEqual(
      expect.objectContaining({
        date: '2026-12-24',
        open_time: '11:00 AM',
        note: 'Christmas Eve: lunch only',
      }),
    );
    const twice = await client.as('goldOwner', 'POST', url, { body: { date: '2026-12-24', is_open: false } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`date: ${OWNER_LOCATION_MESSAGES.holidayTaken('2026-12-24')}`);
    const listed = await client.as<OwnerHolidaysResponse>('goldOwner', 'GET', url);
    expect(listed.body.holidays.map((h) => h.date)).toContain('2026-12-24');

    const bad = await client.as('goldOwner', 'POST', url, { body: { date: '2026-02-30', is_open: false } });
    expect(bad.body.message).toBe(`date: ${OWNER_LOCATION_MESSAGES.holidayDate}`);
    const noTimes = await client.as('goldOwner', 'POST', url, {
      body: { date: '2026-12-31', is_open: true },
    });
    expect(noTimes.body.message).toBe('open_time: An open holiday needs its opening and closing times');
    expect(
      (await client.as('goldStaff', 'POST', url, { body: { date: '2026-12-31', is_open: false } })).status,
    ).toBe(403);

    expect((await client.as('goldOwner', 'DELETE', `${url}/${added.body._id}`)).status).toBe(204);
    expect((await hours()).map((h) => h.date)).not.toContain('2026-12-24');
    expect((await client.as('goldOwner', 'DELETE', `${url}/${added.body._id}`)).status).toBe(404);
    const entries = await auditEntriesOf(t, 'holiday', added.body._id);
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete']);
  });
});
