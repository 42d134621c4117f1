import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  STOREFRONT_ROUTES,
  type ApiMenus,
  type ApiTenant,
  type ConsoleMenuItem,
  type ConsoleMenusResponse,
} from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { FIRST_ROUND_TRIP_BODY_BYTES } from './web';
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

/** What a page's scripts start from: the tenant, and the queries a page the server drew read. */
interface PageData {
  bootstrap: { tenant: ApiTenant };
  queries: { queries: { queryKey: unknown[] }[] } | null;
}

/** What the server wrote of a page in it (apps/web/src/lib/page-document.ts reads it). */
interface PageDocument {
  drawn: 'page' | 'shell' | null;
  drawnAt: number | null;
  data: string | PageData;
}

function pageDocumentOf(html: string): PageDocument {
  const json = /<script id="storefront-page" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(json![1]!) as PageDocument;
}

/** What a page's scripts start from: at the address it names, asked for as its boot script does. */
async function pageDataOf(
  html: string,
  slug = 'goldenmaple',
  headers: Record<string, string> = {},
  app: FastifyInstance = t.app,
) {
  const { data } = pageDocumentOf(html);
  if (typeof data !== 'string') return data;
  const response = await app.inject({ url: data, headers: { ...hostOf(slug), ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    bootstrap: { tenant: ApiTenant };
    queries: { queries: { queryKey: unknown[] }[] };
  }>();
}

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

/** How many pages the server drew so far (each drawing reads the tenant document through the API). */
const drawings = () =>
  logLines.filter((line) => /"url":"\/api\/eater\/restaurants\/[0-9a-f]+\/menus/.test(line)).length;

describe('what a page’s scripts start from, and the rules it is drawn with (decision 0109)', () => {
  it('answers for a page another server process sent: its id names the same drawing', async () => {
    const html = (await page('/locations')).body;
    const other = await buildApp({ config: t.config, db: t.db, now: () => t.app.now() });
    try {
      const data = await pageDataOf(html, 'goldenmaple', {}, other);
      expect(data.bootstrap.tenant.slug).toBe('goldenmaple');
      expect(data).toEqual(await pageDataOf(html));
    } finally {
      await other.close();
    }
  });

  it('says a page that has changed since it was sent is gone, in words, and never draws it for a made-up id', async () => {
    const html = (await page('/gallery')).body;
    const { data } = pageDocumentOf(html);
    await t.db.kysely
      .updateTable('tenants')
      .set((eb) => ({ content_version: eb('content_version', '+', 1) }))
      .where('id', '=', gold._id)
      .execute();
    const other = await buildApp({ config: t.config, db: t.db, now: () => t.app.now() });
    try {
      for (const url of [
        data as string,
        '/api/page-data/made-up?path=%2Fgallery',
        '/api/page-data/x?path=menus',
      ]) {
        const response = await other.inject({ url, headers: hostOf('goldenmaple') });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({
          message: 'This page has changed since it was sent. Load it again.',
          code: 'PAGE_CHANGED',
        });
      }
    } finally {
      await other.close();
    }
    // The process that drew it still has it: a load under way is not broken by the change.
    expect((await t.app.inject({ url: data as string, headers: hostOf('goldenmaple') })).statusCode).toBe(
      200,
    );
    // Asked for at another storefront's address, or with a made-up address, it is not there.
    for (const [url, slug] of [
      [data as string, 'emerald'],
      ['/api/page-data/x?path=/a&path=/b', 'goldenmaple'],
    ] as const) {
      const response = await t.app.inject({ url, headers: hostOf(slug) });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('PAGE_CHANGED');
    }
  });

  it('writes the rules its markup uses into the page, not the whole stylesheet', async () => {
    const html = (await page('/menus')).body;
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const scripts = JSON.parse(
      /<script id="storefront-scripts" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!,
    ) as { styles: string[] };
    const stylesheet = scripts.styles
      .map((href) => fs.readFileSync(path.join(webDist, href), 'utf8'))
      .join('');
    expect(style.length).toBeLessThan(stylesheet.length / 2);
    // The skip link’s class is on the page; a spinner’s is not.
    expect(html).toContain('class="sr-only');
    expect(style).toContain('.sr-only{');
    expect(stylesheet).toMatch(/\.animate-spin\{/);
    expect(html).not.toMatch(/class="[^"]*\banimate-spin\b/);
    expect(style).not.toContain('.animate-spin{');
  });
});

describe('the browsing pages as HTML', () => {
  it('draws /menus with the location’s dishes, and names the queries it read for its scripts', async () => {
    const response = await page('/menus');
    expect(response.statusCode).toBe(200);
    const text = rootText(response.body);
    const names = await menuItemNames('goldenmaple', gold.restaurants[0]!._id);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names.slice(0, 5)) expect(text).toContain(name);
    // The browser adopts the page at the server's clock ("open now" reads the same on both sides).
    const written = pageDocumentOf(response.body);
    expect(written).toMatchObject({ drawn: 'page', drawnAt: t.app.now().getTime() });
    // What the scripts start from is not in the document (decision 0109), but at its address.
    expect(written.data).toMatch(/^\/api\/page-data\/[\w-]{16}\?path=%2Fmenus$/);
    expect(response.body).not.toContain('"queryKey"');
    const data = await t.app.inject({ url: written.data as string, headers: hostOf('goldenmaple') });
    expect(data.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { bootstrap, queries } = data.json<PageData>();
    expect(bootstrap.tenant.slug).toBe('goldenmaple');
    expect(JSON.stringify(queries!.queries.map((query) => query.queryKey))).toContain(
      gold.restaurants[0]!._id,
    );
    expect(response.headers['cache-control']).toBe('public, no-cache');
    // Golden Maple offers French too: its unprefixed pages redirect a first visit by Accept-Language.
    expect(response.headers.vary).toBe('Cookie, Accept-Encoding, Accept-Language');
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

  it('sends a kept page over a phone’s first round trip smaller from its next loads', async () => {
    // Pages not drawn yet under the tenant's content version.
    await t.db.kysely
      .updateTable('tenants')
      .set((eb) => ({ content_version: eb('content_version', '+', 1) }))
      .where('id', '=', gold._id)
      .execute();
    const brotli = { 'accept-encoding': 'br' };
    const first = await page('/menus', 'goldenmaple', brotli);
    expect(first.rawPayload.length).toBeGreaterThan(FIRST_ROUND_TRIP_BODY_BYTES);
    // Compressed again at brotli's quality 11 off the event loop: a later load has it.
    let later = first;
    for (let load = 0; load < 100 && later.rawPayload.length === first.rawPayload.length; load++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await page('/menus', 'goldenmaple', brotli);
    }
    expect(later.rawPayload.length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BODY_BYTES);
    expect(
      zlib.brotliDecompressSync(later.rawPayload).equals(zlib.brotliDecompressSync(first.rawPayload)),
    ).toBe(true);
  });

  it('draws a page once for the loads that ask for it while it is drawn', async () => {
    const before = drawings();
    // A page not drawn yet under the tenant's content version.
    await t.db.kysely
      .updateTable('tenants')
      .set((eb) => ({ content_version: eb('content_version', '+', 1) }))
      .where('id', '=', gold._id)
      .execute();
    const loads = await Promise.all(Array.from({ length: 5 }, () => page('/menus')));
    expect(loads.map((l) => l.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(loads.map((l) => l.headers.etag)).size).toBe(1);
    // The one drawing read the menus through the API; the other four loads waited for it.
    expect(drawings() - before).toBeGreaterThanOrEqual(1);
    expect(drawings() - before).toBeLessThanOrEqual(2);
  });

  it('draws a page once whatever its query string: a query cannot force a drawing per request', async () => {
    await page('/menus');
    const drawn = drawings();
    const loads = await Promise.all(['a', 'b', 'c'].map((q) => page(`/menus?utm_source=${q}&x=${q}`)));
    expect(loads.map((l) => l.statusCode)).toEqual([200, 200, 200]);
    expect(drawings()).toBe(drawn);
    expect(new Set(loads.map((l) => l.headers.etag)).size).toBe(1);
  });

  it('keeps the pages through a staff write that the storefront does not show, and leaves them after one it does', async () => {
    const version = async () =>
      (
        await t.db.kysely
          .selectFrom('tenants')
          .select('content_version')
          .where('id', '=', gold._id)
          .executeTakeFirstOrThrow()
      ).content_version;
    const before = await version();
    const printer = await staff.as('goldOwner', 'POST', '/api/staff/printers', {
      body: {
        name: 'Pass',
        restaurantId: gold.restaurants[0]!._id,
        stations: ['kitchen'],
        width: 80,
        connection: { kind: 'escpos-tcp', host: '127.0.0.1', port: 9100 },
      },
    });
    expect(printer.status, JSON.stringify(printer.body)).toBe(201);
    expect(await version()).toBe(before);
    const current = (await staff.as<{ slogan: string | null }>('goldOwner', 'GET', '/api/staff/brand')).body;
    const saved = await staff.as('goldOwner', 'PUT', '/api/staff/brand', {
      body: { ...current, slogan: 'Bannock at dawn' },
    });
    expect(saved.status).toBe(200);
    expect(await version()).toBe(before + 1);
    expect(rootText((await page('/home')).body)).toContain('Bannock at dawn');
  });

  it('shows a change another server process made, at the next load: the content version is in the database', async () => {
    expect(rootText((await page('/home')).body)).not.toContain('Fresh from the other process');
    // What another process's staff write leaves behind: the row changed and the version bumped.
    await t.db.kysely
      .updateTable('tenants')
      .set((eb) => ({
        slogan: 'Fresh from the other process',
        content_version: eb('content_version', '+', 1),
      }))
      .where('id', '=', gold._id)
      .execute();
    expect(rootText((await page('/home')).body)).toContain('Fresh from the other process');
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

  it('preloads the hero photo home draws: a phone’s copy or the photo, by the screen (decision 0106)', async () => {
    const { body } = await page('/home', 'emerald');
    const preload = /<link rel="preload" as="image"[^>]*imagesrcset="([^"]+)" imagesizes="100vw"/.exec(body);
    expect(preload?.[1]).toBe(
      '/thumbs/phone/images/emerald/gallery-1.webp 800w, /images/emerald/gallery-1.webp 1200w',
    );
    expect(body).toContain(`<source type="image/webp" srcset="${preload![1]}" sizes="100vw"`);
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
    expect(pageDocumentOf(response.body).drawn).toBe('shell');
    const data = await pageDataOf(response.body);
    expect(data.bootstrap.tenant.slug).toBe('goldenmaple');
    expect(data.queries).toBeNull();
  });

  it('draws the heading of /buildorder and /checkout in their shell: the chosen location’s name, the first step', async () => {
    const emerald = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/emerald', { slug: 'emerald' }))
      .body;
    const edmonton = emerald.restaurants[1]!;
    const chosen = { cookie: `selectedLocation=${edmonton._id}|x|y` };
    const buildOrder = rootText((await page('/buildorder', 'emerald', chosen)).body);
    expect(buildOrder).toContain(`Build Your Order ${edmonton.name} Loading…`);
    // No location chosen among several: no order's restaurant to name, and no heading.
    expect(rootText((await page('/buildorder', 'emerald')).body)).not.toContain('Build Your Order');
    expect(rootText((await page('/checkout')).body)).toContain('Step 1 of 2 Review Your Order Loading…');
  });

  it('leaves the staff console to the browser', async () => {
    const response = await page('/staff/settings');
    expect(response.body).toContain('<div id="root"></div>');
  });
});

/*
 * Issue 31: the storefront pages drawn in Lingui's pseudo-locale, where every catalogue message is
 * rewritten with accents. A word left in plain ASCII letters is text written outside the catalogue,
 * unless the restaurant wrote it (its document, menus and special dates) or it is a date's English word
 * (the pseudo-locale formats as the default language does).
 */
describe('a page in the restaurant’s other language (issue 31)', () => {
  it('draws /fr pages and boots them with the restaurant’s French words: promotions, dishes, captions, sizes', async () => {
    const promotions = await page('/fr/promotions');
    expect(promotions.statusCode).toBe(200);
    const text = rootText(promotions.body);
    expect(text).toContain('Sandwichs deux pour un');
    expect(text).toContain('Du mardi au jeudi, de 14 h à 17 h');
    expect(text).not.toContain('Two-for-one Handhelds');
    // The bootstrap the browser goes on with says the same.
    const { bootstrap } = await pageDataOf(promotions.body);
    expect(bootstrap.tenant.slogan).toBe('Le réconfort des Prairies, fait maison');
    expect(bootstrap.tenant.gallery[0]!.caption).toBe('Notre salle à manger un samedi soir');
    expect(bootstrap.tenant.announcements[0]!.title).toBe('La saison des terrasses est arrivée');

    expect(rootText((await page('/fr/menus')).body)).toContain('Régulier');
    expect(rootText((await page('/promotions')).body)).toContain('Two-for-one Handhelds');
  });
});

describe('the language switch (issue 31)', () => {
  it('keeps the language a diner chose before any script has run, for its address’s language only', async () => {
    const chose = await page('/fr/menus?x=1&language=fr');
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/fr/menus?x=1');
    expect(chose.headers['cache-control']).toBe('no-store');
    expect(String(chose.headers['set-cookie'])).toMatch(/^lang=fr;.*Path=\/;.*SameSite=Lax/);
    // The next unprefixed address opens in French.
    const next = await page('/menus', 'goldenmaple', { cookie: 'lang=fr' });
    expect([next.statusCode, next.headers.location]).toEqual([302, '/fr/menus']);
    // A link cannot choose for the diner a language other than its address's.
    const other = await page('/fr/menus?language=en');
    expect([other.statusCode, other.headers.location]).toEqual([302, '/fr/menus']);
    expect(other.headers['set-cookie']).toBeUndefined();
    // And back to English.
    const back = await page('/menus?language=en', 'goldenmaple', { cookie: 'lang=fr' });
    expect([back.statusCode, back.headers.location]).toEqual([302, '/menus']);
    expect(String(back.headers['set-cookie'])).toMatch(/^lang=en;/);
  });
});

describe('the pseudo-locale', () => {
  const DATE_WORDS =
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)$/;
  /** Every string the restaurant wrote: the words of its document, its menus and its special dates' notes. */
  function contentOf(...documents: unknown[]): string[] {
    const strings: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    documents.forEach(walk);
    return strings;
  }

  // Every page the server draws for everyone (the routes' serverRendered), and Page Not Found.
  const pages = [
    ...Object.entries(STOREFRONT_ROUTES)
      .filter(([, route]) => 'serverRendered' in route)
      .map(([page]) => page),
    '/no-such-page',
  ];
  it.each(pages)('leaves no text outside the catalogue on %s', async (url) => {
    const renderer = (await import(pathToFileURL(path.join(webDist, 'server', 'entry-server.js')).href)) as {
      renderPage(page: Record<string, unknown>): Promise<{ html: string }>;
    };
    const tenant = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/goldenmaple')).body;
    const restaurant = tenant.restaurants[0]!;
    const menus = await call<ApiMenus>(t.app, 'GET', `/api/eater/restaurants/${restaurant._id}/menus`, {
      slug: 'goldenmaple',
    });
    const hours = await call<unknown>(t.app, 'GET', `/api/eater/tenants/${tenant._id}/businesshours`, {
      slug: 'goldenmaple',
    });
    const { html } = await renderer.renderPage({
      url,
      locale: 'pseudo',
      bootstrap: { tenant, map: { tileUrl: '', attribution: '© OpenStreetMap contributors' } },
      restaurantId: restaurant._id,
      now: Date.parse('2026-11-25T20:30:00Z'),
      shellOnly: false,
      fetchApi: async (input: string, init?: RequestInit) => {
        const answer = await t.app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url: String(input),
          headers: hostOf('goldenmaple'),
        });
        return new Response(answer.body, { status: answer.statusCode });
      },
    });
    const words = (text: string) => text.match(/(?<![\p{L}])[A-Za-z]{3,}(?![\p{L}])/gu) ?? [];
    // The restaurant's words, however its markdown and formats draw them.
    const content = new Set(contentOf(tenant, menus.body, hours.body).flatMap(words));
    const plain = words(rootText(`<div id="root">${html}</body>`));
    const outside = plain.filter((word) => !content.has(word) && !DATE_WORDS.test(word));
    expect([...new Set(outside)]).toEqual([]);
    expect(outside.length, 'the pseudo-locale draws the catalogue’s messages').toBeLessThan(plain.length);
  });
});
