import {
  addDays,
  endOfMonth,
  localDateOf,
  localSlotOf,
  promiseBand,
  promisesReport,
  rangeInstants,
  safeTimeZone,
  startOfLocalDay,
  startOfMonth,
  withLaterPart,
  type CustomerFigures,
  type DateRange,
  type HalfHourSums,
  type PromiseBand,
  type PromisesReport,
} from '@storefront/domain';
import { PostgresAdapter, sql, type SqlBool } from 'kysely';
import { createHash, randomUUID } from 'node:crypto';
import type { Executor } from '../../db/executor';
import { ROLLUP_LOCK } from '../../db/migrations/0046-report-rollups';
import type { NewRow } from '../../db/schema';
import { fromTenantRows } from '../../db/tenant-rows';
import { restaurantSettingsOf } from '../restaurants/restaurants.presenter';
import {
  byText,
  cancellationSums,
  channelSums,
  customerSums,
  halfHourSums,
  itemSums,
  laterCustomerSums,
  optionSums,
  promotionSums,
  readyOrders,
  type LocationWindow,
} from './reports.repository';

/*
 * The reports' rollups (issue 32 item 5, decision 0093): each finished local day of a location is
 * summed once, by the very reads that sum the orders (reports.repository), into rows a report adds
 * up instead of the day's orders. A day not built (today, or one an order's change forgot: the
 * trigger of migration 0046) is read from the orders. Nothing is written when an order is placed.
 */

/** What a report reads: its locations, their zones and the local dates. */
export interface RollupScope {
  range: DateRange;
  restaurantIds: readonly string[];
  zoneOf: (restaurantId: string) => string;
}

/** The part of a range read from built months and days and the windows read from the orders. */
export interface Split {
  restaurantIds: readonly string[];
  /** The whole months of the range read from every location's built months (a run, maybe none). */
  months: string[];
  /** Locations with at least one built day in the range outside those months. */
  builtIn: string[];
  /** The range's days outside those months (one or two spans). */
  days: DateRange[];
  raw: LocationWindow[];
}

const num = (value: unknown) => Number(value ?? 0);
const dayKey = (restaurantId: string, day: string) => `${restaurantId}|${day}`;

function datesOf(range: DateRange): string[] {
  const dates: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) dates.push(day);
  return dates;
}

/** The range's whole months ('YYYY-MM', a built month's `day`), in order. */
function monthsIn(range: DateRange): string[] {
  const months: string[] = [];
  for (let first = startOfMonth(range.from); first <= range.to; first = addDays(endOfMonth(first), 1))
    if (first >= range.from && endOfMonth(first) <= range.to) months.push(first.slice(0, 7));
  return months;
}

const monthRange = (month: string): DateRange => ({ from: `${month}-01`, to: endOfMonth(`${month}-01`) });

/** The built days and whole months of the locations in the range: location|day → zone and build. */
async function builtDays(db: Executor, tenantId: string, scope: RollupScope) {
  if (scope.restaurantIds.length === 0) return new Map<string, { zone: string; build: string }>();
  const months = monthsIn(scope.range);
  const rows = await fromTenantRows(db, 'report_rollup_days', tenantId)
    .select(['restaurant_id', 'day', 'time_zone', 'build'])
    .where('restaurant_id', 'in', scope.restaurantIds)
    .where((eb) =>
      eb.or([
        eb.and([eb('day', '>=', scope.range.from), eb('day', '<=', scope.range.to)]),
        ...(months.length > 0 ? [eb('day', 'in', months)] : []),
      ]),
    )
    .execute();
  return new Map(rows.map((r) => [dayKey(r.restaurant_id, r.day), { zone: r.time_zone, build: r.build }]));
}

const NO_SUMS = { n1: 0, n2: 0, n3: 0, n4: 0, n5: 0, n6: 0, n7: 0, n8: 0, n9: 0 };

type RollupRow = Omit<NewRow<'report_rollup_rows'>, 'tenant_id' | 'restaurant_id' | 'day'>;

/** The row fields a built row keeps as its keys (k1, k2, k3) and as its sums (n1, n2, n3). */
type KeyField<Row> = { [F in keyof Row]: Row[F] extends string | null ? F : never }[keyof Row];
type SumField<Row> = { [F in keyof Row]: Row[F] extends number ? F : never }[keyof Row];

const KEY_COLUMNS = ['k1', 'k2', 'k3'] as const;

/** Rows of the orders and of the built days added up by a key. */
export function mergeBy<Row>(
  rows: Iterable<Row>,
  keyOf: (row: Row) => string,
  add: (into: Row, row: Row) => void,
) {
  const merged = new Map<string, Row>();
  for (const row of rows) {
    const key = keyOf(row);
    const into = merged.get(key);
    if (into) add(into, row);
    else merged.set(key, { ...row });
  }
  return [...merged.values()];
}

/**
 * A report that adds up from days: its read of the orders, and which fields of its rows a built row
 * of `kind` keeps, in order, as its keys (k1, k2, k3) and as its sums (n1, n2, n3). Both ways
 * between its rows and built rows follow from them.
 */
function summedByDay<Row extends object>(
  kind: string,
  read: (db: Executor, tenantId: string, windows: readonly LocationWindow[]) => Promise<Row[]>,
  { keys, sums }: { keys: readonly KeyField<Row>[]; sums: readonly SumField<Row>[] },
) {
  return {
    /** A day's built rows of the kind, from the day's orders. */
    async builtRows(db: Executor, tenantId: string, windows: readonly LocationWindow[]) {
      return (await read(db, tenantId, windows)).map(
        (row) =>
          ({
            kind,
            ...Object.fromEntries(
              KEY_COLUMNS.map((column, i) => [column, i < keys.length ? row[keys[i]!] : null]),
            ),
            ...Object.fromEntries(sums.map((field, i) => [`n${i + 1}`, row[field]])),
          }) as RollupRow,
      );
    },
    /** The report's rows from the built days and the orders of the rest, added up by their keys. */
    async rows(db: Executor, tenantId: string, split: Split): Promise<Row[]> {
      const [built, raw] = await Promise.all([
        rolledUp(db, tenantId, kind, split, KEY_COLUMNS.slice(0, keys.length), sums.length),
        read(db, tenantId, split.raw),
      ]);
      const fromBuilt = built.map(
        ({ keys: values, n }) =>
          Object.fromEntries([
            ...keys.map((field, i) => [field, values[i]]),
            ...sums.map((field, i) => [field, n[i]]),
          ]) as Row,
      );
      return mergeBy(
        [...raw, ...fromBuilt],
        (row) => JSON.stringify(keys.map((field) => row[field])),
        (into, row) => {
          const total = into as Record<SumField<Row>, number>;
          for (const field of sums) total[field] += (row as Record<SumField<Row>, number>)[field];
        },
      );
    },
  };
}

const CHANNELS = summedByDay('channel', channelSums, {
  keys: ['deliveryMethod', 'paymentMethod', 'channel'],
  sums: ['orders', 'netSales'],
});
const ITEMS = summedByDay('item', itemSums, { keys: ['name'], sums: ['quantity', 'sales'] });
const OPTIONS = summedByDay('option', optionSums, {
  keys: ['option', 'choice'],
  sums: ['quantity', 'sales'],
});
const PROMOTIONS = summedByDay('promotion', promotionSums, {
  keys: ['name', 'couponCode', 'source'],
  sums: ['orders', 'discount', 'netSales'],
});
const CANCELLATIONS = summedByDay('cancellation', cancellationSums, {
  keys: ['status', 'reason'],
  sums: ['orders', 'total'],
});

/** A day's rows, from the day's orders as the reports read them. */
async function dayRows(db: Executor, tenantId: string, window: LocationWindow, zone: string) {
  const windows = [window];
  const [halves, ready, ...summed] = await Promise.all([
    halfHourSums(db, tenantId, windows),
    readyOrders(db, tenantId, windows),
    ...[CHANNELS, ITEMS, OPTIONS, PROMOTIONS, CANCELLATIONS].map((s) => s.builtRows(db, tenantId, windows)),
  ]);
  const rows: RollupRow[] = [];
  for (const h of halves) {
    const slot = localSlotOf(h.at, zone);
    rows.push({
      kind: 'half',
      k1: h.at,
      k2: `${slot.weekday}|${slot.hour}`,
      k3: null,
      n1: h.orders,
      n2: h.grossSales,
      n3: h.discounts,
      n4: h.gst,
      n5: h.pst,
      n6: h.tips,
      n7: h.deliveryFees,
      n8: h.refunds,
      n9: h.voids,
    });
  }
  rows.push(...summed.flat());
  const promises = new Map<string, number>();
  for (const o of ready) {
    const key = `${localSlotOf(o.dueAt, zone).hour}|${promiseBand(o.dueAt, o.readyAt)}`;
    promises.set(key, (promises.get(key) ?? 0) + 1);
  }
  for (const [key, orders] of promises) {
    const [hour, band] = key.split('|');
    rows.push({ kind: 'promise', k1: hour!, k2: band!, k3: null, n1: orders });
  }
  return rows;
}

/**
 * Builds one location's period (a day, or a month: `key`) in one transaction: its old rows and mark
 * go, `fill` writes its rows (false: it cannot be built), and the mark comes back with a new build.
 * On PostgreSQL the location's advisory lock is held exclusively, so an order's change either
 * committed before the orders are read or forgets the period after (migration 0046's trigger waits
 * for the lock).
 */
async function rebuild(
  db: Executor,
  period: { tenantId: string; restaurantId: string; key: string; zone: string; days: DateRange },
  fill: (trx: Executor, window: LocationWindow) => Promise<boolean>,
) {
  const { tenantId, restaurantId, key } = period;
  const { start, end } = rangeInstants(period.days, period.zone);
  const work = async (trx: Executor) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK}, hashtext(${restaurantId}))`.execute(trx);
    for (const table of ['report_rollup_rows', 'report_rollup_days'] as const)
      await trx.deleteFrom(table).where('restaurant_id', '=', restaurantId).where('day', '=', key).execute();
    if (!(await fill(trx, { restaurantId, start, end }))) return;
    await trx
      .insertInto('report_rollup_days')
      .values({
        tenant_id: tenantId,
        restaurant_id: restaurantId,
        day: key,
        time_zone: period.zone,
        starts_at: start,
        ends_at: end,
        build: randomUUID(),
      })
      .execute();
  };
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

/** Sums one location's day into its rows, from the day's orders. */
function buildDay(db: Executor, tenantId: string, restaurantId: string, day: string, zone: string) {
  return rebuild(
    db,
    { tenantId, restaurantId, key: day, zone, days: { from: day, to: day } },
    async (trx, window) => {
      const rows = await dayRows(trx, tenantId, window, zone);
      // A statement's parameters are limited (SQLite: 32,766): 16 columns a row, 500 rows at a time.
      for (let i = 0; i < rows.length; i += 500) {
        await trx
          .insertInto('report_rollup_rows')
          .values(
            rows.slice(i, i + 500).map((r) => ({
              // Every row names every column: a multi-row insert writes null where one leaves a sum out.
              ...NO_SUMS,
              ...r,
              tenant_id: tenantId,
              restaurant_id: restaurantId,
              day,
            })),
          )
          .execute();
      }
      return true;
    },
  );
}

/**
 * Builds the range's finished days not built yet (or built in another zone than the location's
 * now). The first report over a long range builds its days here; the history generator builds its
 * year when it writes it.
 */
export async function buildRollups(db: Executor, tenantId: string, scope: RollupScope, now: Date) {
  await buildMissing(db, tenantId, scope, now);
}

/** buildRollups; answers the marks it found when it built nothing (a report reads by them). */
async function buildMissing(db: Executor, tenantId: string, scope: RollupScope, now: Date) {
  const built = await builtDays(db, tenantId, scope);
  const dates = datesOf(scope.range);
  let builtAny = false;
  for (const restaurantId of scope.restaurantIds) {
    const zone = scope.zoneOf(restaurantId);
    for (const day of dates) {
      const mark = built.get(dayKey(restaurantId, day));
      if (mark && mark.zone === zone) continue;
      const ended = Date.parse(rangeInstants({ from: day, to: day }, zone).end) <= now.getTime();
      if (ended || mark) {
        await buildDay(db, tenantId, restaurantId, day, zone);
        builtAny = true;
      }
    }
    for (const month of monthsIn(scope.range)) {
      const mark = built.get(dayKey(restaurantId, month));
      if (mark && mark.zone === zone) continue;
      const ended = Date.parse(rangeInstants(monthRange(month), zone).end) <= now.getTime();
      if (ended || mark) {
        await buildMonth(db, tenantId, restaurantId, month, zone);
        builtAny = true;
      }
    }
  }
  return builtAny ? null : built;
}

/** The kinds of a month's rows, from its days' rows of `from` grouped by `keys` (k1: the least). */
const MONTH_KINDS = [
  ...['channel', 'item', 'option', 'promotion', 'cancellation', 'promise'].map((kind) => ({
    kind: `${kind}@m`,
    from: kind,
    keys: ['k1', 'k2', 'k3'] as const,
  })),
  // Sales by day and the hour × weekday: a half hour of each day and of each slot stands for them.
  { kind: 'half@day', from: 'half', keys: ['day'] as const },
  { kind: 'half@slot', from: 'half', keys: ['k2'] as const },
];

/**
 * Adds a location's built days of a whole month into the month's rows, and marks the month built
 * (its instants: the trigger forgets it with the day). Not when a day of it is not built (in the
 * zone): the month is then read by its days.
 */
function buildMonth(db: Executor, tenantId: string, restaurantId: string, month: string, zone: string) {
  const days = monthRange(month);
  return rebuild(db, { tenantId, restaurantId, key: month, zone, days }, async (trx) => {
    const built = await trx
      .selectFrom('report_rollup_days')
      .select((eb) => eb.fn.countAll<string>().as('days'))
      .where('restaurant_id', '=', restaurantId)
      .where('day', '>=', days.from)
      .where('day', '<=', days.to)
      .where('time_zone', '=', zone)
      .executeTakeFirst();
    if (num(built?.days) !== datesOf(days).length) return false;
    for (const { kind, from, keys } of MONTH_KINDS) {
      const key = (k: 'k1' | 'k2' | 'k3') => {
        if (k === 'k1') return keys.length === 3 ? sql.ref('k1') : sql`min(k1)`;
        if (keys.length === 3) return sql.ref(k);
        return k === 'k2' ? sql.ref(keys[0]) : sql`null`;
      };
      const sums = Array.from({ length: 9 }, (_, i) => sql`sum(${sql.ref(`n${i + 1}`)})`);
      await sql`insert into report_rollup_rows
        (tenant_id, restaurant_id, day, kind, k1, k2, k3, n1, n2, n3, n4, n5, n6, n7, n8, n9)
        select ${tenantId}, ${restaurantId}, ${month}, ${kind}, ${key('k1')}, ${key('k2')}, ${key('k3')},
          ${sql.join(sums)}
        from report_rollup_rows where restaurant_id = ${restaurantId} and kind = ${from}
          and day >= ${days.from} and day <= ${days.to}
        group by ${sql.join(keys.map((k) => sql.ref(k)))}`.execute(trx);
    }
    return true;
  });
}

/**
 * Builds every location's finished days of the range (the history generator's year, when it has
 * written it): what the first reports over it would otherwise build.
 */
export async function buildTenantRollups(db: Executor, tenantId: string, range: DateRange, now: Date) {
  const restaurants = await fromTenantRows(db, 'restaurants', tenantId).select(['id', 'settings']).execute();
  const zones = new Map(restaurants.map((r) => [r.id, safeTimeZone(restaurantSettingsOf(r).time_zone)]));
  await buildRollups(
    db,
    tenantId,
    { range, restaurantIds: [...zones.keys()], zoneOf: (id) => zones.get(id)! },
    now,
  );
}

/**
 * The longest run of the range's whole months that every location has built, the days outside it
 * that each has built, and windows of the orders for the rest.
 */
function splitOf(scope: RollupScope, built: Map<string, { zone: string; build: string }>): Split {
  const everywhere = monthsIn(scope.range).map((month) =>
    scope.restaurantIds.every((r) => built.get(dayKey(r, month))?.zone === scope.zoneOf(r)),
  );
  let months: string[] = [];
  let streak: string[] = [];
  monthsIn(scope.range).forEach((month, i) => {
    streak = everywhere[i] ? [...streak, month] : [];
    if (streak.length > months.length) months = streak;
  });
  const days =
    months.length === 0
      ? [scope.range]
      : [
          { from: scope.range.from, to: addDays(`${months[0]}-01`, -1) },
          { from: addDays(monthRange(months.at(-1)!).to, 1), to: scope.range.to },
        ].filter((d) => d.from <= d.to);
  const dates = days.flatMap(datesOf);
  const split: Split = { restaurantIds: scope.restaurantIds, months, builtIn: [], days, raw: [] };
  for (const restaurantId of scope.restaurantIds) {
    const zone = scope.zoneOf(restaurantId);
    let run: string[] = [];
    const flush = () => {
      if (run.length > 0)
        split.raw.push({ restaurantId, ...rangeInstants({ from: run[0]!, to: run.at(-1)! }, zone) });
      run = [];
    };
    let any = false;
    for (const day of dates) {
      if (built.get(dayKey(restaurantId, day))?.zone === zone) {
        any = true;
        flush();
      } else {
        if (run.length > 0 && addDays(run.at(-1)!, 1) !== day) flush();
        run.push(day);
      }
    }
    flush();
    if (any) split.builtIn.push(restaurantId);
  }
  return split;
}

const sameBuilds = (a: Map<string, { build: string }>, b: Map<string, { build: string }>) =>
  a.size === b.size && [...a].every(([key, { build }]) => b.get(key)?.build === build);

/**
 * Reads a report from the built days and the orders of the others: builds what is missing, splits
 * the range, reads, and reads again if a day was forgotten or built meanwhile (the split would no
 * longer match the rows read).
 */
export async function withRollups<T>(
  db: Executor,
  tenantId: string,
  scope: RollupScope,
  now: Date,
  read: (split: Split) => Promise<T>,
): Promise<T> {
  let before = (await buildMissing(db, tenantId, scope, now)) ?? (await builtDays(db, tenantId, scope));
  for (;;) {
    const result = await read(splitOf(scope, before));
    const after = await builtDays(db, tenantId, scope);
    if (sameBuilds(before, after)) return result;
    before = after;
  }
}

type Key = 'restaurant_id' | 'day' | 'k1' | 'k2' | 'k3';

/**
 * The built rows of a kind, summed by `keys` (the first `sums` sums; with the least k1 of each group
 * when `firstK1`): the days of the split's spans, and its months from `monthKind`'s rows by
 * `monthKeys`.
 */
export async function rolledUp(
  db: Executor,
  tenantId: string,
  kind: string,
  split: Split,
  keys: readonly Key[],
  sums: number,
  { firstK1 = false, monthKind = `${kind}@m`, monthKeys = keys } = {},
) {
  const read = (
    rowKind: string,
    rowKeys: readonly Key[],
    restaurantIds: readonly string[],
    days: 'days' | 'months',
  ) =>
    fromTenantRows(db, 'report_rollup_rows', tenantId)
      .where('kind', '=', rowKind)
      .where('restaurant_id', 'in', restaurantIds)
      .where((eb) =>
        days === 'months'
          ? eb('day', 'in', split.months)
          : eb.or(split.days.map((d) => eb.and([eb('day', '>=', d.from), eb('day', '<=', d.to)]))),
      )
      .select([
        ...rowKeys.map((k, i) => sql.ref<string | null>(k).as(`key${i}`)),
        ...(firstK1 ? [sql<string>`min(k1)`.as('first_k1')] : []),
        ...Array.from({ length: sums }, (_, i) => sql<string>`sum(${sql.ref(`n${i + 1}`)})`.as(`n${i + 1}`)),
      ])
      .groupBy(rowKeys.map((k) => sql.ref(k)))
      .execute();
  const [byDay, byMonth] = await Promise.all([
    split.builtIn.length > 0 && split.days.length > 0 ? read(kind, keys, split.builtIn, 'days') : [],
    split.months.length > 0 ? read(monthKind, monthKeys, split.restaurantIds, 'months') : [],
  ]);
  return [...byDay, ...byMonth].map((r) => {
    const row = r as Record<string, unknown>;
    return {
      keys: keys.map((_, i) => row[`key${i}`] as string | null),
      firstK1: row.first_k1 as string | undefined,
      n: Array.from({ length: sums }, (_, i) => num(row[`n${i + 1}`])),
    };
  });
}

/**
 * The half-hour sums of built days and months, one HalfHourSums per local day (`by` 'day') or
 * weekday and hour ('k2') of each zone, at a half hour of it: the domain files each by that half
 * hour in the zone, so the locations of one zone are added up by the database and filed once.
 */
export async function rolledUpHalfHours(
  db: Executor,
  tenantId: string,
  split: Split,
  by: 'day' | 'k2',
  zoneOf: (restaurantId: string) => string,
): Promise<HalfHourSums[]> {
  const zones = new Map<string, string[]>();
  for (const id of split.restaurantIds) zones.set(zoneOf(id), [...(zones.get(zoneOf(id)) ?? []), id]);
  const parts = await Promise.all(
    [...zones.values()].map(async (ids) => {
      const inZone = {
        ...split,
        restaurantIds: ids,
        builtIn: split.builtIn.filter((id) => ids.includes(id)),
      };
      const rows = await rolledUp(db, tenantId, 'half', inZone, [by], 9, {
        firstK1: true,
        monthKind: by === 'day' ? 'half@day' : 'half@slot',
        monthKeys: ['k2'],
      });
      return rows.map(({ firstK1, n }) => ({
        restaurantId: ids[0]!,
        at: firstK1!,
        orders: n[0]!,
        grossSales: n[1]!,
        discounts: n[2]!,
        gst: n[3]!,
        pst: n[4]!,
        tips: n[5]!,
        deliveryFees: n[6]!,
        refunds: n[7]!,
        voids: n[8]!,
      }));
    }),
  );
  return parts.flat();
}

/*
 * Each report's figures from the built days and the orders of the rest, added up by the report's
 * keys and in the order its read of the orders gives them.
 */

export async function fastChannelSums(db: Executor, tenantId: string, split: Split) {
  const rows = await CHANNELS.rows(db, tenantId, split);
  return rows.sort(
    (a, b) =>
      byText(a.deliveryMethod, b.deliveryMethod) ||
      byText(a.paymentMethod, b.paymentMethod) ||
      byText(a.channel, b.channel),
  );
}

export async function fastItemSums(db: Executor, tenantId: string, split: Split) {
  const rows = await ITEMS.rows(db, tenantId, split);
  return rows.sort((a, b) => b.sales - a.sales || byText(a.name, b.name));
}

export async function fastOptionSums(db: Executor, tenantId: string, split: Split) {
  const rows = await OPTIONS.rows(db, tenantId, split);
  return rows.sort(
    (a, b) => b.quantity - a.quantity || byText(a.option, b.option) || byText(a.choice, b.choice),
  );
}

export async function fastPromotionSums(db: Executor, tenantId: string, split: Split) {
  const rows = await PROMOTIONS.rows(db, tenantId, split);
  return rows.sort((a, b) => b.discount - a.discount || a.name.localeCompare(b.name));
}

export async function fastCancellationSums(db: Executor, tenantId: string, split: Split) {
  const rows = await CANCELLATIONS.rows(db, tenantId, split);
  return rows.sort(
    (a, b) => b.orders - a.orders || byText(a.status, b.status) || byText(a.reason ?? '', b.reason ?? ''),
  );
}

export async function fastPromises(
  db: Executor,
  tenantId: string,
  scope: RollupScope,
  split: Split,
): Promise<PromisesReport> {
  const [built, raw] = await Promise.all([
    rolledUp(db, tenantId, 'promise', split, ['k1', 'k2'], 1),
    readyOrders(db, tenantId, split.raw),
  ]);
  const report = promisesReport(raw, scope.zoneOf, scope.range);
  const hours = new Map(report.byHour.map(({ hour, ...counts }) => [hour, counts]));
  for (const { keys, n } of built) {
    const hour = Number(keys[0]);
    const band = keys[1] as PromiseBand;
    const counts = hours.get(hour) ?? { orders: 0, onTime: 0, upTo5: 0, upTo15: 0, later: 0 };
    hours.set(hour, counts);
    for (const into of [report.totals, counts]) {
      into.orders += n[0]!;
      into[band] += n[0]!;
    }
  }
  return {
    totals: report.totals,
    byHour: [...hours].sort(([a], [b]) => a - b).map(([hour, counts]) => ({ hour, ...counts })),
  };
}

/*
 * The customers report (distinct diners, new against every earlier sale, the best ten, referrals)
 * does not add up from days: a diner of two days is one diner. A finished range's figures are kept
 * whole instead (decision 0098): rows under a key of the range's windows, and a mark at each of the
 * tenant's locations that spans every instant before the range's end, so migration 0046's trigger
 * forgets them when any order before that end changes (an earlier sale makes a diner not new).
 */

/** Before any order: a kept range's marks start here. */
const BEGINNING = '0000-01-01T00:00:00.000Z';

/** The key of a range kept whole: its report, what it is asked with and its windows (zones change them). */
function keptKey(report: string, asked: unknown, windows: readonly LocationWindow[]) {
  const sorted = [...windows].sort((a, b) => byText(a.restaurantId, b.restaurantId));
  return `${report}:${createHash('sha256')
    .update(JSON.stringify([asked, sorted]))
    .digest('hex')
    .slice(0, 24)}`;
}

/**
 * One transaction holding the locations' advisory locks exclusively (PostgreSQL), in their order so
 * two such transactions cannot wait on each other: an order's change under way at any of them
 * commits first, and one after it finds what the transaction wrote.
 */
async function lockingAll(
  db: Executor,
  restaurantIds: readonly string[],
  work: (trx: Executor) => Promise<void>,
) {
  await db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      for (const id of [...restaurantIds].sort(byText))
        await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK}, hashtext(${id}))`.execute(trx);
    await work(trx);
  });
}

/**
 * A finished range's figures from its kept rows, or read by `compute` and kept. The marks are
 * written (and committed) before the orders are read, so a change committed after they are read
 * forgets the marks; the rows are kept only if every mark of this build is still there.
 */
async function keptWhole<T>(
  db: Executor,
  tenantId: string,
  key: string,
  end: string,
  now: Date,
  compute: () => Promise<T>,
  rowsOf: (figures: T) => RollupRow[],
  figuresOf: (rows: KeptRow[]) => T,
): Promise<T> {
  // A range that has not ended changes with every order placed: read, not kept.
  if (Date.parse(end) > now.getTime()) return compute();
  const restaurants = await fromTenantRows(db, 'restaurants', tenantId).select('id').execute();
  const ids = restaurants.map((r) => r.id).sort(byText);
  if (ids.length === 0) return compute();
  const marks = await fromTenantRows(db, 'report_rollup_days', tenantId)
    .select(['restaurant_id', 'build', 'read_at'])
    .where('restaurant_id', 'in', ids)
    .where('day', '=', key)
    .execute();
  if (marks.length === ids.length && new Set(marks.map((m) => m.build)).size === 1) {
    const rows = await db
      .selectFrom('report_rollup_rows')
      .select(['kind', 'k1', 'k2', 'k3', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9'])
      .where('restaurant_id', '=', ids[0]!)
      .where('day', '=', key)
      .execute();
    // No rows yet: another read is building it (or failed to); read the orders as well.
    if (rows.length > 0) {
      await noteRead(db, ids, key, marks[0]!.read_at, now);
      return figuresOf(rows.map((r) => ({ ...r, ...numbers(r) })));
    }
  }
  const build = randomUUID();
  await lockingAll(db, ids, async (trx) => {
    for (const table of ['report_rollup_rows', 'report_rollup_days'] as const)
      await trx.deleteFrom(table).where('restaurant_id', 'in', ids).where('day', '=', key).execute();
    await trx
      .insertInto('report_rollup_days')
      .values(
        ids.map((restaurantId) => ({
          tenant_id: tenantId,
          restaurant_id: restaurantId,
          day: key,
          time_zone: '',
          starts_at: BEGINNING,
          ends_at: end,
          build,
          read_at: now.toISOString(),
        })),
      )
      .execute();
  });
  const figures = await compute();
  await lockingAll(db, ids, async (trx) => {
    const still = await trx
      .selectFrom('report_rollup_days')
      .select((eb) => eb.fn.countAll<string>().as('marks'))
      .where('restaurant_id', 'in', ids)
      .where('day', '=', key)
      .where('build', '=', build)
      .executeTakeFirst();
    if (num(still?.marks) !== ids.length) return;
    await trx
      .insertInto('report_rollup_rows')
      .values(
        rowsOf(figures).map((r) => ({
          ...NO_SUMS,
          ...r,
          tenant_id: tenantId,
          restaurant_id: ids[0]!,
          day: key,
        })),
      )
      .execute();
  });
  return figures;
}

/** How long a kept range nobody reads is kept (decision 0102): longer than any preset lasts (a month). */
export const KEPT_RANGE_DAYS = 35;

/**
 * Notes that a kept range was read (for pruning), at most once a day: a read of a kept range
 * otherwise writes nothing.
 */
async function noteRead(db: Executor, ids: readonly string[], key: string, readAt: string | null, now: Date) {
  const dayBefore = new Date(now.getTime() - 86_400_000).toISOString();
  if (readAt !== null && readAt >= dayBefore) return;
  await db
    .updateTable('report_rollup_days')
    .set({ read_at: now.toISOString() })
    .where('restaurant_id', 'in', ids)
    .where('day', '=', key)
    .execute();
}

/**
 * Deletes the kept ranges (rows and marks) not read (nor built) for KEPT_RANGE_DAYS before `now`,
 * one range a transaction holding its locations' locks (PostgreSQL), as a build does; how many.
 */
export async function pruneKeptRanges(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEPT_RANGE_DAYS * 86_400_000).toISOString();
  const stale = await db
    .selectFrom('report_rollup_days')
    .select(['tenant_id', 'day'])
    .where('day', 'like', 'customers:%')
    .groupBy(['tenant_id', 'day'])
    .having(sql<SqlBool>`max(coalesce(read_at, '')) < ${before}`)
    .execute();
  for (const { tenant_id: tenantId, day: key } of stale) {
    const restaurants = await fromTenantRows(db, 'restaurants', tenantId).select('id').execute();
    const ids = restaurants.map((r) => r.id);
    await lockingAll(db, ids, async (trx) => {
      for (const table of ['report_rollup_rows', 'report_rollup_days'] as const)
        await trx.deleteFrom(table).where('restaurant_id', 'in', ids).where('day', '=', key).execute();
    });
  }
  return stale.length;
}

type Sum = 'n1' | 'n2' | 'n3' | 'n4' | 'n5' | 'n6' | 'n7' | 'n8' | 'n9';
/** A kept row as read back: its sums as numbers (PostgreSQL answers a bigint as a string). */
type KeptRow = Pick<RollupRow, 'kind' | 'k1' | 'k2' | 'k3'> & Record<Sum, number>;

const numbers = (r: Record<Sum, unknown>): Record<Sum, number> => ({
  n1: num(r.n1),
  n2: num(r.n2),
  n3: num(r.n3),
  n4: num(r.n4),
  n5: num(r.n5),
  n6: num(r.n6),
  n7: num(r.n7),
  n8: num(r.n8),
  n9: num(r.n9),
});

/**
 * Each window cut at the last local midnight before `now` in its location's zone: the part before
 * (finished days, which can be kept) and the part after (today, and days to come).
 */
export function cutAtToday(
  windows: readonly LocationWindow[],
  zoneOf: (restaurantId: string) => string,
  now: Date,
): { earlier: LocationWindow[]; later: LocationWindow[] } {
  const earlier: LocationWindow[] = [];
  const later: LocationWindow[] = [];
  for (const w of windows) {
    const zone = zoneOf(w.restaurantId);
    const midnight = new Date(startOfLocalDay(localDateOf(now, zone), zone)).toISOString();
    const cut = [w.start, midnight, w.end].sort(byText)[1]!;
    if (w.start < cut) earlier.push({ ...w, end: cut });
    if (cut < w.end) later.push({ ...w, start: cut });
  }
  return { earlier, later };
}

/**
 * The customers report's figures of the windows (decision 0102): their finished days kept whole
 * (keptCustomerSums) and today's sales read from the orders, combined exactly.
 */
export async function customerFigures(
  db: Executor,
  tenantId: string,
  windows: readonly LocationWindow[],
  zoneOf: (restaurantId: string) => string,
  top: number,
  now: Date,
): Promise<CustomerFigures> {
  const { earlier, later } = cutAtToday(windows, zoneOf, now);
  if (earlier.length === 0) return customerSums(db, tenantId, windows, top);
  if (later.length === 0) return keptCustomerSums(db, tenantId, earlier, top, now);
  const [kept, today] = await Promise.all([
    keptCustomerSums(db, tenantId, earlier, top, now),
    laterCustomerSums(db, tenantId, later, earlier),
  ]);
  return withLaterPart(kept, today, top);
}

/** The customers report's figures (customerSums) of the windows, kept whole once the range has ended. */
export function keptCustomerSums(
  db: Executor,
  tenantId: string,
  windows: readonly LocationWindow[],
  top: number,
  now: Date,
): Promise<CustomerFigures> {
  const end = windows
    .map((w) => w.end)
    .sort(byText)
    .at(-1);
  if (end === undefined) return customerSums(db, tenantId, windows, top);
  return keptWhole(
    db,
    tenantId,
    keptKey('customers', top, windows),
    end,
    now,
    () => customerSums(db, tenantId, windows, top),
    (figures) => {
      const kind = (member: boolean) => figures.kinds.find((k) => k.member === member);
      return [
        {
          kind: 'customers',
          k1: null,
          k2: null,
          k3: null,
          n1: figures.diners,
          n2: figures.newDiners,
          n3: kind(true)?.orders ?? 0,
          n4: kind(true)?.netSales ?? 0,
          n5: kind(false)?.orders ?? 0,
          n6: kind(false)?.netSales ?? 0,
          n7: figures.referred.diners,
          n8: figures.referred.orders,
          n9: figures.referred.net,
        },
        ...figures.top.map((c, rank) => ({
          kind: 'customers-top',
          k1: c.email,
          k2: c.name,
          k3: String(rank).padStart(4, '0'),
          n1: c.member ? 1 : 0,
          n2: c.orders,
          n3: c.netSales,
        })),
      ];
    },
    (rows) => {
      const sums = rows.find((r) => r.kind === 'customers')!;
      return {
        // Both kinds, none left out: the service reads a kind with no orders as zeros all the same.
        kinds: [
          { member: true, orders: sums.n3, netSales: sums.n4 },
          { member: false, orders: sums.n5, netSales: sums.n6 },
        ],
        diners: sums.n1,
        newDiners: sums.n2,
        referred: { diners: sums.n7, orders: sums.n8, net: sums.n9 },
        top: rows
          .filter((r) => r.kind === 'customers-top')
          .sort((a, b) => byText(a.k3!, b.k3!))
          .map((r) => ({ email: r.k1!, name: r.k2!, member: r.n1 === 1, orders: r.n2, netSales: r.n3 })),
      };
    },
  );
}
