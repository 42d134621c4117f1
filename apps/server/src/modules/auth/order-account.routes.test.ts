import type { ApiOrder, AuthResponse } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { call, newAddress, newEmail, registerMember } from '../../test/accounts-fixture';
import { gold, t, useTestApp } from '../../test/app-fixture';
import { placeTestOrder } from '../../test/orders-fixture';

useTestApp();

/* Issue 18: "Create an account" on a guest order's confirmation, with the order's details. */

const accountOf = (orderId: string, body: unknown, options: { slug?: string; remoteAddress?: string } = {}) =>
  call<AuthResponse>(
    t.app,
    'POST',
    `/api/eater/tenants/${options.slug ?? gold._id}/orders/${orderId}/account`,
    { body, remoteAddress: options.remoteAddress ?? newAddress(), slug: options.slug },
  );

const guestOrder = (email: string) =>
  placeTestOrder(t.app, {
    restaurantId: gold.restaurants[0]!._id,
    extra: { customer: { firstName: 'Jordan', lastName: 'Price', email, phone: '(306) 555 0177' } },
  });

const customerIdOfOrder = async (orderId: string) =>
  (
    await t.app.db.kysely
      .selectFrom('orders')
      .select('customer_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).customer_id;

describe('POST /tenants/{id}/orders/{orderId}/account', () => {
  it("makes the member from the order's details, signs them in and puts the order in their history", async () => {
    const email = newEmail('jordan');
    const order = await guestOrder(email);
    const made = await accountOf(order._id, { password: 'a-good-password' });
    expect(made.status, made.body.message).toBe(201);
    expect(made.body.user.local).toEqual({
      email,
      firstName: 'Jordan',
      lastName: 'Price',
      telephone: '306-555-0177',
    });
    expect(made.cookies.find((c) => c.name === 'ctoken')?.value).toBe(made.body.token);

    const history = await call<ApiOrder[]>(
      t.app,
      'GET',
      `/api/eater/customers/${made.body.user._id}/orders`,
      {
        token: made.body.token,
      },
    );
    expect(history.body.map((o) => o._id)).toEqual([order._id]);

    // The password signs in from now on.
    const login = await call<AuthResponse>(t.app, 'POST', '/api/eater/auth/login', {
      body: { email, password: 'a-good-password' },
      remoteAddress: newAddress(),
    });
    expect(login.status).toBe(200);
    expect(login.body.user._id).toBe(made.body.user._id);

    // Once: the order now has its member.
    const again = await accountOf(order._id, { password: 'another-password' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ORDER_HAS_ACCOUNT');
  });

  it('follows the registration rules: an email with an account is refused and the order stays a guest order', async () => {
    const member = await registerMember(t.app);
    const order = await guestOrder(member.user.local.email);
    const refused = await accountOf(order._id, { password: 'a-good-password' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ACCOUNT_EXISTS');
    expect(refused.body.message).toMatch(/already exists/);
    expect(await customerIdOfOrder(order._id)).toBeNull();
  });

  it('answers bad input with a 4xx and a message, and a tenant without membership with 404', async () => {
    const order = await guestOrder(newEmail('short'));
    const short = await accountOf(order._id, { password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/password/i);
    expect((await accountOf(order._id, {})).status).toBe(400);
    expect((await accountOf(order._id, { password: 'a-good-password', email: 'x@example.com' })).status).toBe(
      400,
    );
    expect((await accountOf('000000000000000000000000', { password: 'a-good-password' })).status).toBe(404);
    expect((await accountOf('not-an-id', { password: 'a-good-password' })).status).toBe(404);
    const off = await accountOf(order._id, { password: 'a-good-password' }, { slug: 'prairiepie' });
    expect(off.status).toBe(404);
    expect(await customerIdOfOrder(order._id)).toBeNull();
  });

  it('is rate limited per order', async () => {
    const order = await guestOrder(newEmail('limit'));
    const remoteAddress = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await accountOf(order._id, { password: 'a-good-password' }, { remoteAddress })).status);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
});
