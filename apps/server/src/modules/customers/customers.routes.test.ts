import type {
  ApiCoupon,
  ApiCustomer,
  ApiGiftCard,
  ApiOrder,
  ApiReservation,
  AuthResponse,
  CartQuote,
  MostOrderedItemsResponse,
  PlaceOrderRequest,
} from '@storefront/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerMember, signIn } from '../../test/accounts-fixture';
import { TEST_NOW } from '../../test/harness';
import { gold, t, useTestApp } from '../../test/app-fixture';
import { orderableItems, pickupOrder, placeTestOrder } from '../../test/orders-fixture';

let demo: AuthResponse;
let emeraldDemo: AuthResponse;

useTestApp();
beforeAll(async () => {
  demo = await signIn(t.app);
  emeraldDemo = await signIn(t.app, 'emerald');
});

const get = <T>(path: string, auth: { token: string } | null, slug = 'goldenmaple') =>
  call<T>(t.app, 'GET', `/api/eater${path}`, { token: auth?.token ?? null, slug });

const placeOrder = (auth: { token: string } | null, extra: Partial<PlaceOrderRequest> = {}) =>
  placeTestOrder(t.app, { restaurantId: gold.restaurants[0]!._id, token: auth?.token, extra });

describe('GET /customers/:id', () => {
  it("answers the signed-in member's own profile", async () => {
    const response = await get<ApiCustomer>(`/customers/${demo.user._id}`, demo);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(demo.user);
    expect(response.body.address).toMatchObject({ city_town: 'Saskatoon', country: 'CA' });
  });

  it("is a 404 for another member's id, another tenant's member, or no id at all; a 401 without a session", async () => {
    const other = await registerMember(t.app);
    for (const id of [other.user._id, emeraldDemo.user._id, 'not-an-id']) {
      const response = await get(`/customers/${id}`, demo);
      expect(response.status, id).toBe(404);
    }
    // The emerald member's own token at the gold address is no session there.
    expect((await get(`/customers/${emeraldDemo.user._id}`, emeraldDemo)).status).toBe(401);
    expect((await get(`/customers/${demo.user._id}`, null)).status).toBe(401);
  });

  it('is not offered where membership is off', async () => {
    expect((await get(`/customers/${demo.user._id}`, demo, 'prairiepie')).status).toBe(404);
  });
});

describe('PUT /customers/:id', () => {
  const profile = {
    local: { firstName: ' Riley ', lastName: 'Moreau', telephone: '(306) 555.0177' },
    address: {
      address_1: '204 Spadina Crescent E',
      address_2: '',
      city_town: 'Saskatoon',
      state_province: 'SK',
      postal_code: 'S7K 3H1',
      country: 'CA',
    },
  };

  it('saves the profile fields, phone normalised, and nothing else (no mass assignment)', async () => {
    const member = await registerMember(t.app);
    const victim = await registerMember(t.app);
    const response = await call<ApiCustomer>(t.app, 'PUT', `/api/eater/customers/${member.user._id}`, {
      token: member.token,
      body: {
        ...profile,
        _id: victim.user._id,
        email: 'hijack@example.com',
        local: { ...profile.local, email: 'hijack@example.com' },
        pointBalance: 99_999,
        isBlocked: true,
        referralToken: 'mine-now',
        qrcode: 'x',
      },
    });
    expect(response.status, response.body.message).toBe(200);
    expect(response.body).toEqual({
      ...member.user,
      local: { ...member.user.local, firstName: 'Riley', lastName: 'Moreau', telephone: '306-555-0177' },
      address: { ...profile.address, address_2: null },
    });
    // The readable cookie follows, so the header shows the new name at once.
    const cookie = response.cookies.find((c) => c.name === 'customer');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
      _id: member.user._id,
      local: { firstName: 'Riley', lastName: 'Moreau' },
    });
    const rows = await t.db.kysely
      .selectFrom('customers')
      .select(['id', 'email', 'point_balance', 'is_blocked', 'referral_token', 'first_name'])
      .where('id', 'in', [member.user._id, victim.user._id])
      .execute();
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[member.user._id]).toMatchObject({
      email: member.user.local.email,
      point_balance: 0,
      is_blocked: 0,
      referral_token: member.user.referralToken,
    });
    expect(byId[victim.user._id]!.first_name).toBe('Riley');
    expect(byId[victim.user._id]!.email).toBe(victim.user.local.email);
  });

  it('keeps address parts that are left out', async () => {
    const member = await registerMember(t.app);
    const url = `/api/eater/customers/${member.user._id}`;
    await call(t.app, 'PUT', url, { token: member.token, body: profile });
    const response = await call<ApiCustomer>(t.app, 'PUT', url, {
      token: member.token,
      body: { local: profile.local, address: { postal_code: 'S7N 1A1' } },
    });
    expect(response.body.address).toMatchObject({
      address_1: '204 Spadina Crescent E',
      postal_code: 'S7N 1A1',
    });
  });

  it.each([
    [{ local: { ...profile.local, firstName: '' } }, 'local.firstName: Please enter first name'],
    [{ local: { ...profile.local, lastName: ' ' } }, 'local.lastName: Please enter last name'],
    [{ local: { ...profile.local, telephone: '' } }, 'local.telephone: Please enter telephone'],
    [
      { local: { ...profile.local, telephone: '306-555-01' } },
      'local.telephone: Invalid phone number, must be 10 digits',
    ],
    [{ address: { state_province: 'ON' } }, "address.state_province: Province must be 'SK' or 'AB'"],
    [{ address: { country: 'FR' } }, "address.country: Country must be 'CA' or 'US'"],
    [{ local: undefined }, 'local: Please enter first name'],
  ])('refuses %j: %s', async (change, message) => {
    const response = await call(t.app, 'PUT', `/api/eater/customers/${demo.user._id}`, {
      token: demo.token,
      body: { ...profile, ...change },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it("cannot touch another member's profile", async () => {
    const other = await registerMember(t.app);
    const response = await call(t.app, 'PUT', `/api/eater/customers/${other.user._id}`, {
      token: demo.token,
      body: profile,
    });
    expect(response.status).toBe(404);
  });
});

describe('member lists', () => {
  it("lists the demo member's orders newest first, in the order view's shape", async () => {
    const response = await get<ApiOrder[]>(`/customers/${demo.user._id}/orders`, demo);
    expect(response.status).toBe(200);
    const orders = response.body;
    expect(orders.length).toBeGreaterThan(3);
    const received = orders.map((o) => o.receivedAt);
    expect(received).toEqual([...received].sort().reverse());
    const view = await get<ApiOrder>(`/tenants/${gold._id}/orders/${orders[0]!._id}`, null);
    expect(orders[0]).toEqual(view.body);
  });

  it('gives each coupon one state, the one the server applies when its code is entered', async () => {
    const coupons = (await get<ApiCoupon[]>(`/customers/${demo.user._id}/coupons`, demo)).body;
    const now = TEST_NOW.toISOString();
    for (const c of coupons) {
      const expected =
        c.redeemedAt !== null
          ? 'Redeemed'
          : c.validUntil !== null && c.validUntil < now
            ? 'Expired'
            : 'Available';
      expect(c.status, c.name).toBe(expected);
    }
    const states = new Set(coupons.map((c) => c.status));
    expect(states).toEqual(new Set(['Available', 'Redeemed', 'Expired']));
    const restaurantId = gold.restaurants[0]!._id;
    const applied = (c: ApiCoupon) =>
      call<{ code?: string }>(t.app, 'POST', `/api/eater/restaurants/${restaurantId}/apply-coupon`, {
        token: demo.token,
        slug: 'goldenmaple',
        body: { couponCode: c.couponCode, email: demo.user.local.email, subtotal: 50 },
      });
    const redeemed = coupons.find((c) => c.status === 'Redeemed')!;
    expect((await applied(redeemed)).body.code).toBe('COUPON_USED');
    const expired = coupons.find((c) => c.status === 'Expired')!;
    expect((await applied(expired)).body.code).toBe('COUPON_EXPIRED');
    // The cart's quote gives the coupon it carries the same state.
    const [item] = await orderableItems(t.app, 'goldenmaple', restaurantId, TEST_NOW);
    for (const c of [redeemed, expired, coupons.find((c) => c.status === 'Available')!]) {
      const quote = await call<CartQuote>(
        t.app,
        'POST',
        `/api/eater/restaurants/${restaurantId}/cart/quote`,
        {
          slug: 'goldenmaple',
          body: { ...pickupOrder(item!), couponCode: c.couponCode, couponEmail: demo.user.local.email },
        },
      );
      expect(quote.body.couponStatus, c.name).toBe(c.status);
    }
  });

  it("lists the demo member's coupons, gift cards and reservations; a new member has none", async () => {
    const coupons = await get<ApiCoupon[]>(`/customers/${demo.user._id}/coupons`, demo);
    expect(coupons.body.length).toBeGreaterThan(0);
    expect(coupons.body[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      couponCode: expect.any(String),
      amount: expect.any(Number),
      validFrom: expect.toBeOneOf([null, expect.any(String)]),
      validUntil: expect.toBeOneOf([null, expect.any(String)]),
      redeemedBy: expect.toBeOneOf([null, expect.any(String)]),
      redeemedAt: expect.toBeOneOf([null, expect.any(String)]),
      status: expect.toBeOneOf(['Available', 'Redeemed', 'Expired']),
    });
    const cards = await get<ApiGiftCard[]>(`/customers/${demo.user._id}/giftcards`, demo);
    expect(cards.body.length).toBeGreaterThan(0);
    expect(cards.body[0]).toMatchObject({ giftCardNumber: expect.stringMatching(/^\d{16}$/) });
    const reservations = await get<ApiReservation[]>(`/customers/${demo.user._id}/reservations`, demo);
    expect(reservations.body.length).toBeGreaterThan(0);
    expect(reservations.body[0]!.restaurant).toMatchObject({
      _id: gold.restaurants[0]!._id,
      name: expect.any(String),
    });

    const member = await registerMember(t.app);
    for (const list of ['orders', 'coupons', 'giftcards', 'reservations']) {
      const response = await get(`/customers/${member.user._id}/${list}`, member);
      expect(response.body, list).toEqual([]);
      expect((await get(`/customers/${demo.user._id}/${list}`, member)).status, list).toBe(404);
    }
  });
});

describe('orders of a signed-in member', () => {
  it("are linked to the session's member (not to a client-sent userId), guests' are not", async () => {
    const member = await registerMember(t.app);
    const customer = { firstName: 'Riley', lastName: 'Moreau', email: 'r@example.com', phone: '3065550142' };
    const mine = await placeOrder(member, { customer: { ...customer, userId: demo.user._id } });
    const guest = await placeOrder(null);
    const rows = await t.db.kysely
      .selectFrom('orders')
      .select(['id', 'customer_id'])
      .where('id', 'in', [mine._id, guest._id])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.customer_id]))).toEqual({
      [mine._id]: member.user._id,
      [guest._id]: null,
    });
    const list = await get<ApiOrder[]>(`/customers/${member.user._id}/orders`, member);
    expect(list.body.map((o) => o._id)).toEqual([mine._id]);
  });

  it('can be cancelled only by that member, and only while Received', async () => {
    const member = await registerMember(t.app);
    const order = await placeOrder(member);
    const cancel = (auth: { token: string } | null) =>
      call<ApiOrder>(t.app, 'POST', `/api/eater/tenants/${gold._id}/orders/${order._id}/cancel`, {
        token: auth?.token ?? null,
      });
    expect((await cancel(null)).status).toBe(401);
    expect((await cancel(demo)).status).toBe(404);
    const done = await cancel(member);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('Cancelled');
    expect((await cancel(member)).status).toBe(409);
    // A guest's order is still cancelled through its link, as before.
    const guest = await placeOrder(null);
    expect(
      (await call(t.app, 'POST', `/api/eater/tenants/${gold._id}/orders/${guest._id}/cancel`)).status,
    ).toBe(200);
  });
});

describe('GET /tenants/:id/get-most-ordered-items', () => {
  const url = (query = '') => `/tenants/${gold._id}/get-most-ordered-items${query}`;

  it("ranks a member's own items by the orders they appear in", async () => {
    const response = await get<MostOrderedItemsResponse>(url('?eaterUUID=ignored-for-members'), demo);
    expect(response.status).toBe(200);
    const { items } = response.body;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    const counts = items.map((i) => i.timesOrdered);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(items[0]).toEqual({
      item: expect.stringMatching(/^[0-9a-f]{24}$/),
      cd: expect.toBeOneOf([null, expect.any(String)]),
      name: expect.any(String),
      timesOrdered: expect.any(Number),
    });
    // Against the member's own non-cancelled orders.
    const orders = (await get<ApiOrder[]>(`/customers/${demo.user._id}/orders`, demo)).body.filter(
      (o) => o.status !== 'Cancelled' && o.status !== 'Rejected',
    );
    const top = items[0]!;
    expect(orders.filter((o) => o.items.some((i) => i.menuItem === top.item)).length).toBe(top.timesOrdered);
  });

  it("uses a guest's eater id; an unknown or empty one gives an empty list", async () => {
    const eaterUUID = `eater-${Date.now()}`;
    const order = await placeOrder(null, { eaterUUID });
    const guest = await get<MostOrderedItemsResponse>(url(`?eaterUUID=${eaterUUID}`), null);
    expect(guest.body.items).toEqual([
      { item: order.items[0]!.menuItem, cd: order.items[0]!.cd, name: order.items[0]!.name, timesOrdered: 1 },
    ]);
    for (const query of ['?eaterUUID=nobody-at-all', '?eaterUUID=', '']) {
      const response = await get<MostOrderedItemsResponse>(url(query), null);
      expect(response.status, query).toBe(200);
      expect(response.body, query).toEqual({ items: [] });
    }
    expect((await get(`/tenants/emerald/get-most-ordered-items`, null)).status).toBe(404);
  });
});
