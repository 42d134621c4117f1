/*
 * Generated history (issue 32 item 5, decision 0078): finished orders of past days for a tenant's
 * locations, written straight into the tables the reports read, fast (multi-row inserts, one
 * transaction per batch of days) and the same from the same seed. Every order is finished
 * (fulfilled, cancelled or rejected) and placed before `now`, by generated diners only (members of
 * their own, guests), so the live board and the demo's own members are left as they were.
 *
 * What an order holds follows checkout: lines and options at the menu's prices, an item promotion, a
 * coupon or points taken off the food and spread over the lines (allocate), tax by computeTotals, gift
 * cards after tax. Every order is paid at the counter: a card payment online leaves records at the
 * provider (and its intent in payments) that history does not make, and the owner's reconciliation
 * would find each of them missing. Around them: the kitchen's promised and ready times,
 * members' points (earned, spent, for referrals), gift cards sold and redeemed, refunds of
 * cancellations, and 86s of items as the audit log records them.
 */
import {
  addDays,
  allocate,
  computeTotals,
  localDateOf,
  orderLoyaltyPoints,
  percentOf,
  pointsValue,
  referralLoyaltyPoints,
  safeTimeZone,
  UNTIL_FURTHER_NOTICE,
  weekdayOf,
  zonedInstant,
  type TenantSettings,
  type Weekday,
} from '@storefront/domain';
import { sql } from 'kysely';
import type { Executor } from '../executor';
import { insertRows } from '../insert-rows';
import type { NewRow, OrderStatus } from '../schema';
import { builtItems } from '../seed/tenant';
import {
  appliedPromotionRow,
  capturedRedemptionRow,
  dinerColumns,
  pricedLineRows,
  redeemedCouponRow,
  totalsColumns,
  type BuiltItem,
} from '../seed/builders';
import { seededRandom, type Random } from './random';

export interface HistoryOptions {
  tenantId: string;
  /** The history ends the day before `now` (each location's local day) and runs `days` days back. */
  now: Date;
  days: number;
  /** Orders per location and day, on average (more on Fridays and Saturdays, fewer on Mondays). */
  ordersPerDay: number;
  seed: string;
  /** Days written per transaction; more is faster and holds more in memory. */
  daysPerBatch?: number;
  onProgress?: (done: { days: number; orders: number }) => void;
}

export interface HistoryCounts {
  orders: number;
  lines: number;
  members: number;
  giftCards: number;
  soldOutWrites: number;
}

interface Location {
  id: string;
  zone: string;
  gstRate: number;
  pstRate: number;
  items: BuiltItem[];
}

interface Member {
  id: string;
  email: string;
  first: string;
  last: string;
  phone: string;
  points: number;
}

interface Card {
  id: string;
  balance: number;
}

/** The tables history writes, in the order a batch inserts them (parents first). */
const BATCH_TABLES = [
  'customers',
  'gift_cards',
  'orders',
  'order_lines',
  'order_line_options',
  'order_promotions',
  'order_discounts',
  'gift_card_redemptions',
  'gift_card_refunds',
  'loyalty_points_ledger',
  'audit_log',
] as const;

type BatchTable = (typeof BATCH_TABLES)[number];
/** Rows of one batch, by table. */
type Batch = { [T in BatchTable]: NewRow<T>[] };
const emptyBatch = (): Batch =>
  Object.fromEntries(BATCH_TABLES.map((table) => [table, []])) as Record<BatchTable, never[]>;

const FIRST = ['Ava', 'Liam', 'Noah', 'Emma', 'Mia', 'Lucas', 'Zoe', 'Ethan', 'Aria', 'Owen', 'Maya', 'Eli'];
const LAST = ['Tremblay', 'Nguyen', 'Singh', 'Martin', 'Roy', 'Chen', 'Wilson', 'Lee', 'Gagnon', 'Brown'];
const CANCEL_REASONS = ['Changed my mind.', 'Ordered by mistake.', 'Taking too long.'];
const REJECT_REASONS = ['We are too busy right now.', 'An item ran out.', 'We are closing early today.'];
/** Local minutes since midnight orders come in at: lunch and dinner rushes, a thin afternoon. */
const ORDER_HOURS = [11, 11, 12, 12, 12, 12, 13, 13, 14, 15, 16, 17, 17, 18, 18, 18, 18, 19, 19, 20, 21];
/** Busier at the weekend: Sunday first. */
const WEEKDAY_LOAD: Record<Weekday, number> = {
  sunday: 1.1,
  monday: 0.75,
  tuesday: 0.85,
  wednesday: 0.9,
  thursday: 1,
  friday: 1.3,
  saturday: 1.25,
};
/** About one diner in this many is a member; guests come back too. */
const MEMBER_SHARE = 0.35;

/** A number no real diner or test has (area code 999): the counter's lookup by phone finds one member. */
const phoneOf = (n: number) =>
  `999-${String(Math.floor(n / 10_000) % 1000).padStart(3, '0')}-${String(n % 10_000).padStart(4, '0')}`;

/** A row id as newId makes them (time in seconds, then 16 hex), from the seeded source. */
const idAt = (random: Random, at: string) =>
  Math.floor(Date.parse(at) / 1000)
    .toString(16)
    .padStart(8, '0') + random.hex(16);

const minutesLater = (at: string, minutes: number) =>
  new Date(Date.parse(at) + minutes * 60_000).toISOString();

/** Rows inserted per statement: as many as stay well below either engine's bound on parameters. */
async function insertAll(db: Executor, batch: Batch): Promise<void> {
  for (const table of BATCH_TABLES) {
    const rows: readonly Record<string, unknown>[] = batch[table];
    if (rows.length === 0) continue;
    const size = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
    for (let i = 0; i < rows.length; i += size) await insertRows(db, table, rows.slice(i, i + size) as never);
  }
}

/** Work in the caller's transaction when it holds one (the demo seed's), else in one of its own. */
const inTransaction = (db: Executor, work: (trx: Executor) => Promise<void>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

export async function generateHistory(db: Executor, options: HistoryOptions): Promise<HistoryCounts> {
  const { tenantId, now, days, ordersPerDay } = options;
  const random = seededRandom(options.seed);
  const tenant = await db
    .selectFrom('tenants')
    .select(['settings', 'order_number_seq'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const settings = JSON.parse(tenant.settings) as TenantSettings;
  const restaurants = await db
    .selectFrom('restaurants')
    .select(['id', 'settings'])
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
  const locations: Location[] = [];
  for (const r of restaurants) {
    const s = JSON.parse(r.settings) as { time_zone?: string; gst_rate?: number; pst_rate?: number };
    const items = [...(await builtItems(db, r.id)).values()].sort((a, b) => a.cd.localeCompare(b.cd));
    if (items.length === 0) continue;
    // A best seller differs by location: each ranks its items its own way.
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = random.int(0, i);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    locations.push({
      id: r.id,
      zone: safeTimeZone(s.time_zone),
      gstRate: s.gst_rate ?? 0,
      pstRate: s.pst_rate ?? 0,
      items,
    });
  }
  const promotions = await db
    .selectFrom('promotions')
    .select(['id', 'name', 'coupon_code'])
    .where('tenant_id', '=', tenantId)
    .orderBy('name')
    .execute();
  const staff = await db
    .selectFrom('staff_users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .executeTakeFirst();
  const itemPromotions = promotions.filter((p) => !p.coupon_code);
  const coupons = promotions.filter((p) => p.coupon_code);

  const tenantTag = tenantId.slice(-6);
  const members: Member[] = [];
  const cards: Card[] = [];
  const counts: HistoryCounts = { orders: 0, lines: 0, members: 0, giftCards: 0, soldOutWrites: 0 };
  let orderNumber = tenant.order_number_seq;
  let guests = 0;
  let batch = emptyBatch();
  // Members and guests come to be as the year goes on; about one diner in six orders once only.
  const memberGoal = Math.max(5, Math.round((ordersPerDay * locations.length * days) / 12));
  const guestGoal = Math.max(5, Math.round((ordersPerDay * locations.length * days) / 8));

  const newMember = (at: string): Member => {
    const n = members.length + 1;
    const member: Member = {
      id: idAt(random, at),
      email: `member${n}.${tenantTag}@history.example`,
      first: random.pick(FIRST),
      last: random.pick(LAST),
      phone: phoneOf(n),
      points: 0,
    };
    // A member in five joined from another's invitation (accounts-and-extras: referrals).
    const referrer = members.length > 10 && random.next() < 0.2 ? random.pick(members) : null;
    batch.customers.push({
      id: member.id,
      tenant_id: tenantId,
      email: member.email,
      first_name: member.first,
      last_name: member.last,
      telephone: member.phone,
      password_hash: null,
      referral_token: `h${tenantTag}${random.hex(24)}`,
      referrer_id: referrer?.id ?? null,
      point_balance: 0,
      created_at: at,
      updated_at: at,
    });
    const referralPoints = referralLoyaltyPoints(settings);
    if (referrer && referralPoints > 0) {
      referrer.points += referralPoints;
      batch.loyalty_points_ledger.push(
        ledgerRow(referrer.id, 'referral', null, member.id, referralPoints, at),
      );
    }
    members.push(member);
    counts.members += 1;
    return member;
  };

  const ledgerRow = (
    customerId: string,
    kind: 'order' | 'referral' | 'redemption',
    orderId: string | null,
    referredId: string | null,
    points: number,
    at: string,
  ): NewRow<'loyalty_points_ledger'> => ({
    id: idAt(random, at),
    tenant_id: tenantId,
    customer_id: customerId,
    kind,
    order_id: orderId,
    referred_customer_id: referredId,
    points,
    note: null,
    created_at: at,
    staff_user_id: null,
    restaurant_id: null,
    purchase_cents: null,
    idempotency_key: null,
  });

  const newCard = (at: string): Card => {
    const initial = random.pick([2_500, 5_000, 5_000, 10_000]);
    const card = { id: idAt(random, at), balance: initial };
    batch.gift_cards.push({
      id: card.id,
      tenant_id: tenantId,
      gift_card_number: `9${tenantTag.replace(/\D/g, '0')}${String(cards.length + 1).padStart(9, '0')}`,
      customer_id: null,
      gift_card_order_id: null,
      kind: 'Digital',
      initial_balance_cents: initial,
      balance_cents: initial,
      pending_balance_cents: initial,
      created_at: at,
      updated_at: at,
    });
    cards.push(card);
    counts.giftCards += 1;
    return card;
  };

  // Cards are spent in the order they were sold: the first with money left.
  let spentCards = 0;
  const cardWithBalance = () => {
    while (spentCards < cards.length && cards[spentCards]!.balance === 0) spentCards += 1;
    return cards[spentCards];
  };

  const placeOrder = (location: Location, receivedAt: string) => {
    const orderId = idAt(random, receivedAt);
    orderNumber += 1;
    // Who: a member (now and then a new one), a returning guest, or a guest who comes once.
    let member: Member | null = null;
    let guest: { email: string; first: string; last: string; phone: string };
    if (random.next() < MEMBER_SHARE) {
      member =
        members.length < memberGoal && (members.length < 10 || random.next() < 0.15)
          ? newMember(minutesLater(receivedAt, -random.int(5, 60 * 24 * 3)))
          : members[random.skewed(members.length)]!;
      guest = member;
    } else {
      const n = guests < guestGoal && random.next() < 0.3 ? ++guests : 1 + random.skewed(Math.max(1, guests));
      guest = {
        email: `guest${n}.${tenantTag}@history.example`,
        first: FIRST[n % FIRST.length]!,
        last: LAST[n % LAST.length]!,
        phone: phoneOf(1_000_000 + n),
      };
    }
    const r = random.next();
    const status: OrderStatus = r < 0.035 ? 'Cancelled' : r < 0.06 ? 'Rejected' : 'Fulfilled';
    const delivery = random.next() < 0.25;

    // Lines and options at the menu's prices.
    const lines: NewRow<'order_lines'>[] = [];
    let subtotal = 0;
    const lineCount = 1 + random.skewed(4, 1.6);
    for (let position = 0; position < lineCount; position += 1) {
      const item = location.items[random.skewed(location.items.length, 1.8)]!;
      const size = item.sizes.length > 0 ? random.pick(item.sizes) : null;
      const quantity = random.next() < 0.8 ? 1 : 2;
      const lineId = idAt(random, receivedAt);
      // One option now and then, at its price (history gives no option free).
      const group = item.options.find((g) => g.items.length > 0);
      const option = group && random.next() < 0.4 ? random.pick(group.items) : null;
      const options = group && option ? [{ id: idAt(random, receivedAt), group, option, free: false }] : [];
      const priced = pricedLineRows(
        { tenantId, orderId },
        { id: lineId, item, size, quantity, options, itemFree: false, instructions: null, position },
      );
      subtotal += priced.amount;
      lines.push(priced.line);
      batch.order_line_options.push(...priced.options);
    }

    // The restaurant's own discounts: an item promotion, a coupon, a member's points.
    let discounts = 0;
    let couponCode: string | null = null;
    let pointsRedeemed = 0;
    let pointsDiscount = 0;
    const d = random.next();
    if (d < 0.06 && itemPromotions.length > 0) {
      const promotion = random.pick(itemPromotions);
      const amount = percentOf(subtotal, 10);
      discounts += amount;
      batch.order_promotions.push(
        appliedPromotionRow(
          { tenantId, orderId },
          {
            id: idAt(random, receivedAt),
            promotionId: promotion.id,
            name: promotion.name,
            amount,
            lineIds: lines.map((l) => l.id!),
          },
        ),
      );
    } else if (d < 0.1 && coupons.length > 0) {
      const coupon = random.pick(coupons);
      const amount = Math.min(500, subtotal);
      discounts += amount;
      couponCode = coupon.coupon_code;
      batch.order_discounts.push(
        redeemedCouponRow(
          { tenantId, orderId },
          {
            id: idAt(random, receivedAt),
            promotionId: coupon.id,
            name: coupon.name,
            code: coupon.coupon_code,
            amount,
          },
        ),
      );
    }
    const minimumPoints = Math.max(1, settings.loyalty_min_points_to_redeem ?? 0);
    if (member && status === 'Fulfilled' && member.points >= minimumPoints && random.next() < 0.3) {
      const value = Math.min(pointsValue(settings, minimumPoints), subtotal - discounts);
      if (value > 0) {
        pointsRedeemed = minimumPoints;
        pointsDiscount = value;
        discounts += value;
        member.points -= minimumPoints;
        batch.loyalty_points_ledger.push(
          ledgerRow(member.id, 'redemption', orderId, null, -minimumPoints, receivedAt),
        );
      }
    }
    const shares = allocate(
      discounts,
      lines.map((l) => l.base_total_cents! + l.extra_total_cents!),
    );
    lines.forEach((l, i) => (l.discount_cents = shares[i] ?? 0));

    // A gift card pays part of one order in thirty; a card sold to one diner in a hundred.
    const giftCard =
      random.next() < 0.033 ? (cardWithBalance() ?? newCard(minutesLater(receivedAt, -60))) : null;
    const totals = computeTotals({
      subtotal,
      gstRate: location.gstRate,
      pstRate: location.pstRate,
      deliveryFee: delivery ? 499 : 0,
      discounts,
      giftCards: giftCard ? giftCard.balance : 0,
      // A tip comes with an online payment only.
      tip: 0,
    });
    if (random.next() < 0.01) newCard(receivedAt);

    // When: as soon as possible (20 to 35 minutes) or scheduled; the kitchen now and then moves the
    // promised time; ready mostly on time, sometimes late.
    const asap = random.next() < 0.75;
    const pickupTime = minutesLater(receivedAt, asap ? random.int(20, 35) : random.int(60, 240));
    const adjusted = status === 'Fulfilled' && random.next() < 0.08 ? minutesLater(pickupTime, 10) : null;
    const due = adjusted ?? pickupTime;
    const late = random.next();
    const readyAt =
      status === 'Fulfilled'
        ? minutesLater(
            due,
            late < 0.7
              ? -random.int(0, 8)
              : late < 0.85
                ? random.int(1, 5)
                : late < 0.95
                  ? random.int(6, 15)
                  : random.int(16, 40),
          )
        : null;
    const closedAt =
      status === 'Fulfilled' ? minutesLater(readyAt!, random.int(1, 10)) : minutesLater(receivedAt, 6);

    if (giftCard && totals.giftCardTotal > 0) {
      giftCard.balance -= totals.giftCardTotal;
      const redemptionId = idAt(random, receivedAt);
      batch.gift_card_redemptions.push(
        capturedRedemptionRow(
          { tenantId, orderId, receivedAt },
          { id: redemptionId, giftCardId: giftCard.id, amount: totals.giftCardTotal, updatedAt: closedAt },
        ),
      );
      if (status !== 'Fulfilled') {
        // Its money comes back to the card when the order is withdrawn (0011).
        giftCard.balance += totals.giftCardTotal;
        batch.gift_card_refunds.push({
          id: idAt(random, closedAt),
          tenant_id: tenantId,
          gift_card_id: giftCard.id,
          redemption_id: redemptionId,
          order_id: orderId,
          amount_cents: totals.giftCardTotal,
          reason: status === 'Cancelled' ? 'Cancelled' : 'Rejected',
          created_at: closedAt,
        });
      }
    }
    const earned = member && status === 'Fulfilled' ? orderLoyaltyPoints(settings, subtotal - discounts) : 0;
    if (member && earned > 0) {
      member.points += earned;
      batch.loyalty_points_ledger.push(ledgerRow(member.id, 'order', orderId, null, earned, closedAt));
    }

    const paymentStatus = status === 'Fulfilled' ? 'Paid' : 'Unpaid';
    batch.orders.push({
      id: orderId,
      tenant_id: tenantId,
      restaurant_id: location.id,
      customer_id: member?.id ?? null,
      order_number: orderNumber,
      idempotency_key: `history-${orderNumber}`,
      status,
      order_type: 'ToGo',
      delivery_method: delivery ? 'Delivery' : 'Pickup',
      pickup_time_type: asap ? 'ASAP' : 'Schedule',
      pickup_time: pickupTime,
      adjusted_pickup_time: adjusted,
      received_at: receivedAt,
      confirmed_at: status === 'Cancelled' || status === 'Fulfilled' ? minutesLater(receivedAt, 2) : null,
      ...dinerColumns(guest),
      special_requests: null,
      delivery_address: null,
      distance_in_meter: delivery ? random.int(500, 6_000) : null,
      payment_method: 'Offline',
      payment_status: paymentStatus,
      payment_reference: null,
      payment_provider: null,
      subtotal_cents: subtotal,
      discount_total_cents: totals.discountTotal,
      ...totalsColumns(totals),
      tip_cents: totals.tip,
      coupon_code: couponCode,
      next_order_coupon_code: null,
      eater_uuid: null,
      order_link: `/order/${orderId}`,
      created_at: receivedAt,
      updated_at: closedAt,
      ready_at: readyAt,
      status_reason:
        status === 'Cancelled'
          ? random.pick(CANCEL_REASONS)
          : status === 'Rejected'
            ? random.pick(REJECT_REASONS)
            : null,
      reservation_id: null,
      points_redeemed: pointsRedeemed,
      points_discount_cents: pointsDiscount,
    });
    batch.order_lines.push(...lines);
    counts.orders += 1;
    counts.lines += lines.length;
  };

  /** An item sold out for a while on a location's day, as the kitchen's 86 panel records it. */
  const soldOut = (location: Location, date: string) => {
    const item = location.items[random.int(0, location.items.length - 1)]!;
    const from = new Date(zonedInstant(date, random.int(12 * 60, 19 * 60), location.zone)).toISOString();
    const until = random.next() < 0.2 ? null : minutesLater(from, random.int(30, 180));
    const write = (at: string, before: string | null, after: string | null) =>
      batch.audit_log.push({
        id: idAt(random, at),
        tenant_id: tenantId,
        restaurant_id: location.id,
        staff_account_id: staff?.id ?? 'generated-history',
        entity: 'menu_item',
        entity_id: item.id,
        action: 'update',
        changes: JSON.stringify({ before: { sold_out_until: before }, after: { sold_out_until: after } }),
        created_at: at,
      });
    write(from, null, until ?? UNTIL_FURTHER_NOTICE);
    // One in five runs to the end of the day, where staff bring it back.
    if (!until)
      write(new Date(zonedInstant(date, 23 * 60, location.zone)).toISOString(), UNTIL_FURTHER_NOTICE, null);
    counts.soldOutWrites += until ? 1 : 2;
  };

  const flush = async () => {
    const rows = batch;
    batch = emptyBatch();
    await inTransaction(db, (trx) => insertAll(trx, rows));
  };

  const daysPerBatch = options.daysPerBatch ?? 7;
  for (let day = -days; day < 0; day += 1) {
    for (const location of locations) {
      const date = addDays(localDateOf(now, location.zone), day);
      const load = WEEKDAY_LOAD[weekdayOf(date)] * (1 + 0.1 * Math.sin((day / 365) * 2 * Math.PI));
      const count = Math.round(ordersPerDay * load * (0.85 + 0.3 * random.next()));
      const minutes = Array.from(
        { length: count },
        () => random.pick(ORDER_HOURS) * 60 + random.int(0, 59),
      ).sort((a, b) => a - b);
      for (const m of minutes)
        placeOrder(location, new Date(zonedInstant(date, m, location.zone)).toISOString());
      if (random.next() < 0.4) soldOut(location, date);
    }
    if ((day + days + 1) % daysPerBatch === 0 || day === -1) {
      await flush();
      options.onProgress?.({ days: day + days + 1, orders: counts.orders });
    }
  }

  // What the members and cards hold now (their ledgers' sums), and the number the next live order takes.
  await inTransaction(db, async (trx) => {
    await sql`UPDATE customers SET point_balance = (
        SELECT coalesce(sum(l.points), 0) FROM loyalty_points_ledger l WHERE l.customer_id = customers.id
      ) WHERE tenant_id = ${tenantId} AND email LIKE ${`%.${tenantTag}@history.example`}`.execute(trx);
    await sql`UPDATE gift_cards SET balance_cents = initial_balance_cents
        - (SELECT coalesce(sum(r.amount_cents), 0) FROM gift_card_redemptions r
           WHERE r.gift_card_id = gift_cards.id AND r.status = 'captured')
        + (SELECT coalesce(sum(f.amount_cents), 0) FROM gift_card_refunds f WHERE f.gift_card_id = gift_cards.id)
      WHERE tenant_id = ${tenantId} AND gift_card_number LIKE ${`9${tenantTag.replace(/\D/g, '0')}%`}`.execute(
      trx,
    );
    // No history holds a card (its checkouts are long over): what is left for checkouts is the balance.
    await sql`UPDATE gift_cards SET pending_balance_cents = balance_cents
      WHERE tenant_id = ${tenantId} AND gift_card_number LIKE ${`9${tenantTag.replace(/\D/g, '0')}%`}`.execute(
      trx,
    );
    await trx
      .updateTable('tenants')
      .set({ order_number_seq: orderNumber })
      .where('id', '=', tenantId)
      .execute();
  });
  return counts;
}
