import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { ApiMenus, ApiTenant, ConsoleMenuItem, ConsoleMenusResponse } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/accounts-fixture';
import { createTestApp, hostOf, type TestApp } from '../test/harness';
import { consoleClient, type ConsoleClient } from '../test/owner-console-fixture';

/*
 * Issue 28: the browsing pages come as HTML drawn by the web's own components, cached per tenant,
 * location, address and menus version with an ETag, and an owner's change shows on the next load.
 * The storefront is built for real (client and server entries) into a folder of this test's own.
 */

const webDir = fileURLToPath(new URL('../../../web/', import.meta.url));
let webDist: string;
let t: TestApp;
let staff: ConsoleClient;
let gold: ApiTenant;
const logLines: string[] = [];

// As `npm run build` runs it: vitest's own variables (NODE_ENV=test, DEV=1, MODE=test) would build
// React's development JSX.
const VITEST_VARIABLES = /^(VITE.*|NODE_ENV|MODE|DEV|PROD|SSR|TEST|BASE_URL)$/;
const buildEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !VITEST_VARIABLES.test(name)),
);

function buildStorefront(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-ssr-'));
  const viteBin = path.join(webDir, '../../node_modules/vite/bin/vite.js');
  const vite = (...args: string[]) =>
    execFileSync(process.execPath, [viteBin, 'build', '--logLevel', 'error', ...args], {
      cwd: webDir,
      stdio: 'pipe',
      env: buildEnv,
    });
  vite('--outDir', dir);
  vite('--ssr', 'src/entry-server.tsx', '--outDir', path.join(dir, 'server'));
  return dir;
}

beforeAll(async () => {
  webDist = buildStorefront();
  t = await createTestApp({
    config: { webDist, links: { tenantBaseUrl: new URL('https://order.example.ca'), publicUrl: null } },
    logLines,
  });
  staff = await consoleClient(t.app);
  gold = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/goldenmaple')).body;
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, slug = 'goldenmaple', headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...hostOf(slug), ...headers } });

/** The text of the page's root element, without its markup. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
  const entities: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };
  return root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ');
}

async function menuItemNames(slug: string, restaurantId: string): Promise<string[]> {
  const menus = await call<ApiMenus>(t.app, 'GET', `/api/eater/restaurants/${restaurantId}/menus`, { slug });
  return menus.body.menus.flatMap((m) => m.sections.flatMap((s) => s.items.map((i) => i.name)));
}

describe('the browsing pages as HTML', () => {
  it('draws /menus with the location’s dishes, the queries it read embedded once', async () => {
    const response = await page('/menus');
    expect(response.statusCode).toBe(200);
    const text = rootText(response.body);
    const names = await menuItemNames('goldenmaple', gold.restaurants[0]!._id);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names.slice(0, 5)) expect(text).toContain(name);
    expect(response.body.match(/id="storefront-queries"/g)).toHaveLength(1);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('draws the chosen location’s menu where the tenant has several (the selectedLocation cookie)', async () => {
    const emerald = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/emerald', { slug: 'emerald' }))
      .body;
    const edmonton = emerald.restaurants[1]!;
    const chooser = rootText((await page('/menus', 'emerald')).body);
    expect(chooser).toContain('Select a Location');
    const chosen = rootText(
      (await page('/menus', 'emerald', { cookie: `selectedLocation=${edmonton._id}|x|y` })).body,
    );
    expect(chosen).toContain(edmonton.name);
    expect(chosen).toContain((await menuItemNames('emerald', edmonton._id))[0]);
  });

  it('sends the page compressed once, in the encoding the browser prefers', async () => {
    const plain = (await page('/menus')).body;
    const br = await page('/menus', 'goldenmaple', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await page('/menus', 'goldenmaple', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 4);
  });

  it('draws a page once for the loads that ask for it while it is drawn', async () => {
    const menusReads = () =>
      logLines.filter((line) => /"url":"\/api\/eater\/restaurants\/[0-9a-f]+\/menus/.test(line)).length;
    const before = menusReads();
    const loads = await Promise.all(Array.from({ length: 5 }, () => page('/menus?together=1')));
    expect(loads.map((l) => l.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(loads.map((l) => l.headers.etag)).size).toBe(1);
    // The one drawing read the menus through the API; the other four loads waited for it.
    expect(menusReads() - before).toBeGreaterThanOrEqual(1);
    expect(menusReads() - before).toBeLessThanOrEqual(2);
  });

  it('answers 304 to a load that already has the page', async () => {
    const first = await page('/home');
    const again = await page('/home', 'goldenmaple', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows an owner’s change to a dish on the next load', async () => {
    const tree = (
      await staff.as<ConsoleMenusResponse>(
        'goldOwner',
        'GET',
        `/api/staff/restaurants/${gold.restaurants[0]!._id}/menu-tree`,
      )
    ).body;
    const item = tree.menus
      .flatMap((m) => m.sections.flatMap((s) => s.items))
      .find((i) => !i.hidden_from_public && !i.disabled)!;
    const before = await page('/menus');
    expect(rootText(before.body)).not.toContain('Bison Poutine Royale');
    const { _id, ...fields }: ConsoleMenuItem = item;
    const renamed = await staff.as('goldOwner', 'PUT', `/api/staff/items/${_id}`, {
      body: { ...fields, name: 'Bison Poutine Royale' },
    });
    expect(renamed.status).toBe(200);
    const after = await page('/menus', 'goldenmaple', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(rootText(after.body)).toContain('Bison Poutine Royale');
  });

  it('says what a shared link previews: the title, description, canonical address and a dish', async () => {
    const html = (await page('/menus')).body;
    const meta = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(html).toMatch(/<title>Menu \| Golden Maple Bistro<\/title>/);
    expect(meta('og:title')).toBe('Menu | Golden Maple Bistro');
    expect(meta('description')).toContain('The menu of Golden Maple Bistro');
    // The configured origin, not the Host the request came with (goldenmaple.localhost).
    expect(html).toContain('<link rel="canonical" href="https://goldenmaple.order.example.ca/menus" />');
    expect(meta('og:url')).toBe('https://goldenmaple.order.example.ca/menus');
    expect(meta('og:image')).toMatch(/^https:\/\/goldenmaple\.order\.example\.ca\/images\//);
    expect(html).toContain('"@type":"Menu"');
  });

  it('gives Page Not Found no canonical address', async () => {
    expect((await page('/no/such/page')).body).not.toContain('rel="canonical"');
  });

  it('shows an owner’s holiday on the next load of home, though the tenant document does not hold it', async () => {
    expect(rootText((await page('/home')).body)).not.toContain('Holiday brunch only');
    const added = await staff.as(
      'goldOwner',
      'POST',
      `/api/staff/locations/${gold.restaurants[0]!._id}/holidays`,
      {
        body: {
          date: '2026-12-20',
          is_open: true,
          open_time: '11:00 AM',
          close_time: '3:00 PM',
          note: 'Holiday brunch only',
        },
      },
    );
    expect(added.status).toBeLessThan(300);
    expect(rootText((await page('/home')).body)).toContain('Holiday brunch only');
  });

  it('says Page Not Found, drawn, with a 404', async () => {
    const response = await page('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(rootText(response.body)).toContain('Page Not Found');
  });

  it('sends an order’s step with its shell only: the header, and no queries for the browser to adopt', async () => {
    const response = await page('/buildorder');
    expect(response.statusCode).toBe(200);
    expect(rootText(response.body)).toContain('Skip to content');
    expect(response.body).toContain('<header');
    expect(response.body).not.toContain('id="storefront-queries"');
  });

  it('leaves the staff console to the browser', async () => {
    const response = await page('/staff/settings');
    expect(response.body).toContain('<div id="root"></div>');
  });
});
