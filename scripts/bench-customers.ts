/*
 * The customers report in one process (no HTTP), read from the orders as before decision 0098 and
 * kept whole as after it, taking turns, on a generated year (npm run reports:generate):
 *
 *   node --import tsx scripts/bench-customers.ts <DATABASE_URL> [runs]
 *
 * For last month and the last year before the bench's now, one location and all: each read from
 * the orders (`customerSums`, what every read did before, and the first read of a range after) and
 * read kept (`keptCustomerSums` after its first read), with the load average.
 */
import os from 'node:os';
import { addDays, localDateOf, rangeInstants, safeTimeZone } from '@storefront/domain';
import { openDatabase } from '../apps/server/src/db/index';
import { restaurantSettingsOf } from '../apps/server/src/modules/restaurants/restaurants.presenter';
import { customerSums } from '../apps/server/src/modules/reports/reports.repository';
import { keptCustomerSums } from '../apps/server/src/modules/reports/reports.rollups';
import { DEFAULT_GROUP } from './reports-generate';

const [url, runs = '3'] = process.argv.slice(2);
if (!url) throw new Error('Name the database: a SQLite file or a postgres:// URL with a generated year.');
const db = openDatabase(url);
const now = new Date(process.env.BENCH_REPORTS_NOW ?? '2026-11-01T12:00:00.000Z');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  const tenant = await db.kysely
    .selectFrom('tenants')
    .select('id')
    .where('slug', '=', DEFAULT_GROUP.slug)
    .executeTakeFirstOrThrow();
  const restaurants = await db.kysely
    .selectFrom('restaurants')
    .select(['id', 'settings'])
    .where('tenant_id', '=', tenant.id)
    .orderBy('id')
    .execute();
  const zoneOf = new Map(restaurants.map((r) => [r.id, safeTimeZone(restaurantSettingsOf(r).time_zone)]));
  const first = restaurants[0]!.id;
  const yesterday = addDays(localDateOf(now, zoneOf.get(first)!), -1);
  const ranges = {
    month: { from: `${yesterday.slice(0, 8)}01`, to: yesterday },
    year: { from: addDays(yesterday, -364), to: yesterday },
  };
  console.log(`${db.engine} ${url}: load ${load()}`);
  for (const [range, dates] of Object.entries(ranges))
    for (const scope of ['one', 'all'] as const) {
      const ids = scope === 'one' ? [first] : restaurants.map((r) => r.id);
      const windows = ids.map((restaurantId) => ({
        restaurantId,
        ...rangeInstants(dates, zoneOf.get(restaurantId)!),
      }));
      const time = async (read: () => Promise<unknown>) => {
        const started = performance.now();
        await read();
        return Math.round(performance.now() - started);
      };
      const orders: number[] = [];
      const kept: number[] = [];
      const firstKept = await time(() => keptCustomerSums(db.kysely, tenant.id, windows, 10, now));
      for (let i = 0; i < Number(runs); i += 1) {
        orders.push(await time(() => customerSums(db.kysely, tenant.id, windows, 10)));
        kept.push(await time(() => keptCustomerSums(db.kysely, tenant.id, windows, 10, now)));
      }
      console.log(
        `  ${range} ${scope}: from the orders ${orders.join(' / ')} ms; kept: first ${firstKept} ms, then ${kept.join(' / ')} ms; load ${load()}`,
      );
    }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => db.close());
