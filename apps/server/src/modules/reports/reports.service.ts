import {
  byChannelOf,
  csvDollars,
  csvLine,
  GROUP_BYS,
  localDateOf,
  NOT_SALES_STATUSES,
  ORDERS_CSV_COLUMNS,
  presetRange,
  RANGE_PRESETS,
  rangeInstants,
  rangeProblem,
  REPORT_MESSAGES,
  REPORTS,
  safeTimeZone,
  salesInDollars,
  salesReport,
  soldOutSpans,
  toDollars,
  whenReport,
  type DateRange,
  type GroupBy,
  type ReportName,
  type ReportResponse,
} from '@storefront/domain';
import type { Executor } from '../../db/executor';
import { keyValuesOf } from '../../db/keyset';
import { fromTenantRows } from '../../db/tenant-rows';
import { badRequest } from '../../http/errors';
import { requireOwner, staffRestaurantIds, type StaffPrincipal } from '../../http/staff-principal';
import { restaurantSettingsOf } from '../restaurants/restaurants.presenter';
import {
  giftCardAndPointSums,
  CSV_KEYS,
  halfHourSums,
  orderMoneyBatch,
  ORDERS_CSV_BATCH,
  soldOutWrites,
  type LocationWindow,
} from './reports.repository';
import {
  customerFigures,
  cutAtToday,
  fastCancellationSums,
  fastChannelSums,
  fastItemSums,
  fastOptionSums,
  fastPromises,
  fastPromotionSums,
  keptCustomerSums,
  rolledUpHalfHours,
  withRollups,
} from './reports.rollups';

/*
 * The owner's reports (issue 32): one range of local dates, each location's orders within its own
 * local midnights, figures from the money columns as stored. The owner sees every location or one;
 * staff of locations see theirs (staffRestaurantIds). Reads only.
 */

/** How many of the best customers the customers report names. */
const TOP_CUSTOMERS = 10;

export interface ReportQuery {
  from?: string;
  to?: string;
  restaurantId?: string;
  groupBy?: string;
}

interface Scope {
  range: DateRange;
  groupBy: GroupBy;
  restaurantIds: string[];
  windows: LocationWindow[];
  zoneOf: (restaurantId: string) => string;
  nameOf: (restaurantId: string) => string;
}

/** The range, grouping and locations asked for, or a 400 that says in words what is wrong. */
function scopeOf(principal: StaffPrincipal, query: ReportQuery): Scope {
  const problem = rangeProblem(query.from, query.to);
  if (problem) throw badRequest(problem, 'BAD_REPORT_RANGE');
  const groupBy = (query.groupBy ?? 'day') as GroupBy;
  if (!GROUP_BYS.includes(groupBy)) {
    throw badRequest(`groupBy is day, week or month, not “${query.groupBy}”.`, 'BAD_REPORT_GROUP');
  }
  const range = { from: query.from!, to: query.to! };
  const restaurantIds = staffRestaurantIds(principal, query.restaurantId || undefined);
  const restaurants = new Map(principal.staff.restaurants.map((r) => [r._id, r]));
  const zoneOf = (id: string) => safeTimeZone(restaurants.get(id)?.time_zone);
  const windows = restaurantIds.map((restaurantId) => ({
    restaurantId,
    ...rangeInstants(range, zoneOf(restaurantId)),
  }));
  return { range, groupBy, restaurantIds, windows, zoneOf, nameOf: (id) => restaurants.get(id)?.name ?? id };
}

export function reportNameOf(report: string): ReportName {
  if ((REPORTS as readonly string[]).includes(report)) return report as ReportName;
  throw badRequest(
    `There is no “${report}” report; the reports are ${REPORTS.join(', ')}.`,
    'UNKNOWN_REPORT',
  );
}

export async function runReport(
  db: Executor,
  principal: StaffPrincipal,
  report: ReportName,
  query: ReportQuery,
  now: Date,
): Promise<ReportResponse> {
  const scope = scopeOf(principal, query);
  const tenantId = principal.tenantId;
  const base = { from: scope.range.from, to: scope.range.to, restaurantIds: scope.restaurantIds };
  switch (report) {
    case 'sales': {
      const halves = await withRollups(db, tenantId, scope, now, async (split) => [
        ...(await rolledUpHalfHours(db, tenantId, split, 'day', scope.zoneOf)),
        ...(await halfHourSums(db, tenantId, split.raw)),
      ]);
      const sales = salesReport(halves, scope.zoneOf, scope.range, scope.groupBy);
      return {
        report,
        ...base,
        groupBy: scope.groupBy,
        totals: salesInDollars(sales.totals),
        rows: sales.rows.map(salesInDollars),
      };
    }
    case 'when': {
      const halves = await withRollups(db, tenantId, scope, now, async (split) => [
        ...(await rolledUpHalfHours(db, tenantId, split, 'k2', scope.zoneOf)),
        ...(await halfHourSums(db, tenantId, split.raw)),
      ]);
      const cells = whenReport(halves, scope.zoneOf, scope.range);
      return { report, ...base, cells: cells.map((c) => ({ ...c, netSales: toDollars(c.netSales) })) };
    }
    case 'channels': {
      const rows = await withRollups(db, tenantId, scope, now, (split) =>
        fastChannelSums(db, tenantId, split),
      );
      const inDollars = <Row extends { netSales: number }>(r: Row) => ({
        ...r,
        netSales: toDollars(r.netSales),
      });
      return { report, ...base, rows: rows.map(inDollars), byChannel: byChannelOf(rows).map(inDollars) };
    }
    case 'items': {
      const [[rows, options], writes] = await Promise.all([
        withRollups(db, tenantId, scope, now, (split) =>
          Promise.all([fastItemSums(db, tenantId, split), fastOptionSums(db, tenantId, split)]),
        ),
        soldOutWrites(db, tenantId, scope.windows),
      ]);
      const nameOf = new Map(writes.map((w) => [w.itemId, w.name]));
      return {
        report,
        ...base,
        rows: rows.map((r) => ({ ...r, sales: toDollars(r.sales) })),
        options: options.map((o) => ({ ...o, sales: toDollars(o.sales) })),
        soldOut: soldOutSpans(writes, scope.windows, now.toISOString()).map(({ itemId, ...span }) => ({
          name: nameOf.get(itemId) ?? 'A deleted item',
          ...span,
        })),
      };
    }
    case 'promises':
      return {
        report,
        ...base,
        ...(await withRollups(db, tenantId, scope, now, (split) => fastPromises(db, tenantId, scope, split))),
      };
    case 'promotions': {
      const rows = await withRollups(db, tenantId, scope, now, (split) =>
        fastPromotionSums(db, tenantId, split),
      );
      return {
        report,
        ...base,
        rows: rows.map(({ source: _source, ...r }) => ({
          ...r,
          discount: toDollars(r.discount),
          netSales: toDollars(r.netSales),
        })),
      };
    }
    case 'customers': {
      const customers = await customerFigures(db, tenantId, scope.windows, scope.zoneOf, TOP_CUSTOMERS, now);
      const guests = customers.kinds.find((k) => !k.member) ?? { orders: 0, netSales: 0 };
      const members = customers.kinds.find((k) => k.member) ?? { orders: 0, netSales: 0 };
      return {
        report,
        ...base,
        diners: customers.diners,
        newDiners: customers.newDiners,
        returningDiners: customers.diners - customers.newDiners,
        members: { orders: members.orders, netSales: toDollars(members.netSales) },
        guests: { orders: guests.orders, netSales: toDollars(guests.netSales) },
        referred: {
          diners: customers.referred.diners,
          orders: customers.referred.orders,
          netSales: toDollars(customers.referred.net),
        },
        top: customers.top.map((c) => ({ ...c, netSales: toDollars(c.netSales) })),
      };
    }
    case 'gift-cards-and-points': {
      // The brand's cards and points belong to no location: owners only, on the first location's days.
      requireOwner(principal, REPORT_MESSAGES.brandWide);
      const { start, end } = rangeInstants(scope.range, scope.zoneOf(scope.restaurantIds[0] ?? ''));
      const sums = await giftCardAndPointSums(db, tenantId, start, end);
      return {
        report,
        ...base,
        giftCards: {
          sold: sums.giftCards.sold,
          soldValue: toDollars(sums.giftCards.soldCents),
          redeemed: toDollars(sums.giftCards.redeemedCents),
          outstanding: toDollars(sums.giftCards.outstandingCents),
        },
        points: sums.points,
      };
    }
    case 'cancellations': {
      const rows = await withRollups(db, tenantId, scope, now, (split) =>
        fastCancellationSums(db, tenantId, split),
      );
      return { report, ...base, rows: rows.map((r) => ({ ...r, total: toDollars(r.total) })) };
    }
  }
}

/** The ranges an owner asks most whose finished days can be kept (today has none). */
const WARMED_PRESETS = RANGE_PRESETS.filter((preset) => preset !== 'today');

/**
 * Keeps the customers figures of the finished part of each usual range (yesterday, this and last
 * week, this and last month) for every location and for all of them (decision 0102), so that the
 * owner's first read after a local midnight is quick. One range at a time, each its own short
 * transactions (keptCustomerSums); a range already kept is a read of its dozen rows. "All
 * locations" is warmed in each location's calendar (the Reports page uses the first one's). How
 * many ranges.
 */
export async function warmCustomerRanges(db: Executor, now: Date): Promise<number> {
  let warmed = 0;
  for (const { id: tenantId } of await db.selectFrom('tenants').select('id').orderBy('id').execute()) {
    const restaurants = await fromTenantRows(db, 'restaurants', tenantId)
      .select(['id', 'settings'])
      .orderBy('id')
      .execute();
    const zones = new Map(restaurants.map((r) => [r.id, safeTimeZone(restaurantSettingsOf(r).time_zone)]));
    const zoneOf = (id: string) => zones.get(id)!;
    const ids = [...zones.keys()];
    const done = new Set<string>();
    for (const scope of [ids, ...ids.map((id) => [id])])
      for (const zone of new Set(scope.map(zoneOf)))
        for (const preset of WARMED_PRESETS) {
          const range = presetRange(preset, now, zone);
          const windows = scope.map((restaurantId) => ({
            restaurantId,
            ...rangeInstants(range, zoneOf(restaurantId)),
          }));
          const { earlier } = cutAtToday(windows, zoneOf, now);
          const key = JSON.stringify(earlier);
          if (earlier.length === 0 || done.has(key)) continue;
          done.add(key);
          await keptCustomerSums(db, tenantId, earlier, TOP_CUSTOMERS, now);
          warmed += 1;
        }
  }
  return warmed;
}

/** The CSV's file name: the range it covers. */
export const ordersCsvName = (query: ReportQuery) => `orders-${query.from}-to-${query.to}.csv`;

/**
 * The orders of the range as CSV lines, one per order with every money column, read batch by batch
 * so a year of orders never sits in memory. The scope is checked before the first line, so a bad
 * range is a 400 and not a broken download.
 */
export function ordersCsv(
  db: Executor,
  principal: StaffPrincipal,
  query: ReportQuery,
): AsyncIterable<string> {
  const scope = scopeOf(principal, query);
  const keysOf = keyValuesOf(CSV_KEYS);
  const notSales: readonly string[] = NOT_SALES_STATUSES;
  return (async function* lines() {
    yield csvLine(ORDERS_CSV_COLUMNS);
    let after: ReturnType<typeof keysOf> | null = null;
    for (;;) {
      const batch = await orderMoneyBatch(db, principal.tenantId, scope.windows, after);
      for (const o of batch) {
        yield csvLine([
          o.order_number,
          o.received_at,
          localDateOf(Date.parse(o.received_at), scope.zoneOf(o.restaurant_id)),
          scope.nameOf(o.restaurant_id),
          o.status,
          notSales.includes(o.status) ? 'no' : 'yes',
          o.delivery_method,
          o.payment_method,
          o.payment_status,
          csvDollars(o.subtotal_cents),
          csvDollars(o.discount_total_cents),
          csvDollars(o.subtotal_cents - o.discount_total_cents),
          csvDollars(o.gst_cents),
          csvDollars(o.pst_cents),
          csvDollars(o.delivery_fee_cents),
          csvDollars(o.delivery_gst_cents),
          csvDollars(o.tip_cents),
          csvDollars(o.gift_card_total_cents),
          csvDollars(o.total_cents),
        ]);
      }
      if (batch.length < ORDERS_CSV_BATCH) return;
      after = keysOf(batch[batch.length - 1]);
    }
  })();
}
