import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROMOTION_TYPES,
  percentOf,
  type OptionGroup,
  type Photo,
  type PromotionRules,
  type RestaurantSettings,
} from '@storefront/domain';
import { createTestDb, TEST_NOW, type TestDb } from '../../test/harness';
import { statusHistoryOf } from '../../test/orders-fixture';
import { DINER_ACTIVITY_TABLES } from '../../test/tables';
import { verifyPassword } from '../../modules/auth/password';
import type { Database } from '../schema';
import { DEMO_CREDENTIALS, DEMO_TENANT_SLUGS, resetDemo, seedDemo } from './index';
import { tenantRowOf } from '../../test/rows';
import { selectTenantRows, type TenantTable } from '../tenant-rows';

const DEMO_ASSETS = path.resolve(import.meta.dirname, '../../../demo-assets');
/** '/images/goldenmaple/burger-1.jpg' -> apps/server/demo-assets/images/goldenmaple/burger-1.jpg */
const fileOf = (url: string) => path.join(DEMO_ASSETS, url.replace(/^\/+/, ''));

const TABLES: (keyof Database)[] = [
  'tenants',
  'restaurants',
  'holiday_hours',
  'menus',
  'menu_sections',
  'menu_items',
  'promotions',
  'announcements',
  'gallery_images',
  'testimonials',
  'gift_card_products',
  'signature_dishes',
  'plastic_cutlery_items',
  ...DINER_ACTIVITY_TABLES,
];

let t: TestDb;
let first: { created: string[]; skipped: string[] };
const now = TEST_NOW;

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await t.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

async function tenantId(slug: string): Promise<string> {
  return (await tenantRowOf(t.db, slug)).id;
}

/** A tenant's rows of one of its tables. */
const rowsOf = <T extends TenantTable>(table: T, tenantId: string) =>
  selectTenantRows(t.db.kysely, table, tenantId).execute();

/** A tenant's diner by email. */
const customerOf = (tenantId: string, email: string) =>
  selectTenantRows(t.db.kysely, 'customers', tenantId).where('email', '=', email).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestDb();
  first = await seedDemo(t.db.kysely, { now });
});
afterAll(() => t.drop());

describe('seedDemo', () => {
  it('creates the three demo tenants', async () => {
    expect(first).toEqual({ created: [...DEMO_TENANT_SLUGS], skipped: [] });
    const tenants = await t.db.kysely
      .selectFrom('tenants')
      .select(['slug', 'name', 'theme', 'website_url'])
      .orderBy('slug')
      .execute();
    expect(tenants).toEqual([
      { slug: 'emerald', name: 'Emerald Noodle House', theme: 'emerald', website_url: null },
      { slug: 'goldenmaple', name: 'Golden Maple Bistro', theme: 'gold', website_url: null },
      {
        slug: 'prairiepie',
        name: 'Prairie Pie Co.',
        theme: 'gold',
        website_url: 'https://www.prairiepie.example.ca',
      },
    ]);
    const restaurants = await t.db.kysely
      .selectFrom('restaurants')
      .innerJoin('tenants', 'tenants.id', 'restaurants.tenant_id')
      .select(['tenants.slug', 'restaurants.city_town'])
      .orderBy('restaurants.position')
      .execute();
    expect(restaurants.filter((r) => r.slug === 'emerald').map((r) => r.city_town)).toEqual([
      'Calgary',
      'Edmonton',
      'Regina',
    ]);
    expect(restaurants.filter((r) => r.slug === 'goldenmaple').map((r) => r.city_town)).toEqual([
      'Saskatoon',
    ]);
    expect(restaurants.filter((r) => r.slug === 'prairiepie').map((r) => r.city_town)).toEqual(['Winnipeg']);
  });

  it('gives goldenmaple and emerald at least 40 menu items, all with photos', async () => {
    for (const slug of ['goldenmaple', 'emerald']) {
      const items = await t.db.kysely
        .selectFrom('menu_items')
        .select(['photos'])
        .where('tenant_id', '=', await tenantId(slug))
        .execute();
      expect(items.length, slug).toBeGreaterThanOrEqual(40);
      for (const item of items) expect((JSON.parse(item.photos) as Photo[]).length).toBeGreaterThan(0);
    }
    const perRestaurant = await t.db.kysely
      .selectFrom('menu_items')
      .innerJoin('menu_sections', 'menu_sections.id', 'menu_items.section_id')
      .innerJoin('menus', 'menus.id', 'menu_sections.menu_id')
      .select(['menus.restaurant_id', (eb) => eb.fn.countAll().as('n')])
      .where('menu_items.tenant_id', '=', await tenantId('emerald'))
      .groupBy('menus.restaurant_id')
      .execute();
    expect(perRestaurant).toHaveLength(3);
    for (const row of perRestaurant) expect(Number(row.n)).toBeGreaterThanOrEqual(24);
  });

  it('has every feature to filter or show: hidden and disabled rows, a sold-out item, sizes and option groups', async () => {
    for (const slug of DEMO_TENANT_SLUGS) {
      const id = await tenantId(slug);
      const items = await rowsOf('menu_items', id);
      const sections = await rowsOf('menu_sections', id);
      const features = {
        'a hidden item': items.some((i) => i.hidden_from_public === 1),
        'a disabled item': items.some((i) => i.disabled === 1),
        'a sold-out item': items.some(
          (i) => i.sold_out_until !== null && i.sold_out_until > now.toISOString(),
        ),
        'a hidden section': sections.some((s) => s.hidden_from_public === 1),
        'a disabled section': sections.some((s) => s.disabled === 1),
        'an item with sizes': items.some((i) => JSON.parse(i.sizes).length > 0),
      };
      for (const [feature, present] of Object.entries(features))
        expect(present, `${slug}: ${feature}`).toBe(true);
    }
    for (const slug of ['goldenmaple', 'emerald']) {
      const id = await tenantId(slug);
      const items = await rowsOf('menu_items', id);
      const groups = items.flatMap((i) => JSON.parse(i.options) as OptionGroup[]);
      expect(
        groups.some((g) => g.selection_type === 'Single' && g.min_selected === 1 && g.max_selected === 1),
      ).toBe(true);
      expect(
        groups.some(
          (g) => g.selection_type === 'Multiple' && g.max_selected === 3 && g.number_of_free_options === 1,
        ),
      ).toBe(true);
      expect(groups.some((g) => g.is_extra)).toBe(true);
      expect(
        groups.some((g) => g.name === 'Spicy' && g.items.map((o) => o.name).join() === 'Mild,Medium,Hot'),
      ).toBe(true);
      expect(groups.some((g) => g.hidden_from_public)).toBe(true);
      expect(groups.some((g) => g.items.some((o) => o.hidden_from_public))).toBe(true);
      expect(items.some((i) => JSON.parse(i.sub_items).length > 0)).toBe(true);
      const menus = await rowsOf('menus', id);
      expect(
        menus.some(
          (m) =>
            m.duration_name === 'Lunch' &&
            m.duration_time_start === '11:00' &&
            m.duration_time_end === '14:00',
        ),
      ).toBe(true);
      expect(menus.some((m) => m.online_ordering === 0)).toBe(true);
    }
  });

  it('points every image at a shipped file', async () => {
    const urls: string[] = [];
    for (const item of await t.db.kysely.selectFrom('menu_items').select('photos').execute()) {
      for (const p of JSON.parse(item.photos) as Photo[])
        urls.push(p.url, ...(p.webp_url ? [p.webp_url] : []));
    }
    for (const g of await t.db.kysely
      .selectFrom('gallery_images')
      .select(['image_url', 'image_webp_url'])
      .execute()) {
      urls.push(g.image_url, ...(g.image_webp_url ? [g.image_webp_url] : []));
    }
    for (const table of ['gift_card_products', 'signature_dishes'] as const) {
      for (const row of await t.db.kysely
        .selectFrom(table)
        .select(['image_url', 'image_webp_url'])
        .execute()) {
        urls.push(...[row.image_url, row.image_webp_url].filter((u): u is string => u !== null));
      }
    }
    for (const p of await t.db.kysely.selectFrom('promotions').select('image_url').execute())
      if (p.image_url) urls.push(p.image_url);
    for (const tenant of await t.db.kysely
      .selectFrom('tenants')
      .select(['logo_url', 'favicon_url'])
      .execute()) {
      urls.push(...[tenant.logo_url, tenant.favicon_url].filter((u): u is string => u !== null));
    }
    expect(urls.length).toBeGreaterThan(200);
    const missing = [...new Set(urls)].filter(
      (url) => !url.startsWith('/images/') || !fs.existsSync(fileOf(url)),
    );
    expect(missing).toEqual([]);
  });

  it('has all six promotion types at goldenmaple and emerald, with their rules', async () => {
    for (const slug of ['goldenmaple', 'emerald']) {
      const id = await tenantId(slug);
      const promotions = await rowsOf('promotions', id);
      const enabled = promotions.filter((p) => p.disabled === 0);
      expect(new Set(enabled.map((p) => p.type)), slug).toEqual(new Set(PROMOTION_TYPES));
      expect(promotions.some((p) => p.disabled === 1)).toBe(true);
      for (const p of promotions) {
        expect(p.promo_apply_option === 'Coupon code').toBe(p.coupon_code !== null);
        const rules = JSON.parse(p.rules) as PromotionRules;
        expect(Object.keys(rules.weekdays)).toHaveLength(7);
      }
      expect(promotions.some((p) => (JSON.parse(p.rules) as PromotionRules).is_next_order_coupon)).toBe(true);
      // Promotion sections list exactly the promotion's eligible items.
      const sections = await t.db.kysely
        .selectFrom('menu_sections')
        .selectAll()
        .where('tenant_id', '=', id)
        .where('is_promotion', '=', 1)
        .execute();
      expect(sections.length).toBeGreaterThan(0);
      for (const promotion of promotions.filter((p) => sections.some((s) => s.promotion_id === p.id))) {
        const items = await t.db.kysely
          .selectFrom('menu_items')
          .select('id')
          .where(
            'section_id',
            'in',
            sections.filter((s) => s.promotion_id === promotion.id).map((s) => s.id),
          )
          .execute();
        expect([...(JSON.parse(promotion.rules) as PromotionRules).eligible_items_group_1].sort()).toEqual(
          items.map((i) => i.id).sort(),
        );
      }
    }
  });

  it('makes every order add up', async () => {
    const orders = await t.db.kysely.selectFrom('orders').selectAll().execute();
    expect(orders.length).toBeGreaterThanOrEqual(16);
    const restaurants = new Map(
      (await t.db.kysely.selectFrom('restaurants').select(['id', 'settings']).execute()).map((r) => [
        r.id,
        JSON.parse(r.settings) as RestaurantSettings,
      ]),
    );
    for (const order of orders) {
      const settings = restaurants.get(order.restaurant_id)!;
      const lines = await t.db.kysely
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(lines.length).toBeGreaterThan(0);
      expect(order.subtotal_cents).toBe(
        lines.reduce((sum, l) => sum + l.base_total_cents + l.extra_total_cents, 0),
      );
      for (const line of lines) {
        expect(line.base_total_cents).toBe(line.base_price_cents * line.quantity);
        expect(line.extra_total_cents).toBe(line.extra_price_cents * line.quantity);
        const options = await t.db.kysely
          .selectFrom('order_line_options')
          .selectAll()
          .where('order_line_id', '=', line.id)
          .execute();
        expect(line.extra_price_cents).toBe(options.reduce((sum, o) => sum + o.option_total_cents, 0));
      }
      const promotions = await t.db.kysely
        .selectFrom('order_promotions')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      const discounts = await t.db.kysely
        .selectFrom('order_discounts')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(order.discount_total_cents).toBe(
        promotions.reduce((s, p) => s + p.discount_amount_cents, 0) +
          discounts
            .filter((d) => d.is_next_order_coupon === 0)
            .reduce((s, d) => s + d.discount_amount_cents, 0),
      );
      // Decision 0038: tax on the subtotal less the discounts (the seed's are all on the items).
      const taxable = order.subtotal_cents - order.discount_total_cents;
      expect(order.gst_cents).toBe(percentOf(taxable, settings.gst_rate));
      expect(order.pst_cents).toBe(percentOf(taxable, settings.pst_rate));
      expect(order.tax_cents).toBe(order.gst_cents + order.pst_cents);
      expect(order.delivery_gst_cents).toBe(percentOf(order.delivery_fee_cents, settings.gst_rate));
      expect(order.total_cents).toBe(
        order.subtotal_cents +
          order.tax_cents +
          order.delivery_fee_cents +
          order.delivery_gst_cents -
          order.discount_total_cents -
          order.gift_card_total_cents,
      );
      expect(order.total_cents).toBeGreaterThanOrEqual(0);
      expect(order.received_at < now.toISOString()).toBe(true);
      const history = await statusHistoryOf(t.db, order.id);
      expect(history[0]?.status).toBe('Received');
      expect(history.at(-1)?.status).toBe(order.status);
      if (order.delivery_method === 'Delivery') {
        expect(JSON.parse(order.delivery_address!)).toMatchObject({
          distanceInMeter: order.distance_in_meter,
          postalCode: expect.any(String),
        });
      }
    }
    // Numbers come from the tenant's counter, which is left at the last one used.
    for (const tenant of await t.db.kysely.selectFrom('tenants').selectAll().execute()) {
      const numbers = orders.filter((o) => o.tenant_id === tenant.id).map((o) => o.order_number);
      if (numbers.length > 0) expect(Math.max(...numbers)).toBe(tenant.order_number_seq);
      expect(new Set(numbers).size).toBe(numbers.length);
    }
  });

  it('gives the demo member five orders, one of each status, and guests repeat orders at goldenmaple', async () => {
    for (const slug of ['goldenmaple', 'emerald']) {
      const id = await tenantId(slug);
      const demo = await customerOf(id, DEMO_CREDENTIALS.email);
      expect(demo).toMatchObject({
        first_name: 'Jordan',
        last_name: 'Tremblay',
        telephone: '306-555-0199',
        is_blocked: 0,
      });
      expect(await verifyPassword(demo.password_hash!, DEMO_CREDENTIALS.password)).toBe(true);
      const orders = await t.db.kysely
        .selectFrom('orders')
        .select('status')
        .where('customer_id', '=', demo.id)
        .execute();
      expect(orders.map((o) => o.status).sort()).toEqual([
        'Accepted',
        'Cancelled',
        'Fulfilled',
        'Received',
        'Rejected',
      ]);
      const reservations = await t.db.kysely
        .selectFrom('reservations')
        .select('status')
        .where('customer_id', '=', demo.id)
        .execute();
      expect(reservations.map((r) => r.status).sort()).toEqual(['Completed', 'Confirmed', 'Pending']);
      const coupons = await rowsOf('coupons', id);
      for (const c of coupons) expect(c.code_key).toBe(c.coupon_code.toUpperCase());
      expect(coupons.some((c) => c.redeemed_order_id !== null && c.redeemed_by === demo.id)).toBe(true);
      expect(coupons.some((c) => c.is_paper === 1)).toBe(true);
      expect(coupons.some((c) => c.valid_until !== null && c.valid_until < now.toISOString())).toBe(true);
    }
    const gm = await tenantId('goldenmaple');
    expect(await customerOf(gm, 'blocked@example.com')).toMatchObject({ is_blocked: 1, password_hash: null });
    const eaters = (await rowsOf('orders', gm)).filter((o) => o.eater_uuid !== null);
    expect(eaters.length).toBeGreaterThanOrEqual(6);
    const perEater = new Map<string, number>();
    for (const e of eaters) perEater.set(e.eater_uuid!, (perEater.get(e.eater_uuid!) ?? 0) + 1);
    expect([...perEater.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps balances consistent: loyalty points and gift cards', async () => {
    const customers = await t.db.kysely
      .selectFrom('customers')
      .select(['id', 'point_balance', 'referrer_id'])
      .execute();
    const ledger = await t.db.kysely.selectFrom('loyalty_points_ledger').selectAll().execute();
    for (const c of customers) {
      expect(c.point_balance).toBe(
        ledger.filter((l) => l.customer_id === c.id).reduce((sum, l) => sum + l.points, 0),
      );
    }
    expect(
      ledger.some(
        (l) =>
          l.kind === 'referral' &&
          customers.some((c) => c.id === l.referred_customer_id && c.referrer_id === l.customer_id),
      ),
    ).toBe(true);
    expect(ledger.some((l) => l.kind === 'order')).toBe(true);

    const cards = await t.db.kysely.selectFrom('gift_cards').selectAll().execute();
    const redemptions = await t.db.kysely.selectFrom('gift_card_redemptions').selectAll().execute();
    for (const card of cards) {
      expect(card.gift_card_number).toMatch(/^\d{16}$/);
      const captured = redemptions
        .filter((r) => r.gift_card_id === card.id && r.status === 'captured')
        .reduce((s, r) => s + r.amount_cents, 0);
      expect(card.balance_cents).toBe(card.initial_balance_cents - captured);
      expect(card.pending_balance_cents).toBe(card.balance_cents);
    }
    expect(cards.some((c) => c.kind === 'Physical')).toBe(true);
    expect(cards.some((c) => c.balance_cents === 0)).toBe(true);
    expect(cards.some((c) => c.balance_cents === 3250 && c.initial_balance_cents === 5000)).toBe(true);
  });

  it('creates nothing when run again', async () => {
    const before = await counts();
    expect(await seedDemo(t.db.kysely, { now })).toEqual({ created: [], skipped: [...DEMO_TENANT_SLUGS] });
    expect(await counts()).toEqual(before);
  });

  it('resetDemo deletes the demo tenants and seedDemo brings them back', async () => {
    const before = await counts();
    expect((await resetDemo(t.db.kysely)).sort()).toEqual([...DEMO_TENANT_SLUGS].sort());
    const empty = await counts();
    for (const table of TABLES) expect(empty[table], table).toBe(0);
    expect(await seedDemo(t.db.kysely, { now })).toEqual({ created: [...DEMO_TENANT_SLUGS], skipped: [] });
    expect(await counts()).toEqual(before);
  });
});
