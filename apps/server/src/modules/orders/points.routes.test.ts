import {
  POINTS_MESSAGES,
  WITHDRAWAL,
  type ApiOrder,
  type ApiTenant,
  type CartQuote,
  type PlaceOrderResponse,
  type StaffLoyaltyLedgerResponse,
  type StaffLoyaltyRedemptionResponse,
} from '@storefront/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffTokenOf } from '../../test/accounts-fixture';
import { TEST_NOW } from '../../test/harness';
import { orderableItems, lineFor, tenantOf } from '../../test/orders-fixture';
import { patchSettings } from '../../test/row-changes';
import { CUSTOMER, newKey, PICKUP_ASAP, useStaffedOrderingBed } from './orders.test-support';

/*
 * Issue 18 item 6 (decision 0048): members spend loyalty points at checkout as a discount the server
 * prices (Golden Maple: 100 points take $1 off, 500 at least). The balance moves in the order's own
 * transaction by one conditional write, never below zero; a retry places once; a cancel or reject
 * gives the points back with the status change; and staff take points off at the counter.
 */

const bed = useStaffedOrderingBed();

type Member = Awaited<ReturnType<typeof registerMember>>;
const auth = (member: Member | null): Record<string, string> =>
  member ? { authorization: `Bearer ${member.token}` } : {};

/** A new member of Golden Maple holding `points`. */
async function memberWith(points: number): Promise<Member> {
  const member = await registerMember(bed.t.app);
  await bed.t.db.kysely
    .updateTable('customers')
    .set({ point_balance: points })
    .where('id', '=', member.user._id)
    .execute();
  return member;
}

const balanceOf = async (member: Member) =>
  (
    await bed.t.db.kysely
      .selectFrom('customers')
      .select('point_balance')
      .where('id', '=', member.user._id)
      .executeTakeFirstOrThrow()
  ).point_balance;

const ledgerOf = (member: Member) =>
  bed.t.db.kysely
    .selectFrom('loyalty_points_ledger')
    .select(['kind', 'points', 'order_id', 'note'])
    .where('customer_id', '=', member.user._id)
    .orderBy('created_at')
    .orderBy('points')
    .execute();

// Two steak frites ($73.98): no Golden Maple promotion applies to them at TEST_NOW.
const cart = () => ({ ...PICKUP_ASAP, items: [bed.line('C1', 2)] });

const quote = (member: Member | null, body: object) =>
  bed.request<CartQuote>(
    'POST',
    `/api/eater/restaurants/${bed.restaurantId}/cart/quote`,
    { ...cart(), ...body },
    auth(member),
  );

const place = (member: Member | null, body: object, key = newKey()) =>
  bed.request<PlaceOrderResponse>(
    'POST',
    `/api/eater/restaurants/${bed.restaurantId}/orders`,
    {
      ...cart(),
      customer: member ? { ...CUSTOMER, email: member.user.local.email } : CUSTOMER,
      payment: { method: 'Offline' },
      ...body,
    },
    { 'idempotency-key': key, ...auth(member) },
  );

const cancel = (member: Member, orderId: string) =>
  bed.request<ApiOrder>(
    'POST',
    `/api/eater/tenants/${bed.gold._id}/orders/${orderId}/cancel`,
    undefined,
    auth(member),
  );

const orderCount = async (member: Member) =>
  Number(
    (
      await bed.t.db.kysely
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', member.user._id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the quote prices the points', () => {
  it('shows a member what the points can do, and takes them off the food before tax', async () => {
    const member = await memberWith(1250);
    const plain = await quote(member, {});
    expect(plain.status).toBe(200);
    expect(plain.body.memberPoints).toEqual({
      balance: 1250,
      balanceValue: 12.5,
      usable: 1250,
      minimum: 500,
      perDollarOff: 100,
    });
    expect(plain.body.pointsRedeemed).toBeNull();

    const spent = await quote(member, { redeemPoints: 1000 });
    expect(spent.body.messages).toEqual([]);
    expect(spent.body.pointsRedeemed).toEqual({ points: 1000, amount: 10 });
    expect(spent.body.discountTotal).toBeCloseTo(plain.body.discountTotal + 10, 2);
    // A discount, so taxed after: the tax is on $10.00 less.
    expect(spent.body.tax).toBeLessThan(plain.body.tax);
    expect(spent.body.total).toBeCloseTo(plain.body.total - 10 - (plain.body.tax - spent.body.tax), 2);
  });

  it('tells a guest to sign in, and a member asking too few or too many points why not', async () => {
    const guest = await quote(null, { redeemPoints: 500 });
    expect(guest.body.memberPoints).toBeNull();
    expect(guest.body.pointsRedeemed).toBeNull();
    expect(guest.body.messages).toEqual([POINTS_MESSAGES.signIn]);
    const member = await memberWith(700);
    expect((await quote(member, { redeemPoints: 300 })).body.messages).toEqual([
      'Please use at least 500 points at a time.',
    ]);
    expect((await quote(member, { redeemPoints: 800 })).body.messages).toEqual([
      POINTS_MESSAGES.notEnough(700),
    ]);
  });

  it('refuses points that are not a whole positive number with a 400', async () => {
    const member = await memberWith(1000);
    for (const redeemPoints of [-5, 12.5, '500', 1e12]) {
      const response = await quote(member, { redeemPoints });
      expect(response.status, String(redeemPoints)).toBe(400);
      expect(response.body.message).toMatch(/redeemPoints/);
    }
  });
});

describe('placing an order with points', () => {
  it('spends the points with the order, as priced, with a ledger line', async () => {
    const member = await memberWith(1500);
    const quoted = await quote(member, { redeemPoints: 1000 });
    const placed = await place(member, { redeemPoints: 1000 });
    expect(placed.status, placed.body.message).toBe(201);
    const { order } = placed.body;
    expect(order.pointsRedeemed).toEqual({ points: 1000, amount: 10 });
    expect(order.total).toBe(quoted.body.total);
    expect(await balanceOf(member)).toBe(500);
    expect(await ledgerOf(member)).toEqual([
      { kind: 'redemption', points: -1000, order_id: order._id, note: `Order #${order.orderNumber}` },
    ]);
    // The order view and the staff board read the same figures.
    const view = await bed.request<ApiOrder>('GET', `/api/eater/tenants/${bed.gold._id}/orders/${order._id}`);
    expect(view.body.pointsRedeemed).toEqual({ points: 1000, amount: 10 });
  });

  it('refuses more points than the member has (409), below the minimum (422) and for a guest (401); nothing is written', async () => {
    const member = await memberWith(800);
    const greedy = await place(member, { redeemPoints: 900 });
    expect([greedy.status, greedy.body.message]).toEqual([409, POINTS_MESSAGES.notEnough(800)]);
    expect((await place(member, { redeemPoints: 100 })).status).toBe(422);
    expect((await place(null, { redeemPoints: 500 })).status).toBe(401);
    expect(await balanceOf(member)).toBe(800);
    expect(await orderCount(member)).toBe(0);
    expect(await ledgerOf(member)).toEqual([]);
  });

  it('of 8 orders at once spending the same 1,000 points, exactly one is placed', async () => {
    const member = await memberWith(1000);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => place(member, { redeemPoints: 1000 })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.message).toBe(POINTS_MESSAGES.notEnough(0));
    }
    expect(await balanceOf(member)).toBe(0);
    expect(await orderCount(member)).toBe(1);
    expect((await ledgerOf(member)).map((l) => l.points)).toEqual([-1000]);
  });

  it('one Idempotency-Key sent 6 times at once places one order and spends the points once', async () => {
    const member = await memberWith(2000);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => place(member, { redeemPoints: 600 }, key)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.body.order._id)).size).toBe(1);
    expect(responses.every((r) => r.body.order.pointsRedeemed?.points === 600)).toBe(true);
    expect(await balanceOf(member)).toBe(1400);
    // Retried later, when the balance could no longer pay again, it is still the same order.
    const again = await place(member, { redeemPoints: 600 }, key);
    expect([again.status, again.body.order._id]).toEqual([200, responses[0]!.body.order._id]);
    expect(await balanceOf(member)).toBe(1400);
  });
});

describe('the points come back with a cancel or a reject', () => {
  it('the diner cancels: the points return in the same transaction, once', async () => {
    const member = await memberWith(1200);
    const { order } = (await place(member, { redeemPoints: 1200 })).body;
    expect(await balanceOf(member)).toBe(0);
    const cancelled = await cancel(member, order._id);
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'Cancelled']);
    expect(await balanceOf(member)).toBe(1200);
    expect((await cancel(member, order._id)).status).toBe(409);
    // Run again by another caller, the return changes nothing.
    await bed.withdrawAgain(order._id, WITHDRAWAL);
    expect(await balanceOf(member)).toBe(1200);
    expect((await ledgerOf(member)).map((l) => [l.kind, l.points])).toEqual([
      ['redemption', -1200],
      ['adjustment', 1200],
    ]);
  });

  it('staff reject: the points return; the points that came back can be spent again', async () => {
    const member = await memberWith(600);
    const { order } = (await place(member, { redeemPoints: 600 })).body;
    expect(await balanceOf(member)).toBe(0);
    const rejected = await bed.setStatus(order._id, 'Rejected');
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(await balanceOf(member)).toBe(600);
    expect((await place(member, { redeemPoints: 600 })).status).toBe(201);
    expect(await balanceOf(member)).toBe(0);
  });

  it('a fulfilled order earns on what was paid after the points', async () => {
    const member = await memberWith(1000);
    const { order } = (await place(member, { redeemPoints: 1000 })).body;
    await bed.setStatus(order._id, 'Accepted');
    const fulfilled = await bed.setStatus(order._id, 'Fulfilled');
    expect(fulfilled.status, fulfilled.body.message).toBe(200);
    // 10 per order and 1 per whole dollar of the subtotal less the discounts (the points among them).
    const earned = 10 + Math.floor(order.subtotal - order.discountTotal);
    expect(await balanceOf(member)).toBe(earned);
  });
});

describe('points stay in their tenant', () => {
  let emerald: ApiTenant;
  beforeAll(async () => {
    emerald = await tenantOf(bed.t.app, 'emerald');
    await patchSettings(bed.t.db, 'tenants', emerald._id, {
      loyalty_reward_program: true,
      loyalty_points_per_dollar_off: 100,
      loyalty_min_points_to_redeem: 0,
    });
  });

  it("a Golden Maple member's session spends nothing at Emerald Noodle House", async () => {
    const member = await memberWith(5000);
    const calgary = emerald.restaurants.find((r) => r.settings.online_ordering)!;
    const [item] = await orderableItems(bed.t.app, 'emerald', calgary._id, TEST_NOW);
    const response = await bed.request<PlaceOrderResponse>(
      'POST',
      `/api/eater/restaurants/${calgary._id}/orders`,
      {
        ...PICKUP_ASAP,
        items: [lineFor(item!, 2)],
        customer: CUSTOMER,
        payment: { method: 'Offline' },
        redeemPoints: 500,
      },
      { 'idempotency-key': newKey(), ...auth(member) },
      'emerald',
    );
    expect([response.status, response.body.message]).toEqual([401, POINTS_MESSAGES.signIn]);
    expect(await balanceOf(member)).toBe(5000);
  });

  it("Emerald's staff cannot take points off a Golden Maple member", async () => {
    const member = await memberWith(5000);
    const emeraldStaff = `Bearer ${await staffTokenOf(bed.t.app, 'staff@emerald.example.ca', 'emerald')}`;
    const response = await bed.request<StaffLoyaltyRedemptionResponse>(
      'POST',
      `/api/staff/loyalty/members/${member.user._id}/redemptions`,
      { reason: 'redemption', restaurantId: emerald.restaurants[0]!._id, points: 500 },
      { authorization: emeraldStaff, 'idempotency-key': newKey() },
      'emerald',
    );
    expect(response.status).toBe(404);
    expect(await balanceOf(member)).toBe(5000);
  });
});

describe('points taken off at the counter', () => {
  const debit = (member: Member, body: object, key = newKey()) =>
    bed.request<StaffLoyaltyRedemptionResponse>(
      'POST',
      `/api/staff/loyalty/members/${member.user._id}/redemptions`,
      { restaurantId: bed.restaurantId, ...body },
      { ...bed.staff, 'idempotency-key': key },
    );

  it('a member redeems points: a ledger line with who and the value, once per key', async () => {
    const member = await memberWith(1500);
    const key = newKey();
    const taps = await Promise.all(
      Array.from({ length: 5 }, () =>
        debit(member, { reason: 'redemption', points: 750, note: 'receipt 88' }, key),
      ),
    );
    expect(taps.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const first = taps.find((r) => r.status === 201)!.body;
    expect(first.value).toBe(7.5);
    expect(first.member.pointBalance).toBe(750);
    expect(first.line).toMatchObject({ kind: 'redemption', points: -750 });
    expect(first.line.note).toMatch(/^Redeemed 750 points for \$7\.50 off at .+ · receipt 88$/);
    expect(first.line.by).toBeTruthy();
    expect(await balanceOf(member)).toBe(750);
    const ledger = await bed.request<StaffLoyaltyLedgerResponse>(
      'GET',
      `/api/staff/loyalty/members/${member.user._id}`,
      undefined,
      bed.staff,
    );
    expect(ledger.body.lines.map((l) => l.points)).toEqual([-750]);
  });

  it('never below zero, the minimum holds for a redemption, and a correction says why', async () => {
    const member = await memberWith(600);
    expect((await debit(member, { reason: 'redemption', points: 700 })).status).toBe(409);
    expect((await debit(member, { reason: 'redemption', points: 400 })).status).toBe(422);
    const bare = await debit(member, { reason: 'correction', points: 100 });
    expect([bare.status, bare.body.message]).toEqual([400, 'Please say why the points are taken off.']);
    const corrected = await debit(member, { reason: 'correction', points: 100, note: 'Credited twice' });
    expect(corrected.status).toBe(201);
    expect(corrected.body.line).toMatchObject({ kind: 'adjustment', points: -100, purchase: null });
    expect(corrected.body.value).toBe(0);
    expect(await balanceOf(member)).toBe(500);
    expect((await debit(member, { reason: 'redemption', points: 0 })).status).toBe(400);
  });

  it('of 6 redemptions at once of the same points, exactly one goes through', async () => {
    const member = await memberWith(500);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => debit(member, { reason: 'redemption', points: 500 })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await balanceOf(member)).toBe(0);
  });
});
