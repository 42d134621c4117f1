import type { Finding } from '@storefront/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import { deleteTenantRows, fromTenantRows, selectTenantRows } from '../../db/tenant-rows';

/*
 * The reads of a reconciliation (decision 0065): each tenant's money as its tables hold it, summed
 * per order, card, coupon and member by the database, and where its findings are kept.
 */

const num = (value: unknown) => Number(value ?? 0);

export const listTenantIds = async (db: Executor) =>
  (await db.selectFrom('tenants').select('id').orderBy('id').execute()).map((t) => t.id);

/** The tenant's card payments of orders or of gift card orders (`purpose`), joined by `p.order_id`. */
const cardPayments = (db: Executor, tenantId: string, purpose: 'order' | 'gift card order') =>
  fromTenantRows(db, 'payments', tenantId)
    .select(['order_id', 'provider', 'provider_payment_id', 'provider_account', 'pending_action'])
    .where('purpose', '=', purpose)
    .as('p');

/** Orders (created at `since` or later; all with null) with their card payment, if any. */
export function listOrderMoney(db: Executor, tenantId: string, since: string | null) {
  let query = db
    .selectFrom('orders as o')
    .leftJoin(cardPayments(db, tenantId, 'order'), 'p.order_id', 'o.id')
    .select([
      'o.id',
      'o.order_number',
      'o.status',
      'o.payment_method',
      'o.payment_status',
      'o.payment_problem',
      'o.total_cents',
      'o.gift_card_total_cents',
      'o.points_redeemed',
      'p.provider',
      'p.provider_payment_id',
      'p.provider_account',
      'p.pending_action',
    ])
    .where('o.tenant_id', '=', tenantId);
  if (since) query = query.where('o.created_at', '>=', since);
  return query.orderBy('o.order_number').execute();
}

/** Sums per order of one tenant, as a map from the order's id. */
const perOrder = <Row extends { order_id: string | null }>(rows: Row[], sum: (row: Row) => unknown) =>
  new Map(rows.map((r) => [r.order_id ?? '', num(sum(r))]));

/** The ledgers' word on each order: gift cards taken and given back, points spent and given back, live coupons issued. */
export async function orderLedgers(db: Executor, tenantId: string) {
  const [taken, givenBack, points, coupons] = await Promise.all([
    fromTenantRows(db, 'gift_card_redemptions', tenantId)
      .select(['order_id', (eb) => eb.fn.sum<number>('amount_cents').as('total')])
      .where('status', '=', 'captured')
      .where('order_id', 'is not', null)
      .groupBy('order_id')
      .execute(),
    fromTenantRows(db, 'gift_card_refunds', tenantId)
      .select(['order_id', (eb) => eb.fn.sum<number>('amount_cents').as('total')])
      .where('order_id', 'is not', null)
      .groupBy('order_id')
      .execute(),
    // An order's redemption lines took points off (negative lines); its adjustments gave them back.
    fromTenantRows(db, 'loyalty_points_ledger', tenantId)
      .select([
        'order_id',
        sql<number>`sum(case when kind = 'redemption' then -points else 0 end)`.as('spent'),
        sql<number>`sum(case when kind = 'adjustment' then points else 0 end)`.as('back'),
      ])
      .where('kind', 'in', ['redemption', 'adjustment'])
      .where('order_id', 'is not', null)
      .groupBy('order_id')
      .execute(),
    fromTenantRows(db, 'coupons', tenantId)
      .select(['issued_by_order_id as order_id', (eb) => eb.fn.countAll<number>().as('total')])
      .where('issued_by_order_id', 'is not', null)
      .where('voided_at', 'is', null)
      .groupBy('issued_by_order_id')
      .execute(),
  ]);
  return {
    taken: perOrder(taken, (r) => r.total),
    givenBack: perOrder(givenBack, (r) => r.total),
    spent: perOrder(points, (r) => r.spent),
    pointsBack: perOrder(points, (r) => r.back),
    coupons: perOrder(coupons, (r) => r.total),
  };
}

/** Gift card orders with their card payment and the cards they issued. */
export function listGiftCardOrderMoney(db: Executor, tenantId: string, since: string | null) {
  let query = db
    .selectFrom('gift_card_orders as g')
    .leftJoin(cardPayments(db, tenantId, 'gift card order'), 'p.order_id', 'g.id')
    .select((eb) => [
      'g.id',
      'g.gift_card_order_number',
      'g.payment_method',
      'g.payment_status',
      'g.price_cents',
      'g.gift_card_quantity',
      'g.gift_card_unit_price_cents',
      'p.provider',
      'p.provider_payment_id',
      'p.provider_account',
      eb
        .selectFrom('gift_cards as c')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('c.gift_card_order_id', '=', 'g.id')
        .as('cards_issued'),
      eb
        .selectFrom('gift_cards as c')
        .select((sub) => sub.fn.sum<number>('c.initial_balance_cents').as('v'))
        .whereRef('c.gift_card_order_id', '=', 'g.id')
        .as('value_issued'),
    ])
    .where('g.tenant_id', '=', tenantId);
  if (since) query = query.where('g.created_at', '>=', since);
  return query.orderBy('g.gift_card_order_number').execute();
}

/** Every gift card of the tenant with its ledger: captured, given back, held. */
export function listGiftCardLedgers(db: Executor, tenantId: string) {
  return db
    .selectFrom('gift_cards as g')
    .select((eb) => {
      /** What the card's redemptions of one status add up to. */
      const redeemed = (status: 'captured' | 'held') =>
        eb
          .selectFrom('gift_card_redemptions as r')
          .select((sub) => sub.fn.sum<number>('r.amount_cents').as('s'))
          .whereRef('r.gift_card_id', '=', 'g.id')
          .where('r.status', '=', status);
      return [
        'g.id',
        'g.gift_card_number',
        'g.initial_balance_cents',
        'g.balance_cents',
        'g.pending_balance_cents',
        redeemed('captured').as('captured'),
        redeemed('held').as('held'),
        eb
          .selectFrom('gift_card_refunds as f')
          .select((sub) => sub.fn.sum<number>('f.amount_cents').as('s'))
          .whereRef('f.gift_card_id', '=', 'g.id')
          .as('refunded'),
      ];
    })
    .where('g.tenant_id', '=', tenantId)
    .execute();
}

/**
 * Single-use coupons with the order they name and the standing orders that carry their code. The
 * orders are counted by code in one pass and joined, not counted again for each coupon: a tenant's
 * thousands of next-order coupons against its hundreds of thousands of orders.
 */
export function listSingleUseCoupons(db: Executor, tenantId: string) {
  const standing = db
    .selectFrom('orders as o')
    .select((eb) => [sql<string>`upper(o.coupon_code)`.as('code'), eb.fn.countAll<number>().as('n')])
    .where('o.tenant_id', '=', tenantId)
    .where('o.coupon_code', 'is not', null)
    .where('o.status', 'not in', ['Cancelled', 'Rejected'])
    .groupBy(sql`upper(o.coupon_code)`)
    .as('s');
  return db
    .selectFrom('coupons as c')
    .leftJoin('orders as r', (join) =>
      join.onRef('r.id', '=', 'c.redeemed_order_id').onRef('r.tenant_id', '=', 'c.tenant_id'),
    )
    .leftJoin(standing, (join) => join.on(sql`s.code`, '=', sql`upper(c.coupon_code)`))
    .select([
      'c.id',
      'c.coupon_code',
      'c.redeemed_order_id',
      'r.coupon_code as redeemed_order_code',
      'r.status as redeemed_order_status',
      's.n as standing_orders',
    ])
    .where('c.tenant_id', '=', tenantId)
    .where('c.single_use', '=', 1)
    .execute();
}

/** Members whose points balance or ledger is not zero, with both. */
export function listPointBalances(db: Executor, tenantId: string) {
  return db
    .selectFrom('customers as m')
    .select((eb) => [
      'm.id',
      'm.email',
      'm.point_balance',
      eb
        .selectFrom('loyalty_points_ledger as l')
        .select((sub) => sub.fn.sum<number>('l.points').as('s'))
        .whereRef('l.customer_id', '=', 'm.id')
        .whereRef('l.tenant_id', '=', 'm.tenant_id')
        .as('ledger'),
    ])
    .where('m.tenant_id', '=', tenantId)
    .execute();
}

export { num };

/** Replaces the tenant's findings with a run's, with when it ran and how much it compared. */
export async function saveRun(
  db: Executor,
  tenantId: string,
  run: { checkedAt: string; checked: number; findings: Finding[]; mismatches: number },
): Promise<void> {
  await deleteTenantRows(db, 'reconciliation_findings', tenantId).execute();
  if (run.findings.length > 0)
    await db
      .insertInto('reconciliation_findings')
      .values(
        run.findings.map((f) => ({
          id: newId(),
          tenant_id: tenantId,
          checked_at: run.checkedAt,
          subject: f.subject,
          subject_id: f.subjectId,
          label: f.label,
          problem: f.problem,
          expected_cents: f.expected,
          found_cents: f.found,
        })),
      )
      .execute();
  const row = { checked_at: run.checkedAt, checked: run.checked, mismatches: run.mismatches };
  await db
    .insertInto('reconciliation_runs')
    .values({ id: tenantId, tenant_id: tenantId, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

export async function lastRun(db: Executor, tenantId: string) {
  const [run, findings] = await Promise.all([
    db.selectFrom('reconciliation_runs').selectAll().where('id', '=', tenantId).executeTakeFirst(),
    selectTenantRows(db, 'reconciliation_findings', tenantId).orderBy('subject').orderBy('label').execute(),
  ]);
  return { run, findings };
}
