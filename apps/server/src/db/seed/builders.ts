/*
 * What the demo seed is written with: relative dates, batched inserts, and the shapes the demo
 * member's history copies from the imported tenant (items, gift card products). The tenants
 * themselves are tenant documents (decision 0044). Nothing here is engine-specific: plain inserts
 * of 0/1 booleans, ISO-8601 instants and JSON text.
 */
import type { Insertable, Kysely } from 'kysely';
import {
  addDays,
  localDateOf,
  mailboxOf,
  parseClock,
  toCents,
  weekdayOf,
  zonedInstant,
  type ItemSize,
  type OptionGroup,
  type Photo,
  type Totals,
  type Weekday,
} from '@storefront/domain';
import type { Database, NewRow } from '../schema';

export type SeedDb = Kysely<Database>;

const DAY_MS = 86_400_000;

/* ------------------------------------------------------------------ batched inserts */

export const MAX_ROWS_PER_INSERT = 100;

/**
 * Inserts rows in order, at most 100 per statement. Consecutive rows with the same columns share a
 * statement (a multi-row VALUES must list the same columns in every row on SQLite, which has no
 * DEFAULT keyword there); order is kept, so a row can reference one inserted before it.
 */
export async function insertInBatches<T extends keyof Database & string>(
  db: SeedDb,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  let batch: Insertable<Database[T]>[] = [];
  let signature = '';
  const flush = async () => {
    if (batch.length === 0) return;
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
    batch = [];
  };
  for (const row of rows) {
    const keys = Object.entries(row as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key]) => key)
      .sort()
      .join(',');
    if (keys !== signature || batch.length >= MAX_ROWS_PER_INSERT) {
      await flush();
      signature = keys;
    }
    batch.push(row);
  }
  await flush();
}

/** Rows of several tables, inserted table by table in the order given (parents first). */
export type TableRows = { [T in keyof Database & string]?: readonly Insertable<Database[T]>[] };

export async function insertTables(db: SeedDb, tables: TableRows): Promise<void> {
  for (const [table, rows] of Object.entries(tables) as [keyof Database & string, readonly never[]][]) {
    await insertInBatches(db, table, rows);
  }
}

/* ------------------------------------------------------------------ dates */

export interface Relative {
  /** `now` as an ISO-8601 UTC instant. */
  readonly now: string;
  /** Today's local date in the zone. */
  readonly today: string;
  readonly timeZone: string;
  /** The instant `days` days (and `minutes` minutes) from now, ISO-8601 UTC. */
  instant(days: number, minutes?: number): string;
  /** The local date `days` days from today, 'YYYY-MM-DD'. */
  date(days: number): string;
  /** The instant when the local clock shows `time` ('HH:mm') on the date `days` days from today. */
  at(days: number, time: string): string;
}

export function relative(now: Date, timeZone: string): Relative {
  const today = localDateOf(now, timeZone);
  return {
    now: now.toISOString(),
    today,
    timeZone,
    instant: (days, minutes = 0) => new Date(now.getTime() + days * DAY_MS + minutes * 60_000).toISOString(),
    date: (days) => addDays(today, days),
    at: (days, time) => {
      const minutes = parseClock(time);
      if (minutes === null) throw new RangeError(`Not a clock time: ${time}`);
      return new Date(zonedInstant(addDays(today, days), minutes, timeZone)).toISOString();
    },
  };
}

/** The weekday of the local date `days` days from today. */
export function weekdayIn(rel: Relative, days: number): Weekday {
  return weekdayOf(rel.date(days));
}

/** A menu item as the demo orders copy it. */
export interface BuiltItem {
  id: string;
  cd: string;
  name: string;
  print_name: string;
  description: string;
  price_cents: number;
  sizes: ItemSize[];
  options: OptionGroup[];
  photo: Photo | null;
  duration: { name: string; timeStart: string | null; timeEnd: string | null };
}

/** An item's line of an order: what was chosen, how many, and where the line stands on the order. */
interface ItemLine {
  id: string;
  item: BuiltItem;
  size: ItemSize | null;
  quantity: number;
  instructions: string | null;
  position: number;
}

/** An item's line of an order as placement writes it, for the demo's orders and generated history. */
function itemLineRow(
  order: { tenantId: string; orderId: string },
  line: ItemLine & {
    /** Cents per unit: the item's (or its size's) price, and its options'. */
    base: number;
    extra: number;
    discount: number;
  },
): NewRow<'order_lines'> {
  return {
    id: line.id,
    tenant_id: order.tenantId,
    order_id: order.orderId,
    kind: 'item',
    menu_item_id: line.item.id,
    cd: line.item.cd,
    name: line.item.name,
    print_name: line.item.print_name,
    size: line.size?.name ?? null,
    size_id: line.size?._id ?? null,
    quantity: line.quantity,
    base_price_cents: line.base,
    base_total_cents: line.base * line.quantity,
    extra_price_cents: line.extra,
    extra_total_cents: line.extra * line.quantity,
    discount_cents: line.discount,
    special_instructions: line.instructions,
    duration: JSON.stringify(line.item.duration),
    position: line.position,
  };
}

/** One chosen option of an order line (quantity one), its price and what the diner paid for it. */
function optionLineRow(
  line: { tenantId: string; lineId: string },
  option: {
    id: string;
    group: OptionGroup;
    option: OptionGroup['items'][number];
    price: number;
    total: number;
    position: number;
  },
): NewRow<'order_line_options'> {
  return {
    id: option.id,
    tenant_id: line.tenantId,
    order_line_id: line.lineId,
    option_id: option.option._id,
    option_name: option.group.name,
    option_value: option.option.name,
    option_quantity: 1,
    option_price_cents: option.price,
    option_total_cents: option.total,
    position: option.position,
  };
}

/** An option chosen on an order line; `free` while its group's free options last (it then costs nothing). */
export interface ChosenOption {
  id: string;
  group: OptionGroup;
  option: OptionGroup['items'][number];
  free: boolean;
}

/**
 * An item's line of an order and its chosen options' rows, priced as placement prices them: per unit,
 * the item's (or its size's) price and what its options cost. `amount` is what the line adds to the
 * order's subtotal, before discounts.
 */
export function pricedLineRows(
  order: { tenantId: string; orderId: string },
  line: ItemLine & {
    options: readonly ChosenOption[];
    /** The item itself is given (a buy-one-get-one's free item): its price is taken off, not its options'. */
    itemFree: boolean;
  },
): { line: NewRow<'order_lines'>; options: NewRow<'order_line_options'>[]; base: number; amount: number } {
  const base = line.size ? toCents(line.size.price) : line.item.price_cents;
  let extra = 0;
  const options = line.options.map((chosen, position) => {
    const price = toCents(chosen.option.additional_cost);
    const total = chosen.free ? 0 : price;
    extra += total;
    return optionLineRow(
      { tenantId: order.tenantId, lineId: line.id },
      { ...chosen, price, total, position },
    );
  });
  return {
    line: itemLineRow(order, { ...line, base, extra, discount: line.itemFree ? base : 0 }),
    options,
    base,
    amount: (base + extra) * line.quantity,
  };
}

/** Who an order is for, as placement writes it; `email` as it is to be stored. */
export function dinerColumns(diner: { first: string; last: string; email: string; phone: string }) {
  return {
    name_ordered_under: `${diner.first} ${diner.last}`,
    first_name: diner.first,
    last_name: diner.last,
    email: diner.email,
    email_mailbox: mailboxOf(diner.email),
    phone: diner.phone,
  } satisfies Partial<NewRow<'orders'>>;
}

/** An order's taxes, fees and total as checkout computed them (its subtotal, discounts and tip aside). */
export function totalsColumns(totals: Totals) {
  return {
    tax_cents: totals.tax,
    gst_cents: totals.gst,
    pst_cents: totals.pst,
    delivery_fee_cents: totals.deliveryFee,
    delivery_gst_cents: totals.deliveryGst,
    gift_card_total_cents: totals.giftCardTotal,
    total_cents: totals.total,
  } satisfies Partial<NewRow<'orders'>>;
}

/** A coupon an order redeemed: its whole amount taken off the order. */
export function redeemedCouponRow(
  order: { tenantId: string; orderId: string },
  coupon: { id: string; promotionId: string | null; name: string; code: string | null; amount: number },
): NewRow<'order_discounts'> {
  return {
    id: coupon.id,
    tenant_id: order.tenantId,
    order_id: order.orderId,
    promotion_id: coupon.promotionId,
    discount_name: coupon.name,
    coupon_code: coupon.code,
    discount_amount_cents: coupon.amount,
    is_next_order_coupon: 0,
    coupon_amount_cents: coupon.amount,
    coupon_code_expire_in: null,
    coupon_code_expire_unit: null,
  };
}

/** A promotion applied once to an order: `amount` off the order lines it discounted. */
export function appliedPromotionRow(
  order: { tenantId: string; orderId: string },
  promotion: { id: string; promotionId: string; name: string; amount: number; lineIds: readonly string[] },
): NewRow<'order_promotions'> {
  return {
    id: promotion.id,
    tenant_id: order.tenantId,
    order_id: order.orderId,
    promotion_id: promotion.promotionId,
    promotion_name: promotion.name,
    quantity: 1,
    amount_cents: promotion.amount,
    discount_amount_cents: promotion.amount,
    coupon_code: null,
    // The order lines it discounted, as the order API presents them.
    discounted_items: JSON.stringify(promotion.lineIds),
  };
}

/** A gift card's money an order took, captured; its hold lasted 15 minutes from the order. */
export function capturedRedemptionRow(
  order: { tenantId: string; orderId: string; receivedAt: string },
  redemption: { id: string; giftCardId: string; amount: number; updatedAt: string },
): NewRow<'gift_card_redemptions'> {
  return {
    id: redemption.id,
    tenant_id: order.tenantId,
    gift_card_id: redemption.giftCardId,
    order_id: order.orderId,
    amount_cents: redemption.amount,
    status: 'captured',
    expires_at: new Date(Date.parse(order.receivedAt) + 15 * 60_000).toISOString(),
    created_at: order.receivedAt,
    updated_at: redemption.updatedAt,
  };
}

/** The value of a key the seed data refers to; a dangling reference is a mistake in the data. */
export function mustGet<V>(map: ReadonlyMap<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`The seed data refers to ${key}, which it does not define`);
  return value;
}

/** A gift card product row with what the demo member's gift card orders copy from it. */
export type GiftCardProductRow = NewRow<'gift_card_products'> & {
  id: string;
  name: string;
  price_cents: number;
  unit_price_cents: number;
  quantity: number;
};

/* ------------------------------------------------------------------ tenants */

export interface TenantSeedContext {
  now: Date;
  /** The demo member's password hash, computed once per seeding. */
  passwordHash: string;
}
