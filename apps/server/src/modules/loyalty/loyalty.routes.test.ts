import {
  orderLoyaltyPoints,
  toCents,
  type ApiCoupon,
  type ApiCustomer,
  type ApiReferrer,
  type ApiTenant,
  type AuthResponse,
  type ApiOrder,
} from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  newAddress,
  newEmail,
  registerMember,
  signIn,
  staffTokenOf,
} from '../../test/accounts-fixture';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/harness';
import { placeTestOrder, tenantOf } from '../../test/orders-fixture';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { awardFulfilledOrder } from './loyalty.service';
import { orderRowOf } from '../../test/rows';

let t: TestApp;
let smtp: SmtpSink;
let gold: ApiTenant;
let emerald: ApiTenant;
let demo: AuthResponse;
const staffTokens: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    now: TEST_NOW,
    config: { mail: { smtpUrl: smtp.url, from: 'orders@storefront.test' } },
  });
  gold = await tenantOf(t.app, 'goldenmaple');
  emerald = await tenantOf(t.app, 'emerald');
  demo = await signIn(t.app);
  for (const [slug, email] of [
    ['goldenmaple', 'staff@goldenmaple.example.ca'],
    ['emerald', 'staff@emerald.example.ca'],
  ] as const) {
    staffTokens[slug] = await staffTokenOf(t.app, email, slug);
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function placeOrder(auth: { token: string }, slug = 'goldenmaple'): Promise<ApiOrder> {
  const tenant = slug === 'emerald' ? emerald : gold;
  const restaurant = tenant.restaurants.find((r) => r.settings.online_ordering) ?? tenant.restaurants[0]!;
  return placeTestOrder(t.app, { slug, restaurantId: restaurant._id, token: auth.token });
}

const setStatus = (order: ApiOrder, status: string, slug = 'goldenmaple') =>
  call<ApiOrder>(t.app, 'POST', `/api/staff/orders/${order._id}/status`, {
    slug,
    token: staffTokens[slug],
    body: { status },
  });

async function fulfil(order: ApiOrder, slug = 'goldenmaple') {
  expect((await setStatus(order, 'Accepted', slug)).status).toBe(200);
  expect((await setStatus(order, 'Fulfilled', slug)).status).toBe(200);
}

const balanceOf = async (auth: AuthResponse, slug = 'goldenmaple') =>
  (
    await call<ApiCustomer>(t.app, 'GET', `/api/eater/customers/${auth.user._id}`, {
      slug,
      token: auth.token,
    })
  ).body.pointBalance;

const ledgerOf = (customerId: string) =>
  t.db.kysely
    .selectFrom('loyalty_points_ledger')
    .select(['kind', 'points', 'order_id', 'referred_customer_id'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .execute();

describe('loyalty points', () => {
  it('are earned once, when a member’s order is fulfilled: per order plus per dollar', async () => {
    const member = await registerMember(t.app);
    const order = await placeOrder(member);
    expect(await balanceOf(member)).toBe(0);
    await setStatus(order, 'Accepted');
    expect(await balanceOf(member)).toBe(0);
    expect((await setStatus(order, 'Fulfilled')).status).toBe(200);

    const expected = orderLoyaltyPoints(
      gold.settings,
      toCents(order.subtotal) - toCents(order.discountTotal),
    );
    expect(expected).toBe(10 + Math.floor(order.subtotal - order.discountTotal));
    expect(await balanceOf(member)).toBe(expected);
    expect(await ledgerOf(member.user._id)).toEqual([
      { kind: 'order', points: expected, order_id: order._id, referred_customer_id: null },
    ]);

    // Fulfilling again is refused, and awarding again (a retry, a second process) changes nothing.
    expect((await setStatus(order, 'Fulfilled')).status).toBe(409);
    const row = await orderRowOf(t.db, order._id);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        t.db.kysely
          .transaction()
          .execute((trx) => awardFulfilledOrder(trx, gold._id, row, TEST_NOW.toISOString())),
      ),
    );
    expect(await balanceOf(member)).toBe(expected);
    expect(await ledgerOf(member.user._id)).toHaveLength(1);
  });

  it('are not earned by rejected or cancelled orders, by guests, or where the program is off', async () => {
    const member = await registerMember(t.app);
    const rejected = await placeOrder(member);
    expect((await setStatus(rejected, 'Rejected')).status).toBe(200);
    const cancelled = await placeOrder(member);
    await call(t.app, 'POST', `/api/eater/tenants/${gold._id}/orders/${cancelled._id}/cancel`, {
      token: member.token,
    });
    expect(await balanceOf(member)).toBe(0);

    const emeraldMember = await registerMember(t.app, 'emerald');
    const order = await placeOrder(emeraldMember, 'emerald');
    await fulfil(order, 'emerald');
    expect(await balanceOf(emeraldMember, 'emerald')).toBe(0);
    expect(await ledgerOf(emeraldMember.user._id)).toEqual([]);
  });
});

describe('referral', () => {
  it('GET /customers/referraltoken/:token names the referrer, and nothing else', async () => {
    const response = await call<ApiReferrer>(
      t.app,
      'GET',
      `/api/eater/customers/referraltoken/${demo.user.referralToken}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      _id: demo.user._id,
      local: { firstName: 'Jordan', lastName: 'Tremblay' },
    });
    expect((await call(t.app, 'GET', '/api/eater/customers/referraltoken/unknown-token')).status).toBe(404);
    // Another tenant's token, or a tenant without the loyalty program: not found.
    const emeraldDemo = await signIn(t.app, 'emerald');
    expect(
      (await call(t.app, 'GET', `/api/eater/customers/referraltoken/${emeraldDemo.user.referralToken}`))
        .status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'GET', `/api/eater/customers/referraltoken/${emeraldDemo.user.referralToken}`, {
          slug: 'emerald',
        })
      ).status,
    ).toBe(404);
  });

  it("gives the new member a first-order coupon and pays the referrer once, on the new member's first fulfilled order", async () => {
    const referrer = await registerMember(t.app);
    const friend = await registerMember(t.app, 'goldenmaple', { referrerId: referrer.user._id });

    const coupons = await call<ApiCoupon[]>(t.app, 'GET', `/api/eater/customers/${friend.user._id}/coupons`, {
      token: friend.token,
    });
    expect(coupons.body).toEqual([
      {
        _id: expect.any(String),
        name: '$5.00 off your first order',
        couponCode: expect.stringMatching(/^REF-[A-Z0-9]{8}$/),
        amount: 5,
        validFrom: TEST_NOW.toISOString(),
        validUntil: new Date(TEST_NOW.getTime() + 90 * 86_400_000).toISOString(),
        redeemedBy: null,
        redeemedAt: null,
        status: 'Available',
      },
    ]);
    expect(await balanceOf(referrer)).toBe(0);

    await fulfil(await placeOrder(friend));
    expect(await balanceOf(referrer)).toBe(50);
    await fulfil(await placeOrder(friend));
    expect(await balanceOf(referrer)).toBe(50);
    expect(await ledgerOf(referrer.user._id)).toEqual([
      { kind: 'referral', points: 50, order_id: null, referred_customer_id: friend.user._id },
    ]);
  });

  it('refuses a self-referral, an unknown or foreign referrer, and referrals where the program is off', async () => {
    const referrer = await registerMember(t.app);
    const register = (body: Record<string, unknown>, slug = 'goldenmaple') =>
      call(t.app, 'POST', '/api/eater/auth/register', {
        slug,
        remoteAddress: newAddress(),
        body: { email: newEmail(), firstName: 'A', lastName: 'B', password: 'long enough', ...body },
      });
    const self = await register({ email: referrer.user.local.email, referrerId: referrer.user._id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot use your own referral link.');

    const emeraldMember = await registerMember(t.app, 'emerald');
    for (const referrerId of ['0123456789abcdef01234567', 'nonsense', emeraldMember.user._id]) {
      const response = await register({ referrerId });
      expect(response.status, referrerId).toBe(400);
      expect(response.body.message).toBe('This referral link is not valid.');
    }
    const off = await register({ referrerId: emeraldMember.user._id }, 'emerald');
    expect(off.status).toBe(400);
    expect(off.body.message).toBe('Referrals are not offered by this restaurant.');
  });

  it('POST /customers/:id/referral/email mails the invite with the member’s own link', async () => {
    const member = await registerMember(t.app);
    const invitee = newEmail('friend');
    const response = await call(t.app, 'POST', `/api/eater/customers/${member.user._id}/referral/email`, {
      token: member.token,
      body: { inviteeEmail: invitee, refferalLink: 'https://attacker.example/phish' },
    });
    expect(response.status, response.body.message).toBe(200);
    expect(response.body.message).toBe(`Your invitation is on its way to ${invitee}.`);
    const mail = await smtp.waitFor((m) => m.to.includes(invitee));
    expect(mail.subject).toBe('Riley Moreau invites you to Golden Maple Bistro: $5.00 off your first order');
    expect(mail.text).toContain(`http://goldenmaple.localhost:3000/referral/${member.user.referralToken}`);
    expect(mail.text).not.toContain('attacker.example');

    const empty = await call(t.app, 'POST', `/api/eater/customers/${member.user._id}/referral/email`, {
      token: member.token,
      body: { inviteeEmail: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('inviteeEmail: Please enter email address');
    const other = await call(t.app, 'POST', `/api/eater/customers/${demo.user._id}/referral/email`, {
      token: member.token,
      body: { inviteeEmail: invitee },
    });
    expect(other.status).toBe(404);
  });
});
