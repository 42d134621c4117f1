import { describe, expect, it } from 'vitest';
import { client, t, useConsoleApp } from '../../test/owner-console-fixture';
import { tenantOf } from '../../test/orders-fixture';

/*
 * Issue 27 item 7: an owner-only write answers a staff member 403 before it looks at the body, so a
 * staff account learns nothing of the body's rules (a 400 naming a field) and the owner's route does
 * no work for them.
 */
useConsoleApp();

const BAD_BODY = { not_a_field: 'x'.repeat(10) };

describe('owner-only writes refuse staff before reading the body', () => {
  it.each([
    ['POST', '/api/staff/coupons'],
    ['PUT', '/api/staff/promotions/some-promotion'],
    ['POST', '/api/staff/promotions'],
    ['POST', '/api/staff/gift-card-products'],
    ['PUT', '/api/staff/brand'],
    ['PUT', '/api/staff/locations/{restaurantId}'],
    ['POST', '/api/staff/locations/{restaurantId}/holidays'],
    ['POST', '/api/staff/restaurants/{restaurantId}/menus'],
    ['PUT', '/api/staff/restaurants/{restaurantId}/menus/order'],
    ['PUT', '/api/staff/customers/some-customer/block'],
    ['POST', '/api/staff/accounts'],
    ['PUT', '/api/staff/reservation-settings'],
  ] as const)('%s %s', async (method, path) => {
    const restaurantId = (await tenantOf(t.app, 'goldenmaple')).restaurants[0]!._id;
    const url = path.replace('{restaurantId}', restaurantId);
    const response = await client.as<{ code: string }>('goldStaff', method, url, { body: BAD_BODY });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('OWNER_ONLY');
    // The owner with the same body is told what is wrong with it.
    expect((await client.as('goldOwner', method, url, { body: BAD_BODY })).status).toBe(400);
  });
});

describe('an owner-only upload refuses staff before reading the file', () => {
  it.each(['/api/staff/images?kind=logo', '/api/staff/items/some-item/photo'])('POST %s', async (url) => {
    const response = await client.as<{ code: string }>('goldStaff', 'POST', url, { body: BAD_BODY });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('OWNER_ONLY');
  });
});
