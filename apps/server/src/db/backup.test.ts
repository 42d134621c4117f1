import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PlaceOrderResponse } from '@storefront/domain';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { withoutWriteRates } from '../http/write-limits';
import { fixtureWebDist, hostOf, TEST_NOW } from '../test/harness';
import { newIdempotencyKey, orderableItems, pickupOrder, tenantOf } from '../test/orders-fixture';
import { backupDatabase, restoreDatabase } from './backup';
import { migrate, openDatabase, type Db } from './index';
import { seedDemo } from './seed';

/*
 * Issue 30 item 3: `npm run backup` run as its own process while the server places orders, then
 * `npm run restore` into a new database: every order acknowledged before the backup started is
 * there, whole, and the server starts on the copy. On the engine the run tests (TEST_DATABASE_URL).
 */
const execFileAsync = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-backup-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const databases: string[] = [];

/** A new, empty database of the run's engine. */
async function newDatabaseUrl(name: string): Promise<string> {
  if (!adminUrl) return path.join(dir, `${name}.db`);
  const database = `backup_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  databases.push(database);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const database of databases) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

async function serverOn(db: Db) {
  const defaults = loadConfig({});
  const config = {
    ...defaults,
    webDist: fixtureWebDist(),
    defaultTenant: 'goldenmaple',
    writeLimits: withoutWriteRates(defaults.writeLimits),
  };
  const app = await buildApp({ config, db, now: () => TEST_NOW });
  await app.ready();
  return app;
}

/** The CLI as an operator runs it (`npm run backup -- FILE`), in its own process. */
const cli = (databaseUrl: string, ...args: string[]) =>
  execFileAsync(process.execPath, ['--import', 'tsx', 'src/db/backup-cli.ts', ...args], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

describe('npm run backup and npm run restore', () => {
  it('copy the database under order load, and the copy holds every acknowledged order and serves', async () => {
    const sourceUrl = await newDatabaseUrl('source');
    const source = openDatabase(sourceUrl);
    await migrate(source);
    await seedDemo(source.kysely, { now: TEST_NOW });
    const app = await serverOn(source);
    const gold = await tenantOf(app, 'goldenmaple');
    const restaurantId = gold.restaurants[0]!._id;
    const [item] = await orderableItems(app, 'goldenmaple', restaurantId, TEST_NOW);
    const place = async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/eater/restaurants/${restaurantId}/orders`,
        headers: { ...hostOf('goldenmaple'), 'idempotency-key': newIdempotencyKey() },
        payload: pickupOrder(item!),
      });
      expect(response.statusCode).toBe(201);
      return response.json<PlaceOrderResponse>().order._id;
    };
    const acknowledged: string[] = [];
    for (let i = 0; i < 20; i++) acknowledged.push(await place());

    // Orders keep coming while the backup runs in its own process.
    const file = path.join(dir, 'nightly.backup');
    let backingUp = true;
    const backup = cli(sourceUrl, 'backup', file).finally(() => (backingUp = false));
    let duringBackup = 0;
    while (backingUp) {
      await place();
      duringBackup++;
    }
    const { stdout } = await backup;
    expect(stdout).toMatch(/^Backed up to .*nightly\.backup: [\d.]+ MB, \d+ orders, in [\d.]+ s\.$/m);
    expect(duringBackup).toBeGreaterThan(0);
    // A second backup never overwrites the first.
    await expect(backupDatabase(sourceUrl, file)).rejects.toThrow(/already exists: name a new file/);
    await app.close();

    const targetUrl = await newDatabaseUrl('target');
    const restored = await cli(targetUrl, 'restore', file);
    expect(restored.stdout).toContain('Restored');
    // Restoring again over data it now holds is refused unless asked for.
    await expect(restoreDatabase(targetUrl, file)).rejects.toThrow(/pass --replace to overwrite it/);

    const copy = openDatabase(targetUrl);
    const copied = await copy.kysely.selectFrom('orders').select('id').execute();
    const ids = new Set(copied.map((row) => row.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    // One snapshot: no order without its lines, however the writes fell around it.
    const withoutLines = await copy.kysely
      .selectFrom('orders')
      .select('orders.id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('order_lines').select('id').whereRef('order_lines.order_id', '=', 'orders.id')),
        ),
      )
      .execute();
    expect(withoutLines).toEqual([]);
    // The server starts on the copy, and the diner's order is there.
    const restoredApp = await serverOn(copy);
    const ready = await restoredApp.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    const order = await restoredApp.inject({
      method: 'GET',
      url: `/api/eater/tenants/${gold._id}/orders/${acknowledged[0]}`,
      headers: hostOf('goldenmaple'),
    });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ _id: acknowledged[0] });
    await restoredApp.close();
    await copy.close();
    await source.close();
    // Two processes (the backup's and the restore's) and a seeded database: slower than a unit test.
  }, 120_000);
});
