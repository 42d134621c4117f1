import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ALLERGENS, type ApiMenus } from '@storefront/domain';
import { getOn, hostOf } from '../../test/harness';
import { emerald, gold, t, useTestApp } from '../../test/app-fixture';
import { MenusCache, encodedBody, menusDocumentOf } from './menus.service';

const get = <T>(url: string, slug: string, headers: Record<string, string> = {}) =>
  getOn<T>(t.app, url, slug, headers);

useTestApp();

describe('GET /restaurants/{id}/menus', () => {
  it('returns every public menu, dine-in included, with sections and items in the spec shape', async () => {
    const { status, body } = await get<ApiMenus>(
      `/api/eater/restaurants/${gold.restaurants[0]!._id}/menus`,
      'goldenmaple',
    );
    expect(status).toBe(200);
    expect(body.menus.length).toBeGreaterThanOrEqual(3);
    expect(body.menus.some((m) => !m.online_ordering)).toBe(true);
    expect(
      body.menus.some((m) => m.duration.name !== 'all' && m.duration.time_start && m.duration.time_end),
    ).toBe(true);
    const items = body.menus.flatMap((m) => m.sections.flatMap((s) => s.items));
    expect(items.length).toBeGreaterThanOrEqual(20);
    for (const item of items) {
      expect(item).toMatchObject({
        _id: expect.any(String),
        name: expect.any(String),
        price: expect.any(Number),
      });
      expect(Array.isArray(item.sizes) && Array.isArray(item.options) && Array.isArray(item.photos)).toBe(
        true,
      );
    }
    expect(items.some((i) => i.sizes.length > 0)).toBe(true);
    expect(items.some((i) => i.options.some((g) => g.selection_type === 'Single'))).toBe(true);
    expect(
      items.some((i) => i.options.some((g) => g.selection_type === 'Multiple' && g.max_selected > 0)),
    ).toBe(true);
    expect(items.some((i) => i.sub_items.length > 0)).toBe(true);
    expect(items.some((i) => i.sold_out_until !== null)).toBe(true);
    expect(
      items.some((i) => i.photos.some((p) => p.url.endsWith('.jpg') && p.webp_url?.endsWith('.webp'))),
    ).toBe(true);
  });

  it('lists each item’s allergens, from the domain’s list, as the demo declares them', async () => {
    const { body } = await get<ApiMenus>(
      `/api/eater/restaurants/${gold.restaurants[0]!._id}/menus`,
      'goldenmaple',
    );
    const items = body.menus.flatMap((m) => m.sections.flatMap((s) => s.items));
    const byCode = new Map(items.map((i) => [i.cd, i]));
    expect(byCode.get('A1')?.allergens).toEqual(['milk', 'wheat']);
    // A drink that declares none has an empty list, never a missing field.
    expect(byCode.get('F1')?.allergens).toEqual([]);
    for (const item of items) expect(item.allergens.every((a) => ALLERGENS.includes(a))).toBe(true);
  });

  it('?onlineOrdering=true keeps only online menus and lists promotion items', async () => {
    const { body } = await get<ApiMenus>(
      `/api/eater/restaurants/${gold.restaurants[0]!._id}/menus?onlineOrdering=true`,
      'goldenmaple',
    );
    expect(body.menus.length).toBeGreaterThan(0);
    for (const menu of body.menus) expect(menu.online_ordering).toBe(true);
    expect(body.promotion_items.length).toBeGreaterThan(0);
    for (const group of body.promotion_items) expect(group.items.length).toBeGreaterThan(0);
  });

  it('never sends hidden or disabled menus, sections, items or options', async () => {
    const restaurantId = gold.restaurants[0]!._id;
    const hidden = await t.db.kysely
      .selectFrom('menu_items')
      .select(['id', 'name'])
      .where('tenant_id', '=', gold._id)
      .where((eb) => eb.or([eb('hidden_from_public', '=', 1), eb('disabled', '=', 1)]))
      .execute();
    const hiddenSections = await t.db.kysely
      .selectFrom('menu_sections')
      .select(['id'])
      .where('tenant_id', '=', gold._id)
      .where((eb) => eb.or([eb('hidden_from_public', '=', 1), eb('disabled', '=', 1)]))
      .execute();
    expect(hidden.length).toBeGreaterThan(0);
    expect(hiddenSections.length).toBeGreaterThan(0);
    for (const query of ['', '?onlineOrdering=true']) {
      const { response } = await get(`/api/eater/restaurants/${restaurantId}/menus${query}`, 'goldenmaple');
      for (const row of [...hidden, ...hiddenSections]) expect(response.body).not.toContain(row.id);
      expect(response.body).not.toMatch(/"hidden_from_public":true/);
    }
  });

  it('is served again from cache with an ETag, and changes when the menu version changes', async () => {
    const url = `/api/eater/restaurants/${gold.restaurants[0]!._id}/menus`;
    const first = await get<ApiMenus>(url, 'goldenmaple');
    const etag = first.response.headers.etag as string;
    expect(etag).toBeTruthy();
    const revalidated = await get(url, 'goldenmaple', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);

    const item = first.body.menus[0]!.sections[0]!.items[0]!;
    await t.db.kysely
      .updateTable('menu_items')
      .set({ name: 'Renamed by the kitchen' })
      .where('id', '=', item._id)
      .execute();
    await t.db.kysely
      .updateTable('restaurants')
      .set((eb) => ({ menus_version: eb('menus_version', '+', 1) }))
      .where('id', '=', gold.restaurants[0]!._id)
      .execute();
    const after = await get<ApiMenus>(url, 'goldenmaple', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.response.body).toContain('Renamed by the kitchen');
  });

  it('is served pre-compressed as the client accepts, decoding to the same document', async () => {
    const url = `/api/eater/restaurants/${gold.restaurants[0]!._id}/menus`;
    const plain = await t.app.inject({ url, headers: hostOf('goldenmaple') });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        url,
        headers: { ...hostOf('goldenmaple'), 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('builds a version once for the requests that arrive together, compresses it once per encoding, and keeps only the newest', async () => {
    const cache = new MenusCache();
    const restaurant = await t.db.kysely
      .selectFrom('restaurants')
      .select(['id', 'menus_version'])
      .where('id', '=', gold.restaurants[0]!._id)
      .executeTakeFirstOrThrow();
    const [first, second] = await Promise.all([
      menusDocumentOf(t.db.kysely, cache, gold._id, restaurant, false, 'en'),
      menusDocumentOf(t.db.kysely, cache, gold._id, restaurant, false, 'en'),
    ]);
    expect(second).toBe(first);
    const [br, brAgain] = await Promise.all([encodedBody(first, 'br'), encodedBody(first, 'br')]);
    expect(brAgain).toBe(br);
    expect(brotliDecompressSync(br)).toEqual(first.json);

    // A newer version takes the restaurant's place: the older document is not kept beside it.
    const next = { ...restaurant, menus_version: restaurant.menus_version + 1 };
    const newer = await menusDocumentOf(t.db.kysely, cache, gold._id, next, false, 'en');
    expect(await menusDocumentOf(t.db.kysely, cache, gold._id, restaurant, false, 'en')).not.toBe(first);
    // ... and that request, which read the older version, did not push the newer one out.
    expect(await menusDocumentOf(t.db.kysely, cache, gold._id, next, false, 'en')).toBe(newer);
  });

  it('gives each emerald location its own menu', async () => {
    const ids = await Promise.all(
      emerald.restaurants.map(async (r) => {
        const { body } = await get<ApiMenus>(`/api/eater/restaurants/${r._id}/menus`, 'emerald');
        return body.menus.map((m) => m._id);
      }),
    );
    const all = ids.flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('is a 404 for another tenant’s restaurant and a 400 for a bad flag', async () => {
    expect(
      (await get(`/api/eater/restaurants/${emerald.restaurants[0]!._id}/menus`, 'goldenmaple')).status,
    ).toBe(404);
    const bad = await get<{ message: string }>(
      `/api/eater/restaurants/${gold.restaurants[0]!._id}/menus?onlineOrdering=yes`,
      'goldenmaple',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("onlineOrdering must be 'true' or 'false'");
  });
});
