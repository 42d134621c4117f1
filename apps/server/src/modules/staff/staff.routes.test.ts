import { createHash } from 'node:crypto';
import {
  STAFF_LOGIN_FAILED_MESSAGE,
  type ApiOrder,
  type ApiStaff,
  type StaffLoginResponse,
  type StaffOrdersResponse,
} from '@storefront/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/staff';
import { TEST_NOW, hostOf } from '../../test/harness';
import { emerald, gold, t, useTestApp } from '../../test/app-fixture';
import { placeTestOrder, statusHistoryOf } from '../../test/orders-fixture';

// Wednesday 2026-11-25: Golden Maple (Saskatoon) and Emerald's three locations are open and taking orders.

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  options: { slug?: string; token?: string | null; cookie?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { ...hostOf(options.slug ?? 'goldenmaple') };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return {
    status: response.statusCode,
    body: (response.body ? response.json() : null) as T & { message: string; code: string },
    cookies: response.cookies,
  };
}

const login = (email: string, slug: string, password = DEMO_STAFF_PASSWORD) =>
  call<StaffLoginResponse>('POST', '/api/staff/login', { slug, body: { email, password } });

async function tokenOf(email: string, slug: string): Promise<string> {
  const { status, body } = await login(email, slug);
  expect(status).toBe(200);
  return body.token;
}

const placeOrder = (slug: string, restaurantId: string): Promise<ApiOrder> =>
  placeTestOrder(t.app, { slug, restaurantId, specialInstructions: 'No onions, please' });

const setStatus = (orderId: string, token: string, body: object, slug = 'goldenmaple') =>
  call<ApiOrder>('POST', `/api/staff/orders/${orderId}/status`, { slug, token, body });

useTestApp();

describe('POST /api/staff/login', () => {
  it('signs in: a 256-bit token, stored only as its SHA-256, in an httpOnly SameSite=Lax cookie', async () => {
    const { status, body, cookies } = await login('Staff@GoldenMaple.example.ca', 'goldenmaple');
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.staff).toEqual({
      _id: expect.any(String),
      name: 'Casey Morin',
      email: 'staff@goldenmaple.example.ca',
      role: 'staff',
      restaurants: [
        { _id: gold.restaurants[0]!._id, name: gold.restaurants[0]!.name, time_zone: 'America/Regina' },
      ],
    });
    const cookie = cookies.find((c) => c.name === 'stoken')!;
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    const sessions = await t.db.kysely.selectFrom('staff_sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toContain(
      createHash('sha256').update(body.token).digest('hex'),
    );
    expect(sessions.map((s) => s.token_hash)).not.toContain(body.token);
  });

  it('answers a wrong password, an unknown email and another tenant’s account with the same message', async () => {
    const answers = await Promise.all([
      login('staff@goldenmaple.example.ca', 'goldenmaple', 'wrong-password'),
      login('nobody@goldenmaple.example.ca', 'goldenmaple'),
      login('staff@emerald.example.ca', 'goldenmaple'),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: STAFF_LOGIN_FAILED_MESSAGE, code: 'LOGIN_FAILED' });
      expect(answer.cookies).toEqual([]);
    }
  });

  it('asks for the missing fields and refuses unknown ones', async () => {
    const empty = await call('POST', '/api/staff/login', { body: { email: '', password: 'x' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('email: Please enter your email');
    const extra = await call('POST', '/api/staff/login', {
      body: { email: 'a@b.ca', password: 'x', role: 'owner' },
    });
    expect(extra.status).toBe(400);
  });
});

describe('staff sessions', () => {
  it('accepts the token as a Bearer header or as the stoken cookie, nothing else', async () => {
    const token = await tokenOf('staff@goldenmaple.example.ca', 'goldenmaple');
    expect((await call<ApiStaff>('GET', '/api/staff/me', { token })).body.name).toBe('Casey Morin');
    expect((await call<ApiStaff>('GET', '/api/staff/me', { cookie: `stoken=${token}` })).status).toBe(200);
    const none = await call('GET', '/api/staff/me');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Please sign in to the staff console.');
    // One character of the signature changed, always to another: ending the token in 'AA' left it
    // whole when it already ended so, or changed only the last character's unused bits.
    const at = token.length - 5;
    const tampered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect((await call('GET', '/api/staff/me', { token: tampered })).status).toBe(401);
  });

  it('a token of one tenant is not a session at another tenant’s address', async () => {
    const token = await tokenOf('staff@emerald.example.ca', 'emerald');
    expect((await call('GET', '/api/staff/me', { slug: 'emerald', token })).status).toBe(200);
    expect((await call('GET', '/api/staff/me', { slug: 'goldenmaple', token })).status).toBe(401);
  });

  it('logout revokes the token and clears the cookie', async () => {
    const token = await tokenOf('staff@goldenmaple.example.ca', 'goldenmaple');
    const out = await call('POST', '/api/staff/logout', { token });
    expect(out.status).toBe(204);
    expect(out.cookies.find((c) => c.name === 'stoken')?.value).toBe('');
    expect((await call('GET', '/api/staff/me', { token })).status).toBe(401);
    expect((await call('GET', '/api/staff/orders', { token })).status).toBe(401);
    const row = await t.db.kysely
      .selectFrom('staff_sessions')
      .select('revoked_at')
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBe(TEST_NOW.toISOString());
  });
});

describe('GET /api/staff/orders', () => {
  it('lists the restaurant’s orders newest first, in the order view’s shape', async () => {
    const token = await tokenOf('staff@goldenmaple.example.ca', 'goldenmaple');
    const restaurantId = gold.restaurants[0]!._id;
    const first = await placeOrder('goldenmaple', restaurantId);
    const second = await placeOrder('goldenmaple', restaurantId);
    const { status, body } = await call<StaffOrdersResponse>(
      'GET',
      `/api/staff/orders?restaurantId=${restaurantId}&status=Received`,
      { token },
    );
    expect(status).toBe(200);
    expect(body.orders.slice(0, 2).map((o) => o._id)).toEqual([second._id, first._id]);
    expect(body.orders[0]).toEqual(second);
    expect(body.orders.every((o) => o.status === 'Received')).toBe(true);
    expect(body.orders[1]!.items[0]!.specialInstructions).toBe('No onions, please');

    const all = await call<StaffOrdersResponse>('GET', '/api/staff/orders?limit=100', { token });
    expect(all.body.orders.length).toBeGreaterThan(2);
    expect(new Set(all.body.orders.map((o) => o.status)).size).toBeGreaterThan(1);
    const times = all.body.orders.map((o) => o.receivedAt);
    expect(times).toEqual([...times].sort().reverse());

    const today = await call<StaffOrdersResponse>(
      'GET',
      `/api/staff/orders?since=${encodeURIComponent('2026-11-25T06:00:00Z')}`,
      { token },
    );
    expect(today.body.orders.every((o) => o.receivedAt >= '2026-11-25T06:00:00.000Z')).toBe(true);
    expect(today.body.orders.map((o) => o._id)).toContain(first._id);
  });

  it('shows a staff member only their restaurants; an owner sees all of them', async () => {
    const calgary = emerald.restaurants.find((r) => r.slug === 'calgary-kensington');
    const edmonton = emerald.restaurants.find((r) => r.slug === 'edmonton-whyte-ave');
    const calgaryToken = await tokenOf('calgary@emerald.example.ca', 'emerald');
    const ownerToken = await tokenOf('staff@emerald.example.ca', 'emerald');
    const edmontonOrder = await placeOrder('emerald', edmonton!._id);

    const own = await call<StaffOrdersResponse>('GET', '/api/staff/orders?limit=100', {
      slug: 'emerald',
      token: calgaryToken,
    });
    expect(own.body.orders.every((o) => o.restaurant._id === calgary!._id)).toBe(true);
    const other = await call('GET', `/api/staff/orders?restaurantId=${edmonton!._id}`, {
      slug: 'emerald',
      token: calgaryToken,
    });
    expect(other.status).toBe(404);

    const owner = await call<StaffOrdersResponse>('GET', `/api/staff/orders?restaurantId=${edmonton!._id}`, {
      slug: 'emerald',
      token: ownerToken,
    });
    expect(owner.body.orders.map((o) => o._id)).toContain(edmontonOrder._id);
    const me = await call<ApiStaff>('GET', '/api/staff/me', { slug: 'emerald', token: ownerToken });
    expect(me.body.role).toBe('owner');
    expect(me.body.restaurants.map((r) => r._id).sort()).toEqual(
      emerald.restaurants.map((r) => r._id).sort(),
    );
  });

  it('refuses bad filters with a message', async () => {
    const token = await tokenOf('staff@goldenmaple.example.ca', 'goldenmaple');
    const bad = await call('GET', '/api/staff/orders?status=Cooking', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^status\.0: status must be/);
    expect((await call('GET', '/api/staff/orders?limit=1000', { token })).status).toBe(400);
  });
});

describe('POST /api/staff/orders/{orderId}/status', () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenOf('staff@goldenmaple.example.ca', 'goldenmaple');
  });

  it('accepts, then fulfils: confirmed_at, the adjusted pickup time and the status history', async () => {
    const order = await placeOrder('goldenmaple', gold.restaurants[0]!._id);
    const later = new Date(Date.parse(order.pickupTime) + 15 * 60_000).toISOString();
    const accepted = await setStatus(order._id, token, { status: 'Accepted', adjustedPickupTime: later });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      _id: order._id,
      status: 'Accepted',
      confirmedAt: TEST_NOW.toISOString(),
      adjustedPickupTime: later,
    });
    const fulfilled = await setStatus(order._id, token, { status: 'Fulfilled' });
    expect(fulfilled.status).toBe(200);
    expect(fulfilled.body).toMatchObject({ status: 'Fulfilled', confirmedAt: TEST_NOW.toISOString() });
    const history = (await statusHistoryOf(t.db, order._id)).map(({ status, actor, note }) => ({
      status,
      actor,
      note,
    }));
    expect(history).toHaveLength(3);
    expect(history).toEqual(
      expect.arrayContaining([
        { status: 'Received', actor: 'customer', note: null },
        { status: 'Accepted', actor: 'staff', note: 'By Casey Morin' },
        { status: 'Fulfilled', actor: 'staff', note: 'By Casey Morin' },
      ]),
    );
  });

  it('answers a transition that is not allowed with a 409 that says why', async () => {
    const order = await placeOrder('goldenmaple', gold.restaurants[0]!._id);
    const early = await setStatus(order._id, token, { status: 'Fulfilled' });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      code: 'ORDER_STATUS_CONFLICT',
      message: `Order #${order.orderNumber} is received; only an accepted order can be marked fulfilled.`,
    });
    expect((await setStatus(order._id, token, { status: 'Rejected' })).body.status).toBe('Rejected');
    const again = await setStatus(order._id, token, { status: 'Accepted' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Order #${order.orderNumber} is rejected; only a received order can be accepted.`,
    );
  });

  it('lets exactly one of two simultaneous changes win', async () => {
    const order = await placeOrder('goldenmaple', gold.restaurants[0]!._id);
    const results = await Promise.all([
      setStatus(order._id, token, { status: 'Accepted' }),
      setStatus(order._id, token, { status: 'Rejected' }),
      setStatus(order._id, token, { status: 'Accepted' }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    const steps = await statusHistoryOf(t.db, order._id);
    expect(steps).toHaveLength(2);
  });

  it('a customer can no longer cancel an accepted order', async () => {
    const order = await placeOrder('goldenmaple', gold.restaurants[0]!._id);
    await setStatus(order._id, token, { status: 'Accepted' });
    const cancel = await call('POST', `/api/eater/tenants/${gold._id}/orders/${order._id}/cancel`);
    expect(cancel.status).toBe(409);
  });

  it('another tenant’s or another restaurant’s order is a 404', async () => {
    const edmonton = emerald.restaurants.find((r) => r.slug === 'edmonton-whyte-ave')!;
    const goldOrder = await placeOrder('goldenmaple', gold.restaurants[0]!._id);
    const ownerToken = await tokenOf('staff@emerald.example.ca', 'emerald');
    const crossTenant = await setStatus(goldOrder._id, ownerToken, { status: 'Accepted' }, 'emerald');
    expect(crossTenant.status).toBe(404);
    expect(crossTenant.body.message).toBe('Order not found.');

    const edmontonOrder2 = await placeOrder('emerald', edmonton._id);
    const calgaryToken = await tokenOf('calgary@emerald.example.ca', 'emerald');
    const crossRestaurant = await setStatus(
      edmontonOrder2._id,
      calgaryToken,
      { status: 'Accepted' },
      'emerald',
    );
    expect(crossRestaurant.status).toBe(404);
    expect((await setStatus('not-an-id', token, { status: 'Accepted' })).status).toBe(404);
    // Untouched by the refused attempts.
    const row = await t.db.kysely
      .selectFrom('orders')
      .select('status')
      .where('id', 'in', [goldOrder._id, edmontonOrder2._id])
      .execute();
    expect(row.map((r) => r.status)).toEqual(['Received', 'Received']);
  });

  it('validates the body', async () => {
    const order = await placeOrder('goldenmaple', gold.restaurants[0]!._id);
    const bad = await setStatus(order._id, token, { status: 'Cancelled' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("status: status must be 'Accepted', 'Rejected' or 'Fulfilled'");
    const adjusted = await setStatus(order._id, token, {
      status: 'Rejected',
      adjustedPickupTime: '2026-11-25T21:30:00Z',
    });
    expect(adjusted.status).toBe(400);
    expect(adjusted.body.message).toBe('adjustedPickupTime can only be set when accepting an order.');
    expect((await setStatus(order._id, '', { status: 'Accepted' })).status).toBe(401);
  });
  it('refuses a ready time already in the past (issue 16), and leaves the order as it was', async () => {
    const order = await placeOrder('goldenmaple', gold.restaurants[0]!._id);
    const past = new Date(TEST_NOW.getTime() - 60_000).toISOString();
    const refused = await setStatus(order._id, token, { status: 'Accepted', adjustedPickupTime: past });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The ready time has already passed. Please choose a time from now on.');
    const row = await t.db.kysely
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Received');
    const soon = new Date(TEST_NOW.getTime() + 20 * 60_000).toISOString();
    expect((await setStatus(order._id, token, { status: 'Accepted', adjustedPickupTime: soon })).status).toBe(
      200,
    );
  });
});
