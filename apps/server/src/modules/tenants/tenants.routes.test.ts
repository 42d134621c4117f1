import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_TYPES, type ApiTenant, type ApiTenantSummary } from '@storefront/domain';
import { createTestApp, hostOf, type TestApp } from '../../test/harness';
import { withSettings } from '../../test/row-changes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get<T>(url: string, host = 'localhost:3000') {
  const response = await t.app.inject({ method: 'GET', url, headers: { host } });
  return { status: response.statusCode, body: response.json() as T, response };
}

async function tenantBySlug(slug: string): Promise<ApiTenant> {
  const { status, body } = await get<ApiTenant>(`/api/eater/tenants/${slug}`, hostOf(slug).host);
  expect(status).toBe(200);
  return body;
}

describe('GET /api/eater/tenants', () => {
  it('lists every tenant with its slug and website address', async () => {
    const { status, body } = await get<ApiTenantSummary[]>('/api/eater/tenants');
    expect(status).toBe(200);
    expect(body.map((t) => t.slug).sort()).toEqual(['emerald', 'goldenmaple', 'prairiepie']);
    for (const tenant of body) expect(tenant).toHaveProperty('website_url');
  });
});

describe('tenant resolution from the Host header', () => {
  it.each([
    ['localhost:3000', 'goldenmaple'],
    ['127.0.0.1:3000', 'goldenmaple'],
    ['emerald.localhost:3000', 'emerald'],
    ['prairiepie.localhost', 'prairiepie'],
    ['www.emerald.myfoodcourt.app', 'emerald'],
    ['orders.goldenmaple.ca', 'goldenmaple'],
    ['www.prairiepie.example.ca', 'prairiepie'],
  ])('%s is %s', async (host, slug) => {
    const directory = await get<ApiTenantSummary[]>('/api/eater/tenants');
    const expected = directory.body.find((t) => t.slug === slug)!;
    const { status, body } = await get<ApiTenant>(`/api/eater/tenants/${expected._id}`, host);
    expect(status).toBe(200);
    expect(body.slug).toBe(slug);
  });

  it('answers 404 with a message for a host that names no tenant', async () => {
    const { status, body } = await get<{ message: string; code: string }>(
      '/api/eater/tenants/nosuch',
      'nosuch.localhost:3000',
    );
    expect(status).toBe(404);
    expect(body.code).toBe('TENANT_NOT_FOUND');
    expect(body.message).toMatch(/No restaurant storefront/);
  });
});

describe('GET /api/eater/tenants/{subdomain}', () => {
  it('returns the tenant with restaurants, promotions, announcements, gallery, products and settings', async () => {
    const tenant = await tenantBySlug('goldenmaple');
    expect(tenant.name).toBe('Golden Maple Bistro');
    expect(tenant.theme).toBe('gold');
    expect(tenant.hasMenu).toBe(true);
    expect(tenant.restaurants).toHaveLength(1);
    // The demo shows one promotion of every type the registry defines.
    expect(tenant.promotions.map((p) => p.type).sort()).toEqual([...PROMOTION_TYPES].sort());
    expect(tenant.announcements.length).toBeGreaterThan(0);
    expect(tenant.gallery.length).toBeGreaterThan(0);
    expect(tenant.giftCardProducts.length).toBeGreaterThan(0);
    expect(tenant.settings).toMatchObject({
      online_ordering: true,
      membership: true,
      gift_card: true,
      coupon: true,
    });
    expect(tenant.settings.online_payment_settings).toEqual({ accept_online_payment: expect.any(Boolean) });
  });

  it('never publishes a promotion coupon code', async () => {
    const { response } = await get<ApiTenant>('/api/eater/tenants/goldenmaple', hostOf('goldenmaple').host);
    expect(response.body).not.toMatch(/"coupon_code"/);
  });

  it('accepts the id as well as the slug', async () => {
    const tenant = await tenantBySlug('emerald');
    const byId = await get<ApiTenant>(`/api/eater/tenants/${tenant._id}`, hostOf('emerald').host);
    expect(byId.body.slug).toBe('emerald');
    expect(tenant.theme).toBe('emerald');
    expect(tenant.restaurants).toHaveLength(3);
  });

  it('answers another tenant exactly like an unknown one: 404', async () => {
    const emerald = await tenantBySlug('emerald');
    for (const id of [emerald._id, 'emerald', '000000000000000000000000', '..%2Fetc']) {
      const { status, body } = await get<{ message: string }>(
        `/api/eater/tenants/${id}`,
        hostOf('goldenmaple').host,
      );
      expect(status).toBe(404);
      expect(body.message).toBe('Restaurant brand not found.');
    }
  });

  it('has every feature flag on in one tenant and off in another', async () => {
    const tenants = await Promise.all(['goldenmaple', 'emerald', 'prairiepie'].map(tenantBySlug));
    for (const flag of [
      'online_ordering',
      'online_reservation',
      'membership',
      'gift_card',
      'coupon',
      'loyalty_reward_program',
    ] as const) {
      const values = tenants.map((t) => t.settings[flag]);
      expect(values, flag).toContain(true);
      expect(values, flag).toContain(false);
    }
  });
});

describe('tenant collections', () => {
  it('GET /tenants/{id}/promotions lists enabled promotions with their rules', async () => {
    const tenant = await tenantBySlug('emerald');
    const { status, body } = await get<ApiTenant['promotions']>(
      `/api/eater/tenants/${tenant._id}/promotions`,
      hostOf('emerald').host,
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(6);
    for (const promotion of body) {
      expect(promotion.disabled).toBe(false);
      expect(promotion.rules.weekdays.monday).toHaveProperty('selected');
      expect(Array.isArray(promotion.conditions)).toBe(true);
    }
  });

  it('GET /tenants/{id}/giftcardproducts and /giftcardproducts/{id}', async () => {
    const tenant = await tenantBySlug('goldenmaple');
    const host = hostOf('goldenmaple').host;
    const list = await get<ApiTenant['giftCardProducts']>(
      `/api/eater/tenants/${tenant._id}/giftcardproducts`,
      host,
    );
    expect(list.status).toBe(200);
    const product = list.body[0]!;
    expect(product).toMatchObject({
      id: product._id,
      price: expect.any(Number),
      unitPrice: expect.any(Number),
    });
    const one = await get<typeof product>(`/api/eater/giftcardproducts/${product._id}`, host);
    expect(one.body).toEqual(product);
    const elsewhere = await get(`/api/eater/giftcardproducts/${product._id}`, hostOf('emerald').host);
    expect(elsewhere.status).toBe(404);
    expect((await get('/api/eater/giftcardproducts/not-an-id', host)).status).toBe(404);
  });

  it('offers no gift card products while the gift_card setting is off', async () => {
    const tenant = await tenantBySlug('goldenmaple');
    const host = hostOf('goldenmaple').host;
    const product = tenant.giftCardProducts[0]!;
    await withSettings(t.db, 'tenants', tenant._id, { gift_card: false }, async () => {
      expect((await get(`/api/eater/tenants/${tenant._id}/giftcardproducts`, host)).body).toEqual([]);
      expect((await get(`/api/eater/giftcardproducts/${product._id}`, host)).status).toBe(404);
      expect((await tenantBySlug('goldenmaple')).giftCardProducts).toEqual([]);
    });
    expect((await get(`/api/eater/giftcardproducts/${product._id}`, host)).status).toBe(200);
  });

  it('GET /tenants/{id}/signature-dishes returns up to the seeded dishes with prices in dollars', async () => {
    const tenant = await tenantBySlug('goldenmaple');
    const { body } = await get<{ name: string; price: number; image: { url: string } | null }[]>(
      `/api/eater/tenants/${tenant._id}/signature-dishes`,
      hostOf('goldenmaple').host,
    );
    expect(body.length).toBeGreaterThanOrEqual(6);
    for (const dish of body) {
      expect(Number.isInteger(Math.round(dish.price * 100))).toBe(true);
      expect(dish.image?.url).toMatch(/^\/images\/goldenmaple\//);
    }
  });

  it('GET /tenants/{id}/customerviews?email= reports isBlocked', async () => {
    const tenant = await tenantBySlug('goldenmaple');
    const host = hostOf('goldenmaple').host;
    const url = (email: string) =>
      `/api/eater/tenants/${tenant._id}/customerviews?email=${encodeURIComponent(email)}`;
    expect((await get(url('blocked@example.com'), host)).body).toEqual({ isBlocked: true });
    expect((await get(url('BLOCKED@example.com'), host)).body).toEqual({ isBlocked: true });
    expect((await get(url('demo@example.com'), host)).body).toEqual({ isBlocked: false });
    expect((await get(url('nobody@example.com'), host)).body).toEqual({ isBlocked: false });
    const bad = await get<{ message: string }>(url('not-an-email'), host);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('email: Invalid email address');
    expect((await get(`/api/eater/tenants/${tenant._id}/customerviews`, host)).status).toBe(400);
  });

  it('GET customerviews tells nothing where there is no checkout (no online ordering, no gift cards)', async () => {
    const prairie = await tenantBySlug('prairiepie');
    expect(prairie.settings).toMatchObject({ online_ordering: false, gift_card: false });
    for (const email of ['blocked@example.com', 'nobody@example.com']) {
      const answer = await get<{ message: string }>(
        `/api/eater/tenants/${prairie._id}/customerviews?email=${encodeURIComponent(email)}`,
        hostOf('prairiepie').host,
      );
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(
        expect.objectContaining({ message: expect.stringContaining('no checkout') }),
      );
    }
  });
});
