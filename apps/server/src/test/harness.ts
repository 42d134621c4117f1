import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate, openDatabase, type Db } from '../db';
import { seedDemo } from '../db/seed';
import { withoutWriteRates, type WriteLimits } from '../http/write-limits';

/*
 * A real database per test file: a temporary SQLite file by default, or, when TEST_DATABASE_URL is
 * set (postgres://…), a fresh schema in that PostgreSQL database, dropped afterwards.
 */
export interface TestDb {
  db: Db;
  /** What it was opened with (a PostgreSQL URL with its schema, or a SQLite file). */
  url: string;
  drop(): Promise<void>;
}

/** `migrateTo` stops at that migration (for a migration's own test); all of them by default. */
export async function createTestDb(migrateTo?: string): Promise<TestDb> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    // One schema per test file inside the run's database: files run in parallel without sharing rows.
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const db = openDatabase(url.toString());
    await migrate(db, migrateTo);
    return {
      db,
      url: url.toString(),
      drop: async () => {
        await db.close();
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
  const db = openDatabase(path.join(dir, 'test.db'));
  await migrate(db, migrateTo);
  return {
    db,
    url: path.join(dir, 'test.db'),
    drop: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A minimal built storefront's files, by path, so HTML serving is tested without building the web app. */
const FIXTURE_FILES: Readonly<Record<string, string>> = {
  // As the build writes it (apps/web/vite-start-after-paint.ts): the boot script, which loads the
  // entry and its stylesheet.
  'index.html':
    '<!doctype html><html lang="en" data-theme="gold"><head><title>Online Ordering</title><!--storefront-head--><script id="storefront-scripts" type="application/json">{"entry":"/assets/index-abc123.js","preload":[],"styles":["/assets/index-abc123.css"]}</script><script type="module" fetchpriority="low" src="/assets/boot-abc123.js"></script></head><body><div id="root"></div></body></html>',
  'assets/index-abc123.js': 'console.log("storefront");'.repeat(100),
  'assets/index-abc123.css': 'body{margin:0}.menu-item{color:#123456}',
  // Vite's manifest, as the build writes it: the home page shares one chunk with the entry.
  '.vite/manifest.json': JSON.stringify({
    'index.html': {
      file: 'assets/index-abc123.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_jsx-runtime-a1.js'],
      dynamicImports: ['src/features/home/home-page.tsx', 'src/features/menus/menus-page.tsx'],
    },
    '_jsx-runtime-a1.js': { file: 'assets/jsx-runtime-a1.js' },
    '_hours-b2.js': { file: 'assets/hours-b2.js', imports: ['_jsx-runtime-a1.js'] },
    '_map-c3.js': { file: 'assets/map-c3.js', imports: ['_hours-b2.js', 'index.html'] },
    'src/features/home/home-page.tsx': {
      file: 'assets/home-page-d4.js',
      isDynamicEntry: true,
      imports: ['index.html', '_jsx-runtime-a1.js', '_hours-b2.js', '_map-c3.js'],
      dynamicImports: ['src/components/invite-panel.tsx'],
    },
    'src/components/invite-panel.tsx': { file: 'assets/invite-panel-e5.js', isDynamicEntry: true },
    'src/features/menus/menus-page.tsx': {
      file: 'assets/menus-page-f6.js',
      isDynamicEntry: true,
      imports: ['_hours-b2.js'],
    },
  }),
};

/**
 * The minimal built storefront's folder. The server only reads it, so every test process shares one,
 * named by a hash of its files: a folder per test app was left in /tmp by the hundred.
 */
export function fixtureWebDist(): string {
  const hash = createHash('sha256').update(JSON.stringify(FIXTURE_FILES)).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), `storefront-web-fixture-${hash}`);
  if (fs.existsSync(dir)) return dir;
  // Written aside and renamed into place, so a process never reads another's half-written folder.
  const draft = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-web-draft-'));
  for (const [file, content] of Object.entries(FIXTURE_FILES)) {
    fs.mkdirSync(path.dirname(path.join(draft, file)), { recursive: true });
    fs.writeFileSync(path.join(draft, file), content);
  }
  try {
    fs.renameSync(draft, dir);
  } catch (error) {
    // Another test process put the same folder in place first.
    fs.rmSync(draft, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw error;
  }
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/**
 * The instant every server test runs at unless it names another: a Wednesday afternoon in the
 * demo restaurants' time zones, when they are open. Tests never read the real clock (decision 0011).
 */
export const TEST_NOW = new Date('2026-11-25T20:30:00Z');

/**
 * The test files place dozens of orders, reservations and gift card orders from one address and one
 * email, so the per-address and per-email counts are off by default; the contact form keeps its
 * address limit (its tests rely on it). write-limits.routes.test.ts sets and tests every limit.
 */
const TEST_WRITE_LIMITS = (limits: WriteLimits): WriteLimits => {
  const off = withoutWriteRates(limits);
  return { ...off, rates: { ...off.rates, contact: { ...limits.rates.contact, perEmail: null } } };
};

/** The whole application on a fresh, migrated and seeded database, its clock pinned to `now`. */
export async function createTestApp(
  options: {
    seed?: boolean;
    now?: Date;
    config?: Partial<Config>;
    /** Collects the app's log lines (JSON), e.g. to check what the access log records. */
    logLines?: string[];
  } = {},
): Promise<TestApp> {
  const { db, drop } = await createTestDb();
  const now = options.now ?? TEST_NOW;
  if (options.seed !== false) await seedDemo(db.kysely, { now });
  const defaults = loadConfig({});
  const config: Config = {
    ...defaults,
    webDist: fixtureWebDist(),
    defaultTenant: 'goldenmaple',
    writeLimits: TEST_WRITE_LIMITS(defaults.writeLimits),
    ...options.config,
  };
  const lines = options.logLines;
  const logger = lines
    ? { level: 'info', stream: { write: (line: string) => void lines.push(line) } }
    : false;
  const app = await buildApp({ config, db, now: () => now, logger });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export const hostOf = (slug: string) => ({ host: `${slug}.localhost:3000` });

/** A GET on a tenant's host, its JSON read (undefined when there is no body, as in a 304). */
export async function getOn<T>(
  app: FastifyInstance,
  url: string,
  slug: string,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: 'GET', url, headers: { ...hostOf(slug), ...headers } });
  return {
    status: response.statusCode,
    body: response.body ? (response.json() as T) : (undefined as T),
    response,
  };
}
