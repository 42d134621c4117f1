import {
  NOT_SALES_STATUSES,
  type CustomerFigures,
  type HalfHourSums,
  type LaterCustomers,
  type SoldOutWrite,
} from '@storefront/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/executor';
import type { Database } from '../../db/schema';
import { asc, afterKeys, type KeyValue, type SortKey } from '../../db/keyset';
import { fromTenantRows } from '../../db/tenant-rows';

/*
 * The reads of the owner's reports (issue 32): the orders as stored, summed by the database (on
 * SQLite and PostgreSQL alike: substr, CASE and SUM only), each location within its own local
 * range. Instants are stored as ISO 8601 text in UTC, so a prefix of one is its UTC hour.
 */

/** One location's part of a report: its orders from `start` (included) to `end` (excluded), ISO. */
export interface LocationWindow {
  restaurantId: string;
  start: string;
  end: string;
}

type OrdersEb = ExpressionBuilder<Database, 'orders'>;

/**
 * The orders of the windows, by the instant `column` (received_at unless said). The locations and
 * the span from the first window's start to the last one's end come first, as the index on
 * (restaurant_id, received_at) can seek them; each location's own window then narrows that span
 * by the hours its zone differs by.
 */
function inWindows<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  windows: readonly LocationWindow[],
  column: Expression<string> = sql.ref('orders.received_at'),
  restaurant: Expression<string> = sql.ref('orders.restaurant_id'),
) {
  const starts = windows.map((w) => w.start).sort();
  const ends = windows.map((w) => w.end).sort();
  const each = windows.map((w) =>
    eb.and([eb(restaurant, '=', w.restaurantId), eb(column, '>=', w.start), eb(column, '<', w.end)]),
  );
  return eb.and([
    eb(
      restaurant,
      'in',
      windows.map((w) => w.restaurantId),
    ),
    eb(column, '>=', starts[0]!),
    eb(column, '<', ends[ends.length - 1]!),
    ...(windows.length > 1 ? [eb.or(each)] : []),
  ]);
}

const num = (value: unknown) => Number(value ?? 0);
/** The order (of `orders` or an alias of it) is a sale. */
const saleIn = (alias: string) =>
  sql<SqlBool>`${sql.ref(`${alias}.status`)} not in (${sql.join(NOT_SALES_STATUSES.map((s) => sql.lit(s)))})`;
const IS_SALE = saleIn('orders');
/** The windows' sales orders, in a query that joins `orders` to another table. */
const salesIn = (eb: OrdersEb, windows: readonly LocationWindow[]) =>
  eb.and([inWindows(eb, windows), IS_SALE]);
/** Σ of a column over the sales only. */
const salesSum = (column: string) =>
  sql<string>`sum(case when ${IS_SALE} then ${sql.ref(column)} else 0 end)`;
const paymentSum = (status: 'Refunded' | 'Voided') =>
  sql<string>`sum(case when orders.payment_status = ${status} then orders.total_cents else 0 end)`;

/** The money of the windows' orders per location and UTC half hour: what the sales and "when" reports add up. */
export async function halfHourSums(
  db: Executor,
  tenantId: string,
  windows: readonly LocationWindow[],
): Promise<HalfHourSums[]> {
  if (windows.length === 0) return [];
  const hour = sql<string>`substr(orders.received_at, 1, 13)`;
  const secondHalf = sql<number>`case when substr(orders.received_at, 15, 2) >= '30' then 1 else 0 end`;
  const rows = await fromTenantRows(db, 'orders', tenantId)
    .where((eb) => inWindows(eb, windows))
    .select([
      'orders.restaurant_id',
      hour.as('hour'),
      secondHalf.as('second_half'),
      sql<string>`sum(case when ${IS_SALE} then 1 else 0 end)`.as('orders'),
      salesSum('orders.subtotal_cents').as('gross'),
      salesSum('orders.discount_total_cents').as('discounts'),
      sql<string>`sum(case when ${IS_SALE} then orders.gst_cents + orders.delivery_gst_cents else 0 end)`.as(
        'gst',
      ),
      salesSum('orders.pst_cents').as('pst'),
      salesSum('orders.tip_cents').as('tips'),
      salesSum('orders.delivery_fee_cents').as('delivery_fees'),
      paymentSum('Refunded').as('refunds'),
      paymentSum('Voided').as('voids'),
    ])
    .groupBy(['orders.restaurant_id', hour, secondHalf])
    .execute();
  return rows.map((r) => ({
    restaurantId: r.restaurant_id,
    at: `${r.hour}:${num(r.second_half) ? '30' : '00'}:00.000Z`,
    orders: num(r.orders),
    grossSales: num(r.gross),
    discounts: num(r.discounts),
    gst: num(r.gst),
    pst: num(r.pst),
    tips: num(r.tips),
    deliveryFees: num(r.delivery_fees),
    refunds: num(r.refunds),
    voids: num(r.voids),
  }));
}

/**
 * Sales orders and their net sales (cents) by method, how they were paid and where they were ordered
 * (the storefront or a phone call, decision 0087).
 */
export async function channelSums(db: Executor, tenantId: string, windows: readonly LocationWindow[]) {
  if (windows.length === 0) return [];
  const rows = await fromTenantRows(db, 'orders', tenantId)
    .where((eb) => inWindows(eb, windows))
    .where(IS_SALE)
    .select([
      'orders.delivery_method',
      'orders.payment_method',
      'orders.channel',
      (eb) => eb.fn.countAll<string>().as('orders'),
      sql<string>`sum(orders.subtotal_cents - orders.discount_total_cents)`.as('net'),
    ])
    .groupBy(['orders.delivery_method', 'orders.payment_method', 'orders.channel'])
    .orderBy('orders.delivery_method')
    .orderBy('orders.payment_method')
    .orderBy('orders.channel')
    .execute();
  return rows.map((r) => ({
    deliveryMethod: r.delivery_method,
    paymentMethod: r.payment_method,
    channel: r.channel,
    orders: num(r.orders),
    netSales: num(r.net),
  }));
}

/** The items of the sales orders by name: quantity, and sales (cents) after each line's share of discounts. */
export async function itemSums(db: Executor, tenantId: string, windows: readonly LocationWindow[]) {
  if (windows.length === 0) return [];
  const rows = await db
    .selectFrom('order_lines')
    .innerJoin('orders', (join) =>
      join
        .onRef('orders.id', '=', 'order_lines.order_id')
        .onRef('orders.tenant_id', '=', 'order_lines.tenant_id'),
    )
    .where('order_lines.tenant_id', '=', tenantId)
    .where('order_lines.kind', '=', 'item')
    .where((eb) => salesIn(eb as unknown as OrdersEb, windows))
    .select([
      'order_lines.name',
      sql<string>`sum(order_lines.quantity)`.as('quantity'),
      sql<string>`sum(order_lines.base_total_cents + order_lines.extra_total_cents - order_lines.discount_cents)`.as(
        'sales',
      ),
    ])
    .groupBy('order_lines.name')
    .orderBy(
      sql`sum(order_lines.base_total_cents + order_lines.extra_total_cents - order_lines.discount_cents)`,
      'desc',
    )
    .orderBy('order_lines.name')
    .execute();
  return rows.map((r) => ({ name: r.name, quantity: num(r.quantity), sales: num(r.sales) }));
}

/**
 * Staff writes of the windows' items' sold_out_until (the audit log's menu_item entries that
 * changed it, or deleted the item), from the start of time to the windows' end: an 86 made before
 * the range may run into it. Staff write an item's 86 a few times a day, so the rows stay few.
 */
export async function soldOutWrites(
  db: Executor,
  tenantId: string,
  windows: readonly LocationWindow[],
): Promise<(SoldOutWrite & { name: string | null })[]> {
  if (windows.length === 0) return [];
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('menu_items as i', (join) =>
      join.onRef('i.id', '=', 'a.entity_id').onRef('i.tenant_id', '=', 'a.tenant_id'),
    )
    .select(['a.entity_id', 'a.restaurant_id', 'a.created_at', 'a.changes', 'i.name'])
    .where('a.tenant_id', '=', tenantId)
    .where((eb) =>
      // Up to the latest window's end: a later write than a location's own end only ends a span
      // soldOutSpans clips at that end anyway. One seek of the partial index per location.
      eb.and([
        eb(
          'a.restaurant_id',
          'in',
          windows.map((w) => w.restaurantId),
        ),
        eb('a.created_at', '<', windows.map((w) => w.end).sort()[windows.length - 1]!),
      ]),
    )
    // The JSON text holds the key only when the write changed it (or made or deleted the item).
    // As literals, the very terms of the partial index of 0036 (SQLite matches a bound value to none).
    .where(
      sql<SqlBool>`a.entity = 'menu_item' and (a.changes like '%"sold_out_until"%' or a.action = 'delete')`,
    )
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  return rows.flatMap((r) => {
    const changes = JSON.parse(r.changes) as { after?: Record<string, unknown> | null };
    const after = changes.after ?? null;
    if (after !== null && !('sold_out_until' in after)) return [];
    const until = after?.sold_out_until;
    return [
      {
        itemId: r.entity_id,
        restaurantId: r.restaurant_id!,
        at: r.created_at,
        soldOutUntil: typeof until === 'string' ? until : null,
        name: r.name,
      },
    ];
  });
}

/** The options chosen on the sales orders' items, by option and choice: quantity and price (cents, before discounts). */
export async function optionSums(db: Executor, tenantId: string, windows: readonly LocationWindow[]) {
  if (windows.length === 0) return [];
  const rows = await db
    .selectFrom('order_line_options as o')
    .innerJoin('order_lines', 'order_lines.id', 'o.order_line_id')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .where('o.tenant_id', '=', tenantId)
    .where('orders.tenant_id', '=', tenantId)
    .where((eb) => salesIn(eb as unknown as OrdersEb, windows))
    .select([
      'o.option_name',
      'o.option_value',
      sql<string>`sum(o.option_quantity)`.as('quantity'),
      sql<string>`sum(o.option_total_cents)`.as('sales'),
    ])
    .groupBy(['o.option_name', 'o.option_value'])
    .orderBy(sql`sum(o.option_quantity)`, 'desc')
    .orderBy('o.option_name')
    .orderBy('o.option_value')
    .execute();
  return rows.map((r) => ({
    option: r.option_name,
    choice: r.option_value,
    quantity: num(r.quantity),
    sales: num(r.sales),
  }));
}

/**
 * The promotions, coupons and points the sales orders used: per promotion (by name and code, and
 * whether it was an item promotion, a cart discount or points: their `source`) the
 * orders that used it, the discount it gave and those orders' net sales (cents). Item promotions
 * and cart discounts are each summed per order first, so an order counts once per promotion; a
 * next-order coupon an order issued is not a discount it got.
 */
export async function promotionSums(db: Executor, tenantId: string, windows: readonly LocationWindow[]) {
  if (windows.length === 0) return [];
  // Per order and promotion first (the windows' sales orders only), so an order counts once.
  const used = (kind: 'promotion' | 'discount') => {
    const perOrder =
      kind === 'promotion'
        ? db
            .selectFrom('order_promotions as d')
            .innerJoin('orders', 'orders.id', 'd.order_id')
            .select(['d.order_id', 'd.promotion_name as name', 'd.coupon_code as code'])
            .where('d.tenant_id', '=', tenantId)
            .groupBy(['d.order_id', 'd.promotion_name', 'd.coupon_code'])
        : db
            .selectFrom('order_discounts as d')
            .innerJoin('orders', 'orders.id', 'd.order_id')
            .select(['d.order_id', 'd.discount_name as name', 'd.coupon_code as code'])
            .where('d.tenant_id', '=', tenantId)
            .where('d.is_next_order_coupon', '=', 0)
            .groupBy(['d.order_id', 'd.discount_name', 'd.coupon_code']);
    return db
      .selectFrom(
        perOrder
          .where('orders.tenant_id', '=', tenantId)
          .where((eb) => salesIn(eb as unknown as OrdersEb, windows))
          .select([
            sql<string>`sum(d.discount_amount_cents)`.as('discount'),
            sql<string>`max(orders.subtotal_cents - orders.discount_total_cents)`.as('net'),
          ])
          .as('u'),
      )
      .select([
        'u.name',
        'u.code',
        (eb) => eb.fn.countAll<string>().as('orders'),
        sql<string>`sum(u.discount)`.as('discount'),
        sql<string>`sum(u.net)`.as('net'),
      ])
      .groupBy(['u.name', 'u.code'])
      .execute();
  };
  const points = fromTenantRows(db, 'orders', tenantId)
    .where((eb) => inWindows(eb, windows))
    .where(IS_SALE)
    .where('orders.points_redeemed', '>', 0)
    .select([
      (eb) => eb.fn.countAll<string>().as('orders'),
      sql<string>`sum(orders.points_discount_cents)`.as('discount'),
      sql<string>`sum(orders.subtotal_cents - orders.discount_total_cents)`.as('net'),
    ])
    .execute();
  const [promotions, discounts, [spent]] = await Promise.all([used('promotion'), used('discount'), points]);
  const rows = [
    ...promotions.map((r) => ({ ...r, source: 'promotion' as const })),
    ...discounts.map((r) => ({ ...r, source: 'discount' as const })),
  ].map((r) => ({
    source: r.source as 'promotion' | 'discount' | 'points',
    name: r.name,
    couponCode: r.code,
    orders: num(r.orders),
    discount: num(r.discount),
    netSales: num(r.net),
  }));
  if (spent && num(spent.orders) > 0) {
    rows.push({
      source: 'points',
      name: 'Loyalty points',
      couponCode: null,
      orders: num(spent.orders),
      discount: num(spent.discount),
      netSales: num(spent.net),
    });
  }
  return rows.sort((a, b) => b.discount - a.discount || a.name.localeCompare(b.name));
}

/** Who ordered: the diner as their mailbox says (decision 0065's email_mailbox), the email for older rows. */
const DINER = sql<string>`coalesce(orders.email_mailbox, orders.email)`;
const NET = sql<string>`orders.subtotal_cents - orders.discount_total_cents`;
const NAME = sql<string>`orders.first_name || ' ' || orders.last_name`;
const MEMBER = sql<number>`case when orders.customer_id is null then 0 else 1 end`;

/** The windows' sales orders, which the customers report reads. */
const salesOf = (db: Executor, tenantId: string, windows: readonly LocationWindow[]) =>
  fromTenantRows(db, 'orders', tenantId)
    .where((eb) => inWindows(eb, windows))
    .where(IS_SALE);

/**
 * A sale of diner `d.diner` before `d.first_here`, at any location: the diner is not new (a seek
 * per diner on the index of 0036, not a pass over the tenant's every order).
 */
const earlierSale = (tenantId: string) => sql<SqlBool>`exists (select 1 from orders as o2
  where o2.tenant_id = ${tenantId} and coalesce(o2.email_mailbox, o2.email) = d.diner
  and o2.received_at < d.first_here and ${saleIn('o2')})`;

/**
 * The order is a referred member's (one who joined from another member's invitation). Asked per
 * order of the range (a set the database makes once), so the range's index still leads the read.
 */
const referredOrder = (
  tenantId: string,
) => sql<SqlBool>`orders.customer_id in (select c.id from customers as c
  where c.tenant_id = ${tenantId} and c.referrer_id is not null)`;

/** A diner's sales as the report names them. */
const customerOf = (d: { diner: string; name: string; member: unknown; orders: unknown; net: unknown }) => ({
  email: d.diner,
  name: d.name,
  member: num(d.member) === 1,
  orders: num(d.orders),
  netSales: num(d.net),
});

/** Members' and guests' sales orders and net sales (cents). */
async function kindsOf(db: Executor, tenantId: string, windows: readonly LocationWindow[]) {
  const kinds = await salesOf(db, tenantId, windows)
    .select([
      MEMBER.as('member'),
      (eb) => eb.fn.countAll<string>().as('orders'),
      sql<string>`sum(${NET})`.as('net'),
    ])
    .groupBy(MEMBER)
    .execute();
  return kinds.map((k) => ({ member: num(k.member) === 1, orders: num(k.orders), netSales: num(k.net) }));
}

/**
 * The diners of the windows' sales orders: members' and guests' orders and net sales, how many
 * diners ordered and how many of them for the first time (their first sale at any of the tenant's
 * locations is in the windows), and the `top` diners by net sales (cents).
 */
export async function customerSums(
  db: Executor,
  tenantId: string,
  windows: readonly LocationWindow[],
  top: number,
): Promise<CustomerFigures> {
  if (windows.length === 0)
    return { kinds: [], diners: 0, newDiners: 0, referred: { diners: 0, orders: 0, net: 0 }, top: [] };
  const here = salesOf(db, tenantId, windows);
  const referred = referredOrder(tenantId);
  const [kinds, [diners], best, [referrals]] = await Promise.all([
    kindsOf(db, tenantId, windows),
    db
      .selectFrom(
        here
          .select([DINER.as('diner'), sql<string>`min(orders.received_at)`.as('first_here')])
          .groupBy(DINER)
          .as('d'),
      )
      .select([
        (eb) => eb.fn.countAll<string>().as('diners'),
        sql<string>`sum(case when ${earlierSale(tenantId)} then 0 else 1 end)`.as('new_diners'),
      ])
      .execute(),
    here
      .select([
        DINER.as('diner'),
        sql<string>`max(${NAME})`.as('name'),
        sql<number>`max(${MEMBER})`.as('member'),
        (eb) => eb.fn.countAll<string>().as('orders'),
        sql<string>`sum(${NET})`.as('net'),
      ])
      .groupBy(DINER)
      .orderBy(sql`sum(${NET})`, 'desc')
      .orderBy(DINER)
      .limit(top)
      .execute(),
    here
      .select([
        sql<string>`count(distinct case when ${referred} then orders.customer_id end)`.as('diners'),
        sql<string>`sum(case when ${referred} then 1 else 0 end)`.as('orders'),
        sql<string>`sum(case when ${referred} then ${NET} else 0 end)`.as('net'),
      ])
      .execute(),
  ]);
  return {
    kinds,
    diners: num(diners?.diners),
    newDiners: num(diners?.new_diners),
    referred: { diners: num(referrals?.diners), orders: num(referrals?.orders), net: num(referrals?.net) },
    top: best.map(customerOf),
  };
}

/**
 * The later part of a range (today, decision 0102) for the customers report: its diners with
 * their sales in it and in the `earlier` windows (a seek per diner on the index of 0036), whether
 * its sale is their first ever, and its referred members with no sale in the earlier windows (a
 * seek per member on the customer index). Today's sales are few, so this reads a few rows each.
 */
export async function laterCustomerSums(
  db: Executor,
  tenantId: string,
  later: readonly LocationWindow[],
  earlier: readonly LocationWindow[],
): Promise<LaterCustomers> {
  if (later.length === 0 || earlier.length === 0) throw new Error('Both parts of the range have windows.');
  const here = salesOf(db, tenantId, later);
  const referred = referredOrder(tenantId);
  /** The alias's order is a sale in the earlier windows. */
  const inEarlier = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, alias: 'e') =>
    eb.and([
      eb(sql.ref(`${alias}.tenant_id`), '=', tenantId),
      saleIn(alias),
      inWindows(eb, earlier, sql.ref(`${alias}.received_at`), sql.ref(`${alias}.restaurant_id`)),
    ]);
  const [kinds, diners, [referrals]] = await Promise.all([
    kindsOf(db, tenantId, later),
    db
      .selectFrom(
        here
          .select([
            DINER.as('diner'),
            sql<string>`min(orders.received_at)`.as('first_here'),
            sql<string>`max(${NAME})`.as('name'),
            sql<number>`max(${MEMBER})`.as('member'),
            (eb) => eb.fn.countAll<string>().as('orders'),
            sql<string>`sum(${NET})`.as('net'),
          ])
          .groupBy(DINER)
          .as('d'),
      )
      .leftJoin('orders as e', (join) =>
        join.on((eb) =>
          eb.and([eb(sql`coalesce(e.email_mailbox, e.email)`, '=', sql.ref('d.diner')), inEarlier(eb, 'e')]),
        ),
      )
      .select([
        'd.diner',
        'd.name',
        'd.member',
        'd.orders',
        'd.net',
        // An earlier-part sale at the very instant (another location's day) counted the diner there.
        sql<number>`case when ${earlierSale(tenantId)} or min(e.received_at) = d.first_here then 0 else 1 end`.as(
          'first_ever',
        ),
        sql<string>`count(e.id)`.as('earlier_orders'),
        sql<string>`sum(e.subtotal_cents - e.discount_total_cents)`.as('earlier_net'),
        sql<string | null>`max(e.first_name || ' ' || e.last_name)`.as('earlier_name'),
        sql<number>`max(case when e.customer_id is null then 0 else 1 end)`.as('earlier_member'),
      ])
      .groupBy(['d.diner', 'd.first_here', 'd.name', 'd.member', 'd.orders', 'd.net'])
      .execute(),
    here
      .select([
        // A subquery in the template is put in parentheses by Kysely.
        sql<string>`count(distinct case when ${referred} and not exists ${db
          .selectFrom('orders as e')
          .select(sql.lit(1).as('one'))
          .where(sql<SqlBool>`e.customer_id = orders.customer_id`)
          .where((eb) => inEarlier(eb, 'e'))} then orders.customer_id end)`.as('new_to_range'),
        sql<string>`sum(case when ${referred} then 1 else 0 end)`.as('orders'),
        sql<string>`sum(case when ${referred} then ${NET} else 0 end)`.as('net'),
      ])
      .execute(),
  ]);
  return {
    kinds,
    diners: diners.map((d) => ({
      ...customerOf(d),
      firstEver: num(d.first_ever) === 1,
      earlier: {
        orders: num(d.earlier_orders),
        netSales: num(d.earlier_net),
        name: d.earlier_name,
        member: num(d.earlier_member) === 1,
      },
    })),
    referred: {
      newToRange: num(referrals?.new_to_range),
      orders: num(referrals?.orders),
      net: num(referrals?.net),
    },
  };
}

/**
 * The brand's gift cards and points over [start, end) and as they stood at `end` (cents, points):
 * gift cards issued (their first balance), redeemed (captured by orders) less what cancelled orders
 * gave back, and what the cards still held (the liability); points earned and spent, and what
 * members still held. From the ledgers, so a figure at a past `end` is as it was then.
 */
export async function giftCardAndPointSums(db: Executor, tenantId: string, start: string, end: string) {
  const between = (column: string) => sql<string>`case when ${sql.ref(column)} >= ${start} then 1 else 0 end`;
  // A ledger's amounts in the range and up to its end (the rows are already those before `end`).
  const amountsInRangeAndUntilEnd = [
    sql<string>`sum(${between('created_at')} * amount_cents)`.as('in_range'),
    sql<string>`sum(amount_cents)`.as('until_end'),
  ];
  const [[cards], [redeemed], [refunded], [points]] = await Promise.all([
    fromTenantRows(db, 'gift_cards', tenantId)
      .where('created_at', '<', end)
      .select([
        sql<string>`sum(${between('created_at')})`.as('sold'),
        sql<string>`sum(${between('created_at')} * initial_balance_cents)`.as('sold_cents'),
        sql<string>`sum(initial_balance_cents)`.as('issued_cents'),
      ])
      .execute(),
    fromTenantRows(db, 'gift_card_redemptions', tenantId)
      .where('status', '=', 'captured')
      .where('created_at', '<', end)
      .select(amountsInRangeAndUntilEnd)
      .execute(),
    fromTenantRows(db, 'gift_card_refunds', tenantId)
      .where('created_at', '<', end)
      .select(amountsInRangeAndUntilEnd)
      .execute(),
    fromTenantRows(db, 'loyalty_points_ledger', tenantId)
      .where('created_at', '<', end)
      .select([
        sql<string>`sum(case when points > 0 then ${between('created_at')} * points else 0 end)`.as('earned'),
        sql<string>`sum(case when points < 0 then ${between('created_at')} * -points else 0 end)`.as('spent'),
        sql<string>`sum(points)`.as('held'),
      ])
      .execute(),
  ]);
  return {
    giftCards: {
      sold: num(cards?.sold),
      soldCents: num(cards?.sold_cents),
      redeemedCents: num(redeemed?.in_range) - num(refunded?.in_range),
      outstandingCents: num(cards?.issued_cents) - num(redeemed?.until_end) + num(refunded?.until_end),
    },
    points: { earned: num(points?.earned), spent: num(points?.spent), outstanding: num(points?.held) },
  };
}

/** Rejected and cancelled orders by status and reason: how many, and their totals (cents). */
export async function cancellationSums(db: Executor, tenantId: string, windows: readonly LocationWindow[]) {
  if (windows.length === 0) return [];
  const rows = await fromTenantRows(db, 'orders', tenantId)
    .where((eb) => inWindows(eb, windows))
    .where('orders.status', 'in', NOT_SALES_STATUSES)
    .select([
      'orders.status',
      'orders.status_reason',
      (eb) => eb.fn.countAll<string>().as('orders'),
      sql<string>`sum(orders.total_cents)`.as('total'),
    ])
    .groupBy(['orders.status', 'orders.status_reason'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('orders.status')
    // The engines sort nulls apart (SQLite first, PostgreSQL last): "no reason" goes first on both.
    .orderBy(sql`coalesce(orders.status_reason, '')`)
    .execute();
  return rows.map((r) => ({
    status: r.status as (typeof NOT_SALES_STATUSES)[number],
    reason: r.status_reason,
    orders: num(r.orders),
    total: num(r.total),
  }));
}

/**
 * Accepted orders marked ready, due within the windows (by the time the kitchen promised: the
 * adjusted pickup time when it set one, else the diner's).
 */
export async function readyOrders(db: Executor, tenantId: string, windows: readonly LocationWindow[]) {
  if (windows.length === 0) return [];
  const due = sql<string>`coalesce(orders.adjusted_pickup_time, orders.pickup_time)`;
  const rows = await fromTenantRows(db, 'orders', tenantId)
    .where((eb) => inWindows(eb, windows, due))
    .where('orders.status', 'in', ['Accepted', 'Fulfilled'])
    .where('orders.ready_at', 'is not', null)
    .select(['orders.restaurant_id', due.as('due_at'), 'orders.ready_at'])
    .execute();
  return rows.map((r) => ({
    restaurantId: r.restaurant_id,
    dueAt: r.due_at,
    readyAt: r.ready_at ?? r.due_at,
  }));
}

export const ORDERS_CSV_BATCH = 500;

/** Strings as both engines order them here (bytes: SQLite's BINARY, PostgreSQL's C collation). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The CSV's order: as the orders came in, the id breaking ties. */
export const CSV_KEYS: readonly SortKey[] = [asc('orders.received_at'), asc('orders.id')];

/**
 * One batch of the windows' orders with every money column, after the order whose keys are `after`:
 * the CSV export reads the range batch by batch (keyset, decision 0034), never all at once. Each
 * location's batch is read in the order of its (restaurant_id, received_at) index and the batches
 * merged: asked of all locations at once, both planners sorted the whole range's orders (seconds
 * for a year of ten locations) before the first line.
 */
export async function orderMoneyBatch(
  db: Executor,
  tenantId: string,
  windows: readonly LocationWindow[],
  after: readonly KeyValue[] | null,
) {
  const batches = await Promise.all(windows.map((w) => locationMoneyBatch(db, tenantId, w, after)));
  return batches
    .flat()
    .sort((a, b) => byText(a.received_at, b.received_at) || byText(a.id, b.id))
    .slice(0, ORDERS_CSV_BATCH);
}

function locationMoneyBatch(
  db: Executor,
  tenantId: string,
  window: LocationWindow,
  after: readonly KeyValue[] | null,
) {
  let query = fromTenantRows(db, 'orders', tenantId)
    .where((eb) => inWindows(eb, [window]))
    .select([
      'orders.id',
      'orders.order_number',
      'orders.received_at',
      'orders.restaurant_id',
      'orders.status',
      'orders.delivery_method',
      'orders.payment_method',
      'orders.payment_status',
      'orders.subtotal_cents',
      'orders.discount_total_cents',
      'orders.gst_cents',
      'orders.pst_cents',
      'orders.delivery_fee_cents',
      'orders.delivery_gst_cents',
      'orders.tip_cents',
      'orders.gift_card_total_cents',
      'orders.total_cents',
    ]);
  if (after) query = query.where(afterKeys(CSV_KEYS, after));
  return query.orderBy('orders.received_at').orderBy('orders.id').limit(ORDERS_CSV_BATCH).execute();
}
