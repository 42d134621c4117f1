import {
  LOYALTY_COUNTER_MESSAGES,
  orderLoyaltyPoints,
  type ApiCustomer,
  type ApiTenant,
  type StaffLoyaltyLedgerResponse,
  type StaffLoyaltyMembersResponse,
  type StaffLoyaltyPurchaseResponse,
} from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerMember, staffTokenOf, type CallOptions } from '../../test/accounts-fixture';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/harness';
import { newIdempotencyKey, tenantOf } from '../../test/orders-fixture';

/*
 * Issue 15 item 6, loyalty at the counter: staff find a member by the profile's QR code, email or
 * phone, see the points and the ledger, and credit an in-store purchase by the tenant's rules, once
 * per Idempotency-Key however often the button is tapped.
 */

let t: TestApp;
let gold: ApiTenant;
let restaurantId: string;
let staff: string;
let emeraldStaff: string;

const staffCall = <T>(method: 'GET' | 'POST', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, `/api/staff/loyalty${url}`, { token: staff, ...options });

const purchase = (customerId: string, body: unknown, key = newIdempotencyKey(), token = staff) =>
  staffCall<StaffLoyaltyPurchaseResponse>('POST', `/members/${customerId}/purchases`, {
    token,
    body,
    headers: { 'idempotency-key': key },
  });

const balanceOf = async (member: { token: string; user: { _id: string } }) =>
  (await call<ApiCustomer>(t.app, 'GET', `/api/eater/customers/${member.user._id}`, { token: member.token }))
    .body.pointBalance;

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
  gold = await tenantOf(t.app, 'goldenmaple');
  restaurantId = gold.restaurants[0]!._id;
  staff = await staffTokenOf(t.app);
  emeraldStaff = await staffTokenOf(t.app, 'staff@emerald.example.ca', 'emerald');
});
afterAll(() => t.close());

describe('looking a member up at the counter', () => {
  it('finds a member by the QR code of the profile, the bare code, the email or the phone', async () => {
    const member = await registerMember(t.app);
    // An area code no demo member has: a 306-555 number drawn from the clock matched Avery
    // Bouchard's (306-555-0173) one run in ten thousand, and the search rightly found both.
    const phone = '6395550140';
    await t.db.kysely
      .updateTable('customers')
      .set({ telephone: `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` })
      .where('id', '=', member.user._id)
      .execute();
    for (const query of [
      member.user.qrcode,
      member.user._id,
      member.user.local.email.toUpperCase(),
      `(${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6)}`,
    ]) {
      const found = await staffCall<StaffLoyaltyMembersResponse>(
        'GET',
        `/members?query=${encodeURIComponent(query!)}`,
      );
      expect(found.status, query!).toBe(200);
      expect(found.body.members).toEqual([
        {
          _id: member.user._id,
          firstName: 'Riley',
          lastName: 'Moreau',
          email: member.user.local.email,
          telephone: '639-555-0140',
          pointBalance: 0,
        },
      ]);
      expect(found.body.nextCursor).toBeNull();
    }
  });

  it('pages through the members who share a phone number', async () => {
    const shared = '306-555-0177';
    const members = [await registerMember(t.app), await registerMember(t.app)];
    await t.db.kysely
      .updateTable('customers')
      .set({ telephone: shared })
      .where(
        'id',
        'in',
        members.map((m) => m.user._id),
      )
      .execute();
    const first = await staffCall<StaffLoyaltyMembersResponse>('GET', '/members?query=3065550177&limit=1');
    expect(first.body.members).toHaveLength(1);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await staffCall<StaffLoyaltyMembersResponse>(
      'GET',
      `/members?query=3065550177&limit=1&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.members).toHaveLength(1);
    expect(new Set([first.body.members[0]!._id, second.body.members[0]!._id])).toEqual(
      new Set(members.map((m) => m.user._id)),
    );
  });

  it('finds no guest, no other tenant’s member, nothing without a sign-in, and explains a query it cannot read', async () => {
    const none = await staffCall<StaffLoyaltyMembersResponse>('GET', '/members?query=nobody@example.com');
    expect(none.body.members).toEqual([]);
    const vague = await staffCall('GET', '/members?query=Jordan');
    expect(vague.status).toBe(400);
    expect(vague.body.message).toBe(LOYALTY_COUNTER_MESSAGES.lookupHint);
    expect((await staffCall('GET', '/members?query=')).status).toBe(400);
    expect((await staffCall('GET', '/members?query=x', { token: null })).status).toBe(401);

    const member = await registerMember(t.app);
    // A guest record (an email that ordered without an account) has no profile and no code.
    const guest = await t.db.kysely
      .insertInto('customers')
      .values({
        id: '0000000000000000000fe5e1',
        tenant_id: gold._id,
        email: 'guest-at-counter@example.com',
        referral_token: 'guest-at-counter',
        is_blocked: 0,
        created_at: TEST_NOW.toISOString(),
        updated_at: TEST_NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const query of [guest.id, 'guest-at-counter@example.com']) {
      const found = await staffCall<StaffLoyaltyMembersResponse>('GET', `/members?query=${query}`);
      expect(found.body.members, query).toEqual([]);
    }
    expect((await purchase(guest.id, { restaurantId, amount: 10 })).status).toBe(404);
    // Emerald runs no loyalty program; and its staff never see Golden Maple's members.
    const off = await call(t.app, 'GET', `/api/staff/loyalty/members?query=${member.user._id}`, {
      slug: 'emerald',
      token: emeraldStaff,
    });
    expect(off.status).toBe(404);
    expect(off.body.message).toBe(LOYALTY_COUNTER_MESSAGES.programOff);
    expect((await staffCall('GET', `/members/${member.user._id}`, { token: emeraldStaff })).status).toBe(401);
  });
});

describe('crediting an in-store purchase', () => {
  it('credits the points by the tenant’s rules, with who and why in the ledger', async () => {
    const member = await registerMember(t.app);
    const credited = await purchase(member.user._id, { restaurantId, amount: 23.5, note: 'Receipt 88' });
    expect(credited.status, credited.body.message).toBe(201);
    const points = orderLoyaltyPoints(gold.settings, 2350);
    expect(points).toBe(10 + 23);
    expect(credited.body.member.pointBalance).toBe(points);
    expect(credited.body.line).toEqual({
      _id: expect.any(String),
      kind: 'in_store',
      points,
      createdAt: TEST_NOW.toISOString(),
      note: `In-store purchase of $23.50 at ${gold.restaurants[0]!.name} · Receipt 88`,
      purchase: 23.5,
      by: 'Casey Morin',
    });
    expect(await balanceOf(member)).toBe(points);

    const ledger = await staffCall<StaffLoyaltyLedgerResponse>('GET', `/members/${member.user._id}`);
    expect(ledger.status).toBe(200);
    expect(ledger.body.member.pointBalance).toBe(points);
    expect(ledger.body.lines).toEqual([credited.body.line]);
    const row = await t.db.kysely
      .selectFrom('loyalty_points_ledger')
      .selectAll()
      .where('id', '=', credited.body.line._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'adjustment', purchase_cents: 2350, restaurant_id: restaurantId });
    expect(row.staff_user_id).not.toBeNull();
  });

  it('credits a double tap once: the same Idempotency-Key answers the same line', async () => {
    const member = await registerMember(t.app);
    const key = newIdempotencyKey();
    const taps = await Promise.all(
      Array.from({ length: 10 }, () => purchase(member.user._id, { restaurantId, amount: 12 }, key)),
    );
    expect(taps.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(taps.map((r) => r.body.line._id)).size).toBe(1);
    const points = orderLoyaltyPoints(gold.settings, 1200);
    expect(await balanceOf(member)).toBe(points);
    const lines = await t.db.kysely
      .selectFrom('loyalty_points_ledger')
      .select('points')
      .where('customer_id', '=', member.user._id)
      .execute();
    expect(lines).toEqual([{ points }]);

    // The key on another purchase (or member) is refused, and nothing more is credited.
    const reused = await purchase(member.user._id, { restaurantId, amount: 40 }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(LOYALTY_COUNTER_MESSAGES.keyReused);
    expect(await balanceOf(member)).toBe(points);
    // A new key is a new purchase.
    expect((await purchase(member.user._id, { restaurantId, amount: 12 })).status).toBe(201);
    expect(await balanceOf(member)).toBe(2 * points);
  });

  it('pages the ledger newest first', async () => {
    const member = await registerMember(t.app);
    for (const amount of [5, 6, 7]) await purchase(member.user._id, { restaurantId, amount });
    const first = await staffCall<StaffLoyaltyLedgerResponse>('GET', `/members/${member.user._id}?limit=2`);
    expect(first.body.lines).toHaveLength(2);
    const second = await staffCall<StaffLoyaltyLedgerResponse>(
      'GET',
      `/members/${member.user._id}?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.lines).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const purchases = [...first.body.lines, ...second.body.lines].map((l) => l.purchase).sort();
    expect(purchases).toEqual([5, 6, 7]);
  });

  it('refuses bad amounts, a missing key, another location, an unknown member and no sign-in', async () => {
    const member = await registerMember(t.app);
    for (const [amount, message] of [
      [0, 'amount must be more than $0.00'],
      [-4, 'amount must be more than $0.00'],
      [1.234, 'amount must be in whole cents'],
      ['12', 'amount must be the purchase in dollars, e.g. 23.50'],
    ] as const) {
      const refused = await purchase(member.user._id, { restaurantId, amount });
      expect(refused.status, String(amount)).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    const noKey = await staffCall('POST', `/members/${member.user._id}/purchases`, {
      body: { restaurantId, amount: 10 },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/Idempotency-Key/);
    const elsewhere = await purchase(member.user._id, { restaurantId: 'not-ours', amount: 10 });
    expect(elsewhere.status).toBe(404);
    expect((await purchase('0123456789abcdef01234567', { restaurantId, amount: 10 })).status).toBe(404);
    expect((await purchase('nonsense', { restaurantId, amount: 10 })).status).toBe(404);
    const anonymous = await call(t.app, 'POST', `/api/staff/loyalty/members/${member.user._id}/purchases`, {
      body: { restaurantId, amount: 10 },
      headers: { 'idempotency-key': newIdempotencyKey() },
    });
    expect(anonymous.status).toBe(401);
    expect(await balanceOf(member)).toBe(0);
  });
});
