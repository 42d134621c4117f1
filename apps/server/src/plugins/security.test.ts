import { describe, expect, it } from 'vitest';
import { call, signIn } from '../test/accounts-fixture';
import { TEST_NOW } from '../test/harness';
import { t, useTestApp } from '../test/app-fixture';
import { orderableItems, pickupOrder } from '../test/orders-fixture';
import { imageSourcesOf } from './security';

useTestApp();

describe('security headers (issue 16)', () => {
  it('the CSP lets the page open websockets to its own origin only', async () => {
    const response = await t.app.inject({ url: '/', headers: { host: 'goldenmaple.localhost:3000' } });
    const csp = String(response.headers['content-security-policy']);
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe("connect-src 'self'");
  });

  it('lets images come from the site, the map tiles and IMAGE_HOSTS only', async () => {
    const response = await t.app.inject({ url: '/', headers: { host: 'goldenmaple.localhost:3000' } });
    const img = String(response.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('img-src'));
    expect(img?.trim()).toBe(`img-src 'self' data: blob: ${imageSourcesOf(t.config).join(' ')}`.trim());
    expect(img).not.toMatch(/ https: /);
    expect(
      imageSourcesOf({
        mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        imageHosts: ['images.example.com', 'cdn.example.net'],
      }),
    ).toEqual(['https://*.tile.example.org', 'https://images.example.com', 'https://cdn.example.net']);
  });

  it('answers with personal data are never stored by a cache', async () => {
    const auth = await signIn(t.app);
    for (const path of [
      `/api/eater/customers/${auth.user._id}`,
      `/api/eater/customers/${auth.user._id}/orders`,
      '/api/eater/tenants/goldenmaple/customerviews?email=demo%40example.com',
    ]) {
      const response = await call(t.app, 'GET', path, { token: auth.token });
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
    const login = await call(t.app, 'POST', '/api/eater/auth/login', {
      body: { email: 'demo@example.com', password: 'demo-pass-2026' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    // A document built to be revalidated keeps its own rule.
    const tenant = await call<{ restaurants: { _id: string }[] }>(
      t.app,
      'GET',
      '/api/eater/tenants/goldenmaple',
    );
    const menus = await call(t.app, 'GET', `/api/eater/restaurants/${tenant.body.restaurants[0]!._id}/menus`);
    expect(menus.headers['cache-control']).toBe('no-cache');
  });
});

describe('control and bidi characters in names and notes (issue 16)', () => {
  it('are removed before an order is stored (PostgreSQL refused NUL with a 500)', async () => {
    const tenant = await call<{ restaurants: { _id: string }[] }>(
      t.app,
      'GET',
      '/api/eater/tenants/goldenmaple',
    );
    const restaurantId = tenant.body.restaurants[0]!._id;
    const [item] = await orderableItems(t.app, 'goldenmaple', restaurantId, TEST_NOW);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/eater/restaurants/${restaurantId}/orders`,
      headers: { host: 'goldenmaple.localhost:3000', 'idempotency-key': `hygiene-${Date.now()}` },
      payload: {
        ...pickupOrder(item!, 'No on\u0000ions\u202E please'),
        customer: {
          firstName: 'Av\u0000ery',
          lastName: '\u202ELee\u2069',
          email: 'avery@example.com',
          phone: '3065550123',
        },
        specialRequests: 'Ring\u0007 the bell\nthanks',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.db.kysely
      .selectFrom('orders')
      .select(['first_name', 'last_name', 'name_ordered_under', 'special_requests'])
      .where('id', '=', response.json().order._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      first_name: 'Avery',
      last_name: 'Lee',
      name_ordered_under: 'Avery Lee',
      special_requests: 'Ring the bell\nthanks',
    });
    const text = JSON.stringify(response.json().order);
    for (const unsafe of ['\u0000', '\u202E', '\u2069']) expect(text).not.toContain(unsafe);
  });

  it('are removed from a member’s name at sign-up; a password is kept as typed', async () => {
    const password = 'tab\tinside-pass';
    const response = await call<{ user: { local: { firstName: string } } }>(
      t.app,
      'POST',
      '/api/eater/auth/register',
      {
        body: {
          email: `hygiene-${Date.now()}@example.com`,
          firstName: 'Ri\u0000ley\u202E',
          lastName: 'M',
          password,
        },
      },
    );
    expect(response.status).toBe(201);
    expect(response.body.user.local.firstName).toBe('Riley');
  });
});
