import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDocumentSchema, type TenantDocument } from '@storefront/domain';
import { createTestDb, TEST_NOW, type TestDb } from '../../test/harness';
import { DEMO_TENANT_SLUGS, seedDemo } from '../seed';
import { processImage, storeImage } from '../../modules/media/media.service';
import { newId } from '../ids';
import { documentText, exportTenant, exportTenantWithMedia } from './export';
import { writeMediaFiles } from './media-files';
import { importTenant, InvalidTenantDocumentError, parseTenantDocument } from './import';
import { TENANT_DOCUMENT_JSON_SCHEMA_FILE, tenantDocumentJsonSchema } from './json-schema';
import { tenantRowOf } from '../../test/rows';

const CLI = path.resolve(import.meta.dirname, '../tenant-cli.ts');

let seeded: TestDb;
let empty: TestDb;
let work: string;
const exported = new Map<string, TenantDocument>();

const importOptions = () => ({
  now: TEST_NOW,
  images: { baseDir: work, imagesDir: path.join(work, 'images'), allowedHosts: [] },
  onlinePayment: true,
});

/** What parseTenantDocument refuses the document for; the test fails if it takes it. */
function parseIssues(document: unknown): string[] {
  try {
    parseTenantDocument(document);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidTenantDocumentError);
    return (error as InvalidTenantDocumentError).issues;
  }
  throw new Error('parseTenantDocument took a document it should refuse');
}

/** The tenant of this slug in the empty database, if an import wrote it. */
const importedTenant = (slug: string) =>
  empty.db.kysely.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirst();

async function rowCount(t: TestDb, table: 'menu_items' | 'promotions' | 'holiday_hours' | 'tenants') {
  const row = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-document-'));
  [seeded, empty] = await Promise.all([createTestDb(), createTestDb()]);
  await seedDemo(seeded.db.kysely, { now: TEST_NOW });
  for (const slug of DEMO_TENANT_SLUGS) exported.set(slug, await exportTenant(seeded.db.kysely, slug));
}, 120_000);

afterAll(async () => {
  await Promise.all([seeded?.drop(), empty?.drop()]);
  fs.rmSync(work, { recursive: true, force: true });
});

describe('tenant export and import', () => {
  it.each(DEMO_TENANT_SLUGS)(
    'round-trips %s exactly: export, import into an empty database, export',
    async (slug) => {
      const document = exported.get(slug)!;
      expect(tenantDocumentSchema.safeParse(JSON.parse(documentText(document))).success).toBe(true);
      await importTenant(
        empty.db.kysely,
        parseTenantDocument(JSON.parse(documentText(document))),
        importOptions(),
      );
      const again = await exportTenant(empty.db.kysely, slug);
      expect(documentText(again)).toBe(documentText(document));
    },
  );

  it('imports a second time without changing a thing: same rows, same ids', async () => {
    const slug = 'goldenmaple';
    const before = await empty.db.kysely
      .selectFrom('menu_items')
      .select(['id', 'cd'])
      .orderBy('id')
      .execute();
    const counts = await Promise.all(
      (['menu_items', 'promotions', 'holiday_hours', 'tenants'] as const).map((t) => rowCount(empty, t)),
    );
    const result = await importTenant(empty.db.kysely, exported.get(slug)!, importOptions());
    expect(result.created).toBe(false);
    expect(
      await empty.db.kysely.selectFrom('menu_items').select(['id', 'cd']).orderBy('id').execute(),
    ).toEqual(before);
    expect(
      await Promise.all(
        (['menu_items', 'promotions', 'holiday_hours', 'tenants'] as const).map((t) => rowCount(empty, t)),
      ),
    ).toEqual(counts);
    expect(documentText(await exportTenant(empty.db.kysely, slug))).toBe(documentText(exported.get(slug)!));
  });

  it('updates what changed and deletes what the document no longer lists', async () => {
    const document = structuredClone(exported.get('prairiepie')!);
    const items = document.locations[0]!.menus[0]!.sections[0]!.items;
    const kept = items[0]!;
    const tenant = await tenantRowOf(empty.db, 'prairiepie');
    const item = (code: string) =>
      empty.db.kysely
        .selectFrom('menu_items')
        .select(['id', 'price_cents'])
        .where('tenant_id', '=', tenant.id)
        .where('cd', '=', code)
        .executeTakeFirst();
    const id = async (code: string) => (await item(code))?.id;
    const keptId = await id(kept.code);
    const dropped = items.pop()!;
    kept.price = 99.5;
    kept.sizes = [];
    await importTenant(empty.db.kysely, parseTenantDocument(document), importOptions());
    expect(await item(kept.code)).toEqual({ id: keptId, price_cents: 9950 });
    expect(await id(dropped.code)).toBeUndefined();
  });

  it('exports webhook endpoints without their secrets; an imported one gets a new secret, a kept one keeps its own', async () => {
    const document = structuredClone(exported.get('prairiepie')!);
    const pos = {
      url: 'https://pos.example.com/hooks',
      description: 'POS',
      events: ['order.placed' as const],
      enabled: true,
    };
    const books = {
      url: 'https://books.example.com/in',
      description: '',
      events: ['payment.refunded' as const],
      enabled: false,
    };
    document.webhooks = [pos, books];
    const first = await importTenant(empty.db.kysely, parseTenantDocument(document), importOptions());
    expect(first.newWebhookEndpoints).toEqual([pos.url, books.url]);
    const rows = () =>
      empty.db.kysely
        .selectFrom('webhook_endpoints')
        .select(['id', 'url', 'secret', 'enabled'])
        .where('tenant_id', '=', first.tenantId)
        .orderBy('url')
        .execute();
    const saved = await rows();
    expect(saved.map((r) => r.secret)).toEqual([
      expect.stringMatching(/^whsec_/),
      expect.stringMatching(/^whsec_/),
    ]);
    const text = documentText(await exportTenant(empty.db.kysely, 'prairiepie'));
    // In URL order.
    expect(JSON.parse(text).webhooks).toEqual([books, pos]);
    for (const row of saved) expect(text).not.toContain(row.secret);

    // Again without the books: the POS endpoint keeps its id and secret, the other is gone.
    document.webhooks = [{ ...pos, enabled: false }];
    const second = await importTenant(empty.db.kysely, parseTenantDocument(document), importOptions());
    expect(second.newWebhookEndpoints).toEqual([]);
    expect(await rows()).toEqual([{ ...saved.find((r) => r.url === pos.url)!, enabled: 0 }]);
    document.webhooks = [];
    await importTenant(empty.db.kysely, parseTenantDocument(document), importOptions());
    expect(await rows()).toEqual([]);
  });

  it('carries printers, when a location prints and the stations of sections and items; a kept printer keeps its id', async () => {
    const document = structuredClone(exported.get('prairiepie')!);
    const location = document.locations[0]!;
    location.print_on = 'arrival';
    const section = location.menus[0]!.sections[0]!;
    section.station = 'grill';
    section.items[0]!.station = 'bar';
    const hot = {
      name: 'Hot line',
      restaurant: location.slug,
      stations: ['grill', 'expo'],
      width: 80 as const,
      connection: { kind: 'escpos-tcp' as const, host: '192.168.1.40', port: 9100 },
    };
    document.printers = [hot];
    const first = await importTenant(empty.db.kysely, parseTenantDocument(document), importOptions());
    const printerIds = () =>
      empty.db.kysely.selectFrom('printers').select('id').where('tenant_id', '=', first.tenantId).execute();
    const [kept] = await printerIds();
    const again = await exportTenant(empty.db.kysely, 'prairiepie');
    expect(again.printers).toEqual([hot]);
    expect(again.locations[0]!.print_on).toBe('arrival');
    expect(again.locations[0]!.menus[0]!.sections[0]!.station).toBe('grill');
    expect(again.locations[0]!.menus[0]!.sections[0]!.items[0]!.station).toBe('bar');

    document.printers = [{ ...hot, width: 58 }];
    await importTenant(empty.db.kysely, parseTenantDocument(document), importOptions());
    expect(await printerIds()).toEqual([kept]);
    document.printers = [{ ...hot, restaurant: 'nowhere' }];
    expect(() => parseTenantDocument(document)).toThrow(/No location is called nowhere/);
    document.printers = [];
    await importTenant(empty.db.kysely, parseTenantDocument(document), importOptions());
    expect(await printerIds()).toEqual([]);
  });

  it('refuses an invalid document with every error by JSON path, and writes nothing', async () => {
    const document = JSON.parse(documentText(exported.get('emerald')!));
    document.slug = 'emerald-copy';
    document.locations[1].business_hours.friday.close_time = '9pm';
    document.promotions[0].type = 'Half off everything';
    document.locations[0].menus[0].sections[0].items[0].price = 'free';
    const tenants = await rowCount(empty, 'tenants');
    let error: unknown;
    try {
      await importTenant(empty.db.kysely, parseTenantDocument(document), importOptions());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidTenantDocumentError);
    expect((error as InvalidTenantDocumentError).issues).toEqual([
      '$.locations[0].menus[0].sections[0].items[0].price: The price must be a number of dollars, e.g. 12.99',
      '$.locations[1].business_hours.friday.close_time: The closing time must be a time like 11:00 AM',
      expect.stringMatching(/^\$\.promotions\[0\]\.type: The type is one of: /),
    ]);
    expect(await rowCount(empty, 'tenants')).toBe(tenants);
  });

  it('reads images from files next to the document into .jpg and .webp, and resolves relative dates', async () => {
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .png()
      .toFile(path.join(work, 'pie.png'));
    const document = structuredClone(exported.get('prairiepie')!);
    document.slug = 'newpies';
    document.brand.logo = 'pie.png';
    document.locations[0]!.menus[0]!.sections[0]!.items[0]!.photos = [
      { url: 'pie.png', webp_url: null, width: null, height: null },
    ];
    document.locations[0]!.holidays = [
      { date: 'today+2', is_open: false, open_time: null, close_time: null, note: 'Inventory' },
    ];
    await importTenant(
      empty.db.kysely,
      parseTenantDocument(JSON.parse(JSON.stringify(document))),
      importOptions(),
    );
    const out = await exportTenant(empty.db.kysely, 'newpies');
    expect(out.brand.logo).toMatch(/^\/images\/newpies\/imported\/[0-9a-f]{24}\.jpg$/);
    const photo = out.locations[0]!.menus[0]!.sections[0]!.items[0]!.photos[0]!;
    expect(photo).toMatchObject({ url: out.brand.logo, width: 300, height: 200 });
    expect(fs.existsSync(path.join(work, photo.webp_url!.replace('/images/', 'images/')))).toBe(true);
    // TEST_NOW is a Wednesday evening in Winnipeg; two days later is the Friday.
    expect(out.locations[0]!.holidays).toEqual([
      { date: '2026-11-27', is_open: false, open_time: null, close_time: null, note: 'Inventory' },
    ]);
  });

  it('stops before writing when an image cannot be read, saying which one', async () => {
    const document = structuredClone(exported.get('prairiepie')!);
    document.slug = 'nopies';
    document.brand.logo = 'missing/logo.png';
    await expect(importTenant(empty.db.kysely, document, importOptions())).rejects.toThrow(
      /^\$\.brand\.logo: no file missing\/logo\.png/,
    );
    expect(await importedTenant('nopies')).toBeUndefined();
  });

  it('refuses locations that take payment online on a server with no payment provider, and writes nothing', async () => {
    const document = structuredClone(exported.get('goldenmaple')!);
    document.slug = 'unpaid';
    const online = document.locations.filter((l) => l.online_payment.accept_online_payment);
    expect(online.length).toBeGreaterThan(0);
    await expect(
      importTenant(empty.db.kysely, document, { ...importOptions(), onlinePayment: false }),
    ).rejects.toThrow(
      `Nothing was written: ${online.map((l) => l.slug).join(', ')} take payment online, and this server has no payment provider configured`,
    );
    expect(await importedTenant('unpaid')).toBeUndefined();
    for (const location of online) location.online_payment.accept_online_payment = false;
    await importTenant(empty.db.kysely, document, { ...importOptions(), onlinePayment: false });
    expect(await importedTenant('unpaid')).toBeDefined();
  });

  it('refuses an https: image on a host not allowed (IMAGE_HOSTS) before fetching it, saying where', async () => {
    const document = structuredClone(exported.get('prairiepie')!);
    document.slug = 'farpies';
    document.locations[0]!.menus[0]!.sections[0]!.items[0]!.photos = [
      { url: 'https://cdn.example.com/pie.jpg', webp_url: null, width: null, height: null },
    ];
    await expect(
      importTenant(empty.db.kysely, parseTenantDocument(document), {
        ...importOptions(),
        images: { ...importOptions().images, allowedHosts: ['images.example.org'] },
      }),
    ).rejects.toThrow(
      '$.locations[0].menus[0].sections[0].items[0].photos[0].url: cdn.example.com is not an allowed image host',
    );
    expect(await importedTenant('farpies')).toBeUndefined();
  });
});

describe('console uploads and percent coupons in a document', () => {
  it('exports uploaded images as files and imports them back byte for byte; a round trip is exact', async () => {
    const db = seeded.db.kysely;
    const tenant = await tenantRowOf(seeded.db, 'goldenmaple');
    const photoOf = async (background: string) =>
      storeImage(
        db,
        tenant.id,
        await processImage(
          await sharp({ create: { width: 700, height: 500, channels: 3, background } })
            .png()
            .toBuffer(),
          { width: 640, height: 480 },
        ),
        TEST_NOW,
      );
    const [logo, photo] = [await photoOf('#aa3300'), await photoOf('#0033aa')];
    await db.updateTable('tenants').set({ logo_url: logo.url }).where('id', '=', tenant.id).execute();
    const item = await db
      .selectFrom('menu_items')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('menu_items')
      .set({ photos: JSON.stringify([photo]) })
      .where('id', '=', item.id)
      .execute();
    await db
      .insertInto('coupons')
      .values({
        id: newId(),
        tenant_id: tenant.id,
        name: 'Ten percent',
        coupon_code: 'TENPCT',
        code_key: 'TENPCT',
        amount_cents: 0,
        percent_off: 10,
        is_paper: 0,
        single_use: 1,
        created_at: TEST_NOW.toISOString(),
        updated_at: TEST_NOW.toISOString(),
      })
      .execute();

    const out = path.join(work, 'out');
    const first = await exportTenantWithMedia(db, 'goldenmaple');
    expect(first.document.brand.logo).toBe(`goldenmaple-media/${logo.url.slice('/media/'.length)}`);
    expect(first.document.coupons.find((c) => c.code === 'TENPCT')).toMatchObject({
      amount: 0,
      percent_off: 10,
    });
    expect(first.files.map((f) => f.path).sort()).toEqual(
      // A logo is one address (its jpg); a photo has its webp too.
      [logo.url, photo.url, photo.webp_url!].map((u) => `goldenmaple-media/${u.slice(7)}`).sort(),
    );
    await writeMediaFiles(out, first.files);
    fs.writeFileSync(path.join(out, 'goldenmaple.json'), documentText(first.document));

    await importTenant(
      empty.db.kysely,
      parseTenantDocument(JSON.parse(fs.readFileSync(path.join(out, 'goldenmaple.json'), 'utf8'))),
      {
        now: TEST_NOW,
        images: { baseDir: out, imagesDir: path.join(work, 'images'), allowedHosts: [] },
        onlinePayment: true,
      },
    );
    const again = await exportTenantWithMedia(empty.db.kysely, 'goldenmaple');
    expect(documentText(again.document)).toBe(documentText(first.document));
    expect(again.files).toEqual(first.files);
    // The storefront's addresses are the same, and serve the same bytes.
    const restored = await empty.db.kysely
      .selectFrom('uploaded_images')
      .select(['id', 'bytes'])
      .where('id', '=', logo.url.slice(7, 31))
      .executeTakeFirstOrThrow();
    expect(Buffer.from(restored.bytes)).toEqual(
      first.files.find((f) => f.path.endsWith(`${restored.id}.jpg`))!.bytes,
    );
    const coupon = await empty.db.kysely
      .selectFrom('coupons')
      .select(['amount_cents', 'percent_off'])
      .where('code_key', '=', 'TENPCT')
      .executeTakeFirstOrThrow();
    expect(coupon).toEqual({ amount_cents: 0, percent_off: 10 });
  });

  it('refuses a coupon with both an amount and a percentage, or neither', () => {
    const document = JSON.parse(documentText(exported.get('emerald')!));
    document.coupons = [
      { code: 'BOTH', name: 'Both', amount: 5, percent_off: 10 },
      { code: 'NONE', name: 'Neither' },
    ];
    expect(parseIssues(document)).toEqual([
      '$.coupons[0].amount: Give an amount or a percentage (one of the two)',
      '$.coupons[1].amount: Give an amount or a percentage (one of the two)',
    ]);
  });

  it('carries the languages and the translations (issue 31), and refuses bad ones by JSON path', () => {
    const gold = exported.get('goldenmaple')!;
    expect(gold.brand).toMatchObject({ languages: ['en', 'fr'], defaultLanguage: 'en' });
    const poutine = gold.locations[0]!.menus[0]!.sections[0]!.items[0]!;
    expect(poutine.translations?.fr?.name).toBe('Poutine des Prairies');
    expect(poutine.options[0]!.items[0]!.translations?.fr?.name).toBe('Porc effiloché');
    expect(gold.promotions[0]!.translations?.fr?.name).toBe('Livraison gratuite près du bistro');
    expect(gold.gift_card_products[0]!.translations?.fr?.name).toBe('Carte-cadeau Golden Maple de 25 $');
    expect(gold.brand.announcements[0]!.translations?.fr?.title).toBe('La saison des terrasses est arrivée');
    // Sizes, sub-items, signature dishes and gallery captions too (decision 0097).
    expect(poutine.sizes.map((size) => size.translations?.fr?.name)).toEqual(['Régulier', 'Grand']);
    const combo = gold.locations[0]!.menus.flatMap((m) => m.sections.flatMap((s) => s.items));
    expect(combo.find((i) => i.code === 'L2')!.sub_items[2]).toEqual({
      name: 'Drink',
      translations: { fr: { name: 'Boisson' } },
      spicy: 0,
    });
    expect(gold.brand.signature_dishes[0]!.translations?.fr?.name).toBe('Burger Golden Maple');
    expect(gold.brand.gallery[0]!.translations?.fr?.caption).toBe('Notre salle à manger un samedi soir');
    expect(exported.get('emerald')!.brand).toMatchObject({ languages: ['en'], defaultLanguage: 'en' });
    expect(exported.get('emerald')!.locations[0]!.menus[0]!.translations).toBeUndefined();

    const document = JSON.parse(documentText(gold));
    document.brand.languages = ['en'];
    document.brand.defaultLanguage = 'fr';
    document.brand.translations = { fr: { slogan: 'Le réconfort' }, es: { slogan: 'Comida' } };
    document.locations[0].menus[0].sections[0].items[0].translations = { fr: { price: '12' } };
    document.gift_card_products[0].translations = { fr: { name: 42 } };
    document.locations[0].menus[0].sections[0].items[0].sizes[0].translations = { fr: { price: '1' } };
    document.brand.gallery[0].translations = { fr: { title: 'Salle' } };
    expect(parseIssues(document)).toEqual([
      '$.brand.translations: Translations are only in the languages en, fr, not es',
      '$.brand.gallery[0].translations.fr: Only caption can be translated here, not title',
      '$.locations[0].menus[0].sections[0].items[0].translations.fr: Only name, description can be translated here, not price',
      '$.locations[0].menus[0].sections[0].items[0].sizes[0].translations.fr: Only name can be translated here, not price',
      "$.gift_card_products[0].translations.fr.name: The product's translated name must be text",
    ]);
    document.brand.translations = {};
    document.locations[0].menus[0].sections[0].items[0].translations = {};
    document.gift_card_products[0].translations = {};
    document.locations[0].menus[0].sections[0].items[0].sizes[0].translations = {};
    document.brand.gallery[0].translations = {};
    expect(parseIssues(document)).toEqual([
      '$.brand.defaultLanguage: The default language must be one of the languages the restaurant offers',
    ]);
  });
});

describe('the published JSON Schema', () => {
  it('is the one the zod schemas generate (run `npm run tenant -- schema` to update it)', () => {
    const published = fs.readFileSync(TENANT_DOCUMENT_JSON_SCHEMA_FILE, 'utf8');
    expect(published).toBe(tenantDocumentJsonSchema());
  });
});

describe('npm run tenant', () => {
  it('exits non-zero with every error by JSON path for an invalid file', () => {
    const file = path.join(work, 'broken.json');
    fs.writeFileSync(file, JSON.stringify({ version: 1, slug: 'Bad Slug', brand: {}, locations: [] }));
    const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, 'import', file], {
      env: { ...process.env, DATABASE_URL: path.join(work, 'cli.db') },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The tenant document is not valid (nothing was written):');
    expect(run.stderr).toContain('$.slug: The tenant slug must be lower-case letters, digits and dashes');
    expect(run.stderr).toContain('$.brand.name: The brand name must be text');
    expect(run.stderr).toContain('$.locations: A tenant has at least one location');
  }, 60_000);
});
