import { localDateOf, reconcileGiftCard } from '@storefront/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_NOW, type TestDb } from '../../test/harness';
import { DEMO_CREDENTIALS, DEMO_HISTORY, seedDemo } from '../seed';
import { generateHistory, type HistoryCounts } from './generate';
import { tenantRowOf } from '../../test/rows';

/*
 * Generated history (issue 32 item 5): finished past orders whose money adds up as checkout's does,
 * members' points and gift cards that equal their ledgers, and the same rows from the same seed.
 */

const OPTIONS = { now: TEST_NOW, days: 14, ordersPerDay: 20, seed: 'test' };

async function generatedDb(): Promise<{ t: TestDb; tenantId: string; counts: HistoryCounts }> {
  const t = await createTestDb();
  await seedDemo(t.db.kysely, { now: TEST_NOW });
  const { id: tenantId } = await tenantRowOf(t.db, 'emerald');
  const counts = await generateHistory(t.db.kysely, { ...OPTIONS, tenantId });
  return { t, tenantId, counts };
}

describe('generated history', () => {
  let a: Awaited<ReturnType<typeof generatedDb>>;
  let b: Awaited<ReturnType<typeof generatedDb>>;
  beforeAll(async () => {
    a = await generatedDb();
    b = await generatedDb();
  });
  afterAll(async () => {
    await a?.t.drop();
    await b?.t.drop();
  });

  const generated = (g: typeof a) =>
    g.t.db.kysely
      .selectFrom('orders')
      .innerJoin('restaurants', 'restaurants.id', 'orders.restaurant_id')
      .where('orders.tenant_id', '=', g.tenantId)
      .where('orders.idempotency_key', 'like', 'history-%');

  it('draws the same orders from the same seed', async () => {
    const rowsOf = (g: typeof a) =>
      generated(g)
        .select([
          'restaurants.slug',
          'orders.received_at',
          'orders.status',
          'orders.status_reason',
          'orders.subtotal_cents',
          'orders.discount_total_cents',
          'orders.total_cents',
          'orders.ready_at',
        ])
        .orderBy('orders.order_number')
        .execute();
    const [first, second] = await Promise.all([rowsOf(a), rowsOf(b)]);
    expect(first.length).toBe(a.counts.orders);
    expect(a.counts.orders).toBeGreaterThan(14 * 3 * 20 * 0.7);
    expect(second).toEqual(first);
  });

  it('writes finished orders of the days before now only, each on its location’s own days', async () => {
    const rows = await generated(a)
      .select(['orders.status', 'orders.received_at', 'orders.ready_at', 'restaurants.settings'])
      .execute();
    const statuses = new Set(rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['Cancelled', 'Fulfilled', 'Rejected']);
    for (const r of rows) {
      const zone = (JSON.parse(r.settings) as { time_zone: string }).time_zone;
      expect(localDateOf(Date.parse(r.received_at), zone) < localDateOf(TEST_NOW, zone)).toBe(true);
      expect(r.ready_at === null).toBe(r.status !== 'Fulfilled');
    }
  });

  it('adds up each order as checkout does: lines make the subtotal, their shares the discounts', async () => {
    const db = a.t.db.kysely;
    const lines = db
      .selectFrom('order_lines')
      .select([
        'order_id',
        sql<string>`sum(base_total_cents + extra_total_cents)`.as('gross'),
        sql<string>`sum(discount_cents)`.as('discounts'),
      ])
      .groupBy('order_id')
      .as('l');
    const wrong = await db
      .selectFrom('orders')
      .innerJoin(lines, 'l.order_id', 'orders.id')
      .select('orders.id')
      .where('orders.tenant_id', '=', a.tenantId)
      .where((eb) =>
        eb.or([
          eb('orders.subtotal_cents', '!=', sql<number>`l.gross`),
          eb('orders.discount_total_cents', '!=', sql<number>`l.discounts`),
          eb(
            'orders.total_cents',
            '!=',
            sql<number>`orders.subtotal_cents - orders.discount_total_cents + orders.gst_cents + orders.pst_cents
              + orders.delivery_fee_cents + orders.delivery_gst_cents + orders.tip_cents - orders.gift_card_total_cents`,
          ),
        ]),
      )
      .execute();
    expect(wrong).toEqual([]);
    const used = await db
      .selectFrom('orders')
      .select([
        sql<string>`sum(case when points_redeemed > 0 then 1 else 0 end)`.as('points'),
        sql<string>`sum(case when gift_card_total_cents > 0 then 1 else 0 end)`.as('cards'),
        sql<string>`sum(case when coupon_code is not null then 1 else 0 end)`.as('coupons'),
      ])
      .where('tenant_id', '=', a.tenantId)
      .where('idempotency_key', 'like', 'history-%')
      .executeTakeFirstOrThrow();
    expect(Number(used.cards)).toBeGreaterThan(0);
    expect(Number(used.coupons)).toBeGreaterThan(0);
  });

  it('leaves members’ points and cards’ balances equal to their ledgers, never below zero', async () => {
    const db = a.t.db.kysely;
    const members = await db
      .selectFrom('customers')
      .select([
        'customers.point_balance',
        (eb) =>
          eb
            .selectFrom('loyalty_points_ledger as l')
            .select(sql<string>`coalesce(sum(l.points), 0)`.as('s'))
            .whereRef('l.customer_id', '=', 'customers.id')
            .as('ledger'),
      ])
      .where('tenant_id', '=', a.tenantId)
      .where('email', 'like', '%@history.example')
      .execute();
    expect(members.length).toBe(a.counts.members);
    for (const m of members) {
      expect(m.point_balance).toBe(Number(m.ledger));
      expect(m.point_balance).toBeGreaterThanOrEqual(0);
    }
    const cards = await giftCardFindings(db, a.tenantId);
    expect(cards.count).toBeGreaterThanOrEqual(a.counts.giftCards);
    expect(cards.findings).toEqual([]);
  });
});

/**
 * The generated gift cards (numbers starting with 9) of a tenant, and what the owner's
 * reconciliation would say of them: balance = initial − spent + given back, pending = balance − held.
 */
async function giftCardFindings(db: Kysely<Database>, tenantId: string) {
  const sumOf = (table: 'gift_card_redemptions' | 'gift_card_refunds', status?: 'captured' | 'held') =>
    sql<string>`coalesce((select sum(x.amount_cents) from ${sql.table(table)} x where x.gift_card_id = g.id${
      status ? sql` and x.status = ${status}` : sql``
    }), 0)`;
  const cards = await db
    .selectFrom('gift_cards as g')
    .select([
      'g.id',
      'g.gift_card_number',
      'g.initial_balance_cents',
      'g.balance_cents',
      'g.pending_balance_cents',
      sumOf('gift_card_redemptions', 'captured').as('captured'),
      sumOf('gift_card_redemptions', 'held').as('held'),
      sumOf('gift_card_refunds').as('refunded'),
    ])
    .where('g.tenant_id', '=', tenantId)
    .where('g.gift_card_number', 'like', '9%')
    .execute();
  const findings = cards.flatMap((c) =>
    reconcileGiftCard({
      id: c.id,
      last4: c.gift_card_number.slice(-4),
      initial: c.initial_balance_cents,
      balance: c.balance_cents,
      pending: c.pending_balance_cents,
      captured: Number(c.captured),
      refunded: Number(c.refunded),
      held: Number(c.held),
    }),
  );
  return { count: cards.length, findings };
}

describe('the demo’s season of history', () => {
  let plain: TestDb;
  let season: TestDb;
  beforeAll(async () => {
    plain = await createTestDb();
    season = await createTestDb();
    await seedDemo(plain.db.kysely, { now: TEST_NOW });
    await seedDemo(season.db.kysely, { now: TEST_NOW, history: true });
  });
  afterAll(async () => {
    await plain?.drop();
    await season?.drop();
  });

  /** Per tenant: its orders, those still open, and the demo member's. */
  const ordersOf = (t: TestDb) =>
    t.db.kysely
      .selectFrom('orders')
      .innerJoin('tenants', 'tenants.id', 'orders.tenant_id')
      .leftJoin('customers', 'customers.id', 'orders.customer_id')
      .select([
        'tenants.slug',
        sql<string>`count(*)`.as('orders'),
        sql<string>`sum(case when orders.status in ('Received', 'Accepted') then 1 else 0 end)`.as('open'),
        sql<string>`sum(case when customers.email = ${DEMO_CREDENTIALS.email.toLowerCase()} then 1 else 0 end)`.as(
          'member',
        ),
        sql<string>`min(orders.received_at)`.as('first'),
      ])
      .groupBy('tenants.slug')
      .orderBy('tenants.slug')
      .execute();

  it('adds a few thousand finished orders to each ordering tenant, and nothing to the board or the demo member', async () => {
    const [before, after] = await Promise.all([ordersOf(plain), ordersOf(season)]);
    const bySlug = new Map(before.map((r) => [r.slug, r]));
    for (const r of after) {
      const was = bySlug.get(r.slug)!;
      expect(Number(r.open)).toBe(Number(was.open));
      expect(Number(r.member)).toBe(Number(was.member));
      const added = Number(r.orders) - Number(was.orders);
      if (r.slug === 'prairiepie') expect(added).toBe(0);
      else {
        expect(added).toBeGreaterThan(DEMO_HISTORY.days * DEMO_HISTORY.ordersPerTenantDay * 0.7);
        expect(added).toBeLessThan(DEMO_HISTORY.days * DEMO_HISTORY.ordersPerTenantDay * 1.3);
        expect(Date.parse(r.first)).toBeGreaterThan(
          TEST_NOW.getTime() - (DEMO_HISTORY.days + 2) * 86_400_000,
        );
      }
    }
  });

  it('is paid at the counter: no online order without the card payment reconciliation would look for', async () => {
    const online = await season.db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'like', '%@history.example')
      .where('payment_method', '=', 'Online')
      .executeTakeFirstOrThrow();
    expect(Number(online.n)).toBe(0);
  });

  it("leaves its gift cards as the owner's reconciliation expects them", async () => {
    for (const tenant of await season.db.kysely.selectFrom('tenants').select('id').execute()) {
      const cards = await giftCardFindings(season.db.kysely, tenant.id);
      expect(cards.findings).toEqual([]);
    }
  });
});
