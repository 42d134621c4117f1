/*
 * npm run reports:generate: a restaurant group's year of orders for the owner's reports (issue 32
 * item 5): a tenant of LOCATIONS locations (Emerald Noodle House's document, its three locations
 * copied and renamed, loyalty on) with an owner who signs in at /staff, and its history before
 * `--now`, written by the same generator as the demo's season (apps/server/src/db/history).
 *
 *   npm run reports:generate -- --now 2026-11-01T12:00:00Z [--seed reports] [--locations 10]
 *     [--days 365] [--orders-per-day 274] [--slug group]
 *
 * Honours DATABASE_URL like the server (SQLite file or postgres://); stop the server first on
 * SQLite. The defaults make about a million orders (10 × 365 × 274).
 */
import { parseArgs } from 'node:util';
import { addDays, MAX_REPORT_DAYS } from '@storefront/domain';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config';
import { DEMO_STAFF_PASSWORD } from '../apps/server/src/db/seed/staff';
import { migrate, openDatabase, type Db } from '../apps/server/src/db/index';
import { generateHistory, type HistoryCounts } from '../apps/server/src/db/history/generate';
import { newId } from '../apps/server/src/db/ids';
import { parseTenantDocument, writeTenant } from '../apps/server/src/db/tenant-document/import';
import emerald from '../apps/server/src/db/seed/tenants/emerald.json' with { type: 'json' };
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { buildTenantRollups } from '../apps/server/src/modules/reports/reports.rollups';

export interface GroupOptions {
  now: Date;
  seed: string;
  locations: number;
  days: number;
  ordersPerDay: number;
  slug: string;
}

export const DEFAULT_GROUP: Omit<GroupOptions, 'now'> = {
  seed: 'reports',
  locations: 10,
  days: 365,
  ordersPerDay: 274,
  slug: 'group',
};

/** The owner of the generated group, with the demo staff's password. */
export const groupOwnerEmail = (slug: string) => `owner@${slug}.example.ca`;

/** Writes the group tenant, its owner and its history; returns the counts and how long it took. */
export async function generateGroup(
  db: Db,
  options: GroupOptions,
  onProgress?: (done: { days: number; orders: number }) => void,
): Promise<HistoryCounts & { seconds: number; rollupSeconds: number }> {
  const started = performance.now();
  const source = parseTenantDocument(emerald);
  const locations = Array.from({ length: options.locations }, (_, i) => {
    const model = source.locations[i % source.locations.length]!;
    // The first copies keep their slugs: the brand's signature dishes name them.
    if (i < source.locations.length) return model;
    return { ...model, slug: `${model.slug}-${i + 1}`, name: `${model.name} ${i + 1}` };
  });
  const document = {
    ...source,
    slug: options.slug,
    brand: { ...source.brand, name: `Noodle Group (${options.slug})` },
    // Golden Maple Bistro's loyalty program, so points are earned, spent and given for referrals.
    settings: {
      ...source.settings,
      loyalty_reward_program: true,
      loyalty_points_per_order: 10,
      loyalty_points_per_dollar: 1,
      loyalty_points_per_referral: 50,
      loyalty_points_per_dollar_off: 100,
      loyalty_min_points_to_redeem: 500,
    },
    locations,
  };
  const { tenantId } = await db.kysely
    .transaction()
    .execute((trx) => writeTenant(trx, parseTenantDocument(document), options.now));
  await db.kysely
    .insertInto('staff_users')
    .values({
      id: newId(),
      tenant_id: tenantId,
      restaurant_id: null,
      email: groupOwnerEmail(options.slug),
      name: 'Group Owner',
      password_hash: await hashPassword(DEMO_STAFF_PASSWORD),
      role: 'owner',
      created_at: options.now.toISOString(),
    })
    .execute();
  const counts = await generateHistory(db.kysely, {
    tenantId,
    now: options.now,
    days: options.days,
    ordersPerDay: options.ordersPerDay,
    seed: options.seed,
    onProgress,
  });
  // The planner's statistics, as a database that grew to this size over a year would have them.
  await sql`ANALYZE`.execute(db.kysely);
  const rollupSeconds = await buildGroupRollups(db, tenantId, options.now);
  return { ...counts, seconds: (performance.now() - started) / 1000, rollupSeconds };
}

/**
 * Builds the reports' rollups of every finished day of the year before `now` (decision 0093), as a
 * group's server would have built them day by day; answers how long it took (s).
 */
export async function buildGroupRollups(db: Db, tenantId: string, now: Date): Promise<number> {
  const started = performance.now();
  const last = addDays(now.toISOString().slice(0, 10), 1);
  await buildTenantRollups(db.kysely, tenantId, { from: addDays(last, -MAX_REPORT_DAYS - 1), to: last }, now);
  await sql`ANALYZE`.execute(db.kysely);
  return (performance.now() - started) / 1000;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      now: { type: 'string' },
      seed: { type: 'string', default: DEFAULT_GROUP.seed },
      locations: { type: 'string', default: String(DEFAULT_GROUP.locations) },
      days: { type: 'string', default: String(DEFAULT_GROUP.days) },
      'orders-per-day': { type: 'string', default: String(DEFAULT_GROUP.ordersPerDay) },
      slug: { type: 'string', default: DEFAULT_GROUP.slug },
    },
  });
  const now = new Date(values.now ?? '');
  if (Number.isNaN(now.getTime()))
    throw new Error('Say when the history ends: --now 2026-11-01T12:00:00Z (an ISO instant).');
  const db = openDatabase(loadConfig().databaseUrl);
  try {
    await migrate(db);
    const counts = await generateGroup(
      db,
      {
        now,
        seed: values.seed,
        locations: Number(values.locations),
        days: Number(values.days),
        ordersPerDay: Number(values['orders-per-day']),
        slug: values.slug,
      },
      ({ days, orders }) => process.stdout.write(`\r${days} days, ${orders.toLocaleString('en-US')} orders`),
    );
    console.log(
      `\n${db.engine} ${db.location}: ${counts.orders.toLocaleString('en-US')} orders (${counts.lines.toLocaleString('en-US')} lines), ${counts.members} members, ${counts.giftCards} gift cards, ${counts.soldOutWrites} 86 writes in ${counts.seconds.toFixed(1)} s (the reports' rollups ${counts.rollupSeconds.toFixed(1)} s); owner ${groupOwnerEmail(values.slug)}`,
    );
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
