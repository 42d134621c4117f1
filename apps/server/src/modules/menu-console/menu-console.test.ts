import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENU_CONSOLE_MESSAGES,
  MENU_LIMIT_MESSAGES,
  MENU_LIMITS,
  MENU_PHOTO_MAX_BYTES,
  OWNER_CONSOLE_MESSAGES,
  type ApiMenus,
  type ApiTenant,
  type AuditEntriesResponse,
  type ConsoleMenuItem,
  type ConsoleMenusResponse,
} from '@storefront/domain';
import { call } from '../../test/accounts-fixture';
import { createTestApp, type TestApp } from '../../test/harness';
import { consoleClient, multipartFile, type ConsoleClient } from '../../test/owner-console-fixture';
import { locationMenuSize } from './menu-console.repository';

/*
 * Issue 19 item 1, Menus: every write of the owner console is validated with the tenant document's
 * schema (400 naming the field), the owner's only (403), scoped to the owner's tenant (404 for
 * another's), audited in its transaction, and on the storefront at once.
 */

let t: TestApp;
let staff: ConsoleClient;
let restaurantId: string;
let emeraldRestaurantId: string;
let tree: ConsoleMenusResponse;

const gold = <T = ConsoleMenusResponse>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => staff.as<T>('goldOwner', method, url, body === undefined ? {} : { body });

const items = (menus: ConsoleMenusResponse) => menus.menus.flatMap((m) => m.sections.flatMap((s) => s.items));
const itemNamed = (menus: ConsoleMenusResponse, name: string) => items(menus).find((i) => i.name === name)!;
const itemBody = (item: ConsoleMenuItem) => {
  const { _id, ...fields } = item;
  return fields;
};

async function publicMenus(slug = 'goldenmaple', id = restaurantId) {
  const response = await call<ApiMenus>(t.app, 'GET', `/api/eater/restaurants/${id}/menus`, { slug });
  return { body: response.body, etag: response.headers.etag as string };
}
const publicItems = (menus: ApiMenus) => menus.menus.flatMap((m) => m.sections.flatMap((s) => s.items));

/** The audit entry of this change (the pinned clock gives every entry of the file one instant). */
async function auditOf(entityId: string, action: string) {
  const response = await gold<AuditEntriesResponse>('GET', '/api/staff/audit?limit=100');
  return response.body.entries.find((e) => e.entityId === entityId && e.action === action);
}

async function auditCount() {
  const { count } = await t.db.kysely
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function menusVersion(id = restaurantId) {
  const row = await t.db.kysely
    .selectFrom('restaurants')
    .select('menus_version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.menus_version;
}

const photoOf = (format: 'png' | 'jpeg', width = 900, height = 700) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await consoleClient(t.app);
  const tenant = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/goldenmaple')).body;
  restaurantId = tenant.restaurants[0]!._id;
  const emerald = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/emerald', { slug: 'emerald' }))
    .body;
  emeraldRestaurantId = emerald.restaurants[0]!._id;
  tree = (await gold('GET', `/api/staff/restaurants/${restaurantId}/menu-tree`)).body;
});
afterAll(() => t.close());

describe('the owner’s menu tree', () => {
  it('has every menu, section and item of the location, hidden and disabled ones too', async () => {
    expect(tree.restaurantId).toBe(restaurantId);
    const storefront = publicItems((await publicMenus()).body);
    expect(items(tree).length).toBeGreaterThan(storefront.length);
    expect(items(tree).some((i) => i.hidden_from_public || i.disabled)).toBe(true);
    const first = items(tree)[0]!;
    expect(first).toMatchObject({ code: expect.any(String), price: expect.any(Number) });
  });
});

describe('changing an item', () => {
  it('changes the price on the storefront at once, audited with the price before and after', async () => {
    const item = items(tree).find((i) => !i.hidden_from_public && !i.disabled && i.sizes.length === 0)!;
    const before = await publicMenus();
    const version = await menusVersion();
    const response = await gold('PUT', `/api/staff/items/${item._id}`, { ...itemBody(item), price: 17.25 });
    expect(response.status).toBe(200);
    expect(itemNamed(response.body, item.name).price).toBe(17.25);
    expect(await menusVersion()).toBe(version + 1);
    const after = await publicMenus();
    expect(after.etag).not.toBe(before.etag);
    expect(publicItems(after.body).find((i) => i._id === item._id)!.price).toBe(17.25);
    const audit = await auditOf(item._id, 'update');
    expect(audit).toMatchObject({
      entity: 'menu_item',
      restaurantId,
      staff: { email: 'owner@goldenmaple.example.ca' },
      // The price alone would not say of what: the entry keeps the item's name.
      entityName: item.name,
      changes: { before: { price: item.price }, after: { price: 17.25 } },
    });
  });

  it('keeps the ids of sizes, option groups and options whose names stay', async () => {
    const item = items(tree).find((i) => i.options.length > 0 && i.options[0]!.items.length > 0)!;
    const options = item.options.map((group) => ({
      ...group,
      items: group.items.map((option) => ({ ...option, additional_cost: option.additional_cost + 1 })),
    }));
    const response = await gold('PUT', `/api/staff/items/${item._id}`, { ...itemBody(item), options });
    expect(response.status).toBe(200);
    const changed = items(response.body).find((i) => i._id === item._id)!;
    expect(changed.options.map((g) => g._id)).toEqual(item.options.map((g) => g._id));
    expect(changed.options[0]!.items.map((o) => o._id)).toEqual(item.options[0]!.items.map((o) => o._id));
    expect(changed.options[0]!.items[0]!.additional_cost).toBe(
      item.options[0]!.items[0]!.additional_cost + 1,
    );
  });

  it('refuses a bad field with a 400 that names it in the schema’s words, and writes nothing', async () => {
    const item = items(tree)[0]!;
    const count = await auditCount();
    const version = await menusVersion();
    for (const [change, message] of [
      [{ price: -1 }, 'price: The price cannot be negative'],
      [{ price: 1.999 }, 'price: The price can have at most two decimals (cents)'],
      [{ name: '  ' }, 'name: The item name cannot be empty'],
      [{ tags: ['hot'] }, expect.stringMatching(/^tags\.0: A tag is one of /)],
      [
        {
          options: [
            {
              name: 'Sauce',
              selection_type: 'Single',
              min_selected: 2,
              max_selected: 1,
              items: [{ name: 'Gravy' }],
            },
          ],
        },
        'options.0.min_selected: The fewest choices cannot be more than the most choices',
      ],
    ] as const) {
      const response = await gold('PUT', `/api/staff/items/${item._id}`, { ...itemBody(item), ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.message).toEqual(message);
    }
    expect(await auditCount()).toBe(count);
    expect(await menusVersion()).toBe(version);
  });

  it('refuses a code another item of the location has', async () => {
    const [first, second] = items(tree);
    const response = await gold('PUT', `/api/staff/items/${second!._id}`, {
      ...itemBody(second!),
      code: first!.code,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MENU_CONSOLE_MESSAGES.codeTaken(first!.code));
  });

  it('marks an item sold out and hidden, and the storefront follows', async () => {
    const item = items(tree).find((i) => !i.hidden_from_public && !i.disabled && !i.sold_out_until)!;
    const soldOut = await gold('PUT', `/api/staff/items/${item._id}`, {
      ...itemBody(item),
      sold_out_until: '9999-12-31T00:00:00.000Z',
    });
    expect(soldOut.status).toBe(200);
    expect(publicItems((await publicMenus()).body).find((i) => i._id === item._id)!.sold_out_until).toBe(
      '9999-12-31T00:00:00.000Z',
    );
    const hidden = await gold('PUT', `/api/staff/items/${item._id}`, {
      ...itemBody(item),
      hidden_from_public: true,
    });
    expect(hidden.status).toBe(200);
    expect(publicItems((await publicMenus()).body).some((i) => i._id === item._id)).toBe(false);
  });
});

describe('menus, sections and items', () => {
  let menuId: string;
  let sectionId: string;

  it('creates a dine-in menu with a time window, a section and an item, each on the storefront at once', async () => {
    const menu = await gold('POST', `/api/staff/restaurants/${restaurantId}/menus`, {
      name: 'Late Night',
      duration: { name: 'Late night', start: '21:00', end: '23:30' },
      online_ordering: false,
    });
    expect(menu.status).toBe(201);
    const created = menu.body.menus.at(-1)!;
    expect(created).toMatchObject({
      name: 'Late Night',
      duration: { name: 'Late night', start: '21:00', end: '23:30' },
      online_ordering: false,
      sections: [],
    });
    menuId = created._id;
    const section = await gold('POST', `/api/staff/menus/${menuId}/sections`, { name: 'Snacks' });
    expect(section.status).toBe(201);
    sectionId = section.body.menus.find((m) => m._id === menuId)!.sections[0]!._id;
    const item = await gold('POST', `/api/staff/sections/${sectionId}/items`, {
      code: 'LN1',
      name: 'Midnight Fries',
      price: 6.5,
      sizes: [
        { name: 'Small', price: 6.5 },
        { name: 'Large', price: 9 },
      ],
      tags: ['vegetarian', 'spicy_mild'],
    });
    expect(item.status).toBe(201);
    const fries = itemNamed(item.body, 'Midnight Fries');
    expect(fries.sizes.map((s) => [s.name, s.price])).toEqual([
      ['Small', 6.5],
      ['Large', 9],
    ]);
    const storefront = (await publicMenus()).body;
    const lateNight = storefront.menus.find((m) => m._id === menuId)!;
    expect(lateNight.online_ordering).toBe(false);
    expect(lateNight.sections[0]!.items[0]).toMatchObject({ name: 'Midnight Fries', price: 6.5, cd: 'LN1' });
    expect(await auditOf(fries._id, 'create')).toMatchObject({
      entity: 'menu_item',
      changes: { before: null, after: { name: 'Midnight Fries', price: 6.5, code: 'LN1' } },
    });
  });

  it('refuses a menu with a window that is not a time, naming the field', async () => {
    const response = await gold('POST', `/api/staff/restaurants/${restaurantId}/menus`, {
      name: 'Brunch',
      duration: { name: 'Brunch', start: '9am', end: '13:00' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('duration.start: The window start must be a 24-hour time like 21:30');
  });

  it('reorders sections and items (all of them, once each), and refuses a stale order', async () => {
    const second = await gold('POST', `/api/staff/menus/${menuId}/sections`, { name: 'Drinks' });
    const sections = second.body.menus.find((m) => m._id === menuId)!.sections;
    expect(sections.map((s) => s.name)).toEqual(['Snacks', 'Drinks']);
    const ids = sections.map((s) => s._id).reverse();
    const reordered = await gold('PUT', `/api/staff/menus/${menuId}/sections/order`, { ids });
    expect(reordered.status).toBe(200);
    expect(reordered.body.menus.find((m) => m._id === menuId)!.sections.map((s) => s.name)).toEqual([
      'Drinks',
      'Snacks',
    ]);
    expect(
      (await publicMenus()).body.menus.find((m) => m._id === menuId)!.sections.map((s) => s.name),
    ).toEqual(['Drinks', 'Snacks']);
    expect(await auditOf(menuId, 'reorder')).toMatchObject({
      entity: 'menu_section',
      changes: { before: { order: ['Snacks', 'Drinks'] }, after: { order: ['Drinks', 'Snacks'] } },
    });
    const stale = await gold('PUT', `/api/staff/menus/${menuId}/sections/order`, { ids: [ids[0]] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MENU_CONSOLE_MESSAGES.idsInvalid);
  });

  it('hides a section from the storefront, then deletes the menu with all it holds', async () => {
    const snacks = tree.menus[0]!.sections[0]!;
    const hidden = await gold('PUT', `/api/staff/sections/${snacks._id}`, {
      name: snacks.name,
      description: snacks.description,
      hidden_from_public: true,
    });
    expect(hidden.status).toBe(200);
    const storefront = (await publicMenus()).body;
    expect(storefront.menus.flatMap((m) => m.sections).some((s) => s._id === snacks._id)).toBe(false);

    const deleted = await gold('DELETE', `/api/staff/menus/${menuId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.menus.some((m) => m._id === menuId)).toBe(false);
    const orphans = await t.db.kysely
      .selectFrom('menu_sections')
      .select('id')
      .where('menu_id', '=', menuId)
      .execute();
    expect(orphans).toEqual([]);
    expect(await auditOf(menuId, 'delete')).toMatchObject({ entity: 'menu', changes: { after: null } });
  });
});

describe('item photos', () => {
  it('turns an upload into the jpg and webp the storefront serves, at the item photo size', async () => {
    const storefront = new Set(publicItems((await publicMenus()).body).map((i) => i._id));
    const item = items(tree).find((i) => storefront.has(i._id))!;
    const upload = multipartFile(await photoOf('png'), 'image/png', 'fries.png');
    const response = await staff.as<ConsoleMenusResponse>(
      'goldOwner',
      'POST',
      `/api/staff/items/${item._id}/photo`,
      {
        body: upload.payload,
        headers: upload.headers,
      },
    );
    expect(response.status, response.body.message).toBe(200);
    const photo = items(response.body).find((i) => i._id === item._id)!.photos[0]!;
    expect(photo).toMatchObject({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{24}\.jpg$/),
      width: 640,
      height: 480,
    });
    expect(photo.webp_url).toMatch(/^\/media\/[0-9a-f]{24}\.webp$/);
    expect(publicItems((await publicMenus()).body).find((i) => i._id === item._id)!.photos[0]).toEqual(photo);

    const webp = await t.app.inject({
      url: photo.webp_url!,
      headers: { host: 'goldenmaple.localhost:3000' },
    });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
    const jpg = await t.app.inject({ url: photo.url, headers: { host: 'goldenmaple.localhost:3000' } });
    expect((await sharp(jpg.rawPayload).metadata()).format).toBe('jpeg');
    // Another tenant's address does not serve it.
    const elsewhere = await t.app.inject({ url: photo.url, headers: { host: 'emerald.localhost:3000' } });
    expect(elsewhere.statusCode).toBe(404);

    expect(await auditOf(item._id, 'upload')).toMatchObject({
      entityName: item.name,
      changes: { after: { photos: [photo] } },
    });
  });

  it('refuses what is not a photo, or too large, with a 4xx that says what to do', async () => {
    const item = items(tree)[0]!;
    const url = `/api/staff/items/${item._id}/photo`;
    const send = (upload: { payload: Buffer; headers: Record<string, string> }) =>
      staff.as('goldOwner', 'POST', url, { body: upload.payload, headers: upload.headers });
    const count = await auditCount();

    const text = await send(multipartFile(Buffer.from('hello'), 'text/plain', 'notes.txt'));
    expect([text.status, text.body.message]).toEqual([415, MENU_CONSOLE_MESSAGES.photoType]);
    const fake = await send(multipartFile(Buffer.from('not really a png'), 'image/png'));
    expect([fake.status, fake.body.message]).toEqual([400, MENU_CONSOLE_MESSAGES.photoUnreadable]);
    const huge = await send(multipartFile(Buffer.alloc(MENU_PHOTO_MAX_BYTES + 1, 1), 'image/jpeg'));
    expect([huge.status, huge.body.message]).toEqual([413, MENU_CONSOLE_MESSAGES.photoTooLarge(8)]);
    const json = await staff.as('goldOwner', 'POST', url, { body: { photo: 'x' } });
    expect([json.status, json.body.message]).toEqual([415, MENU_CONSOLE_MESSAGES.photoType]);
    expect(await auditCount()).toBe(count);
  });
});

describe('who may', () => {
  /** Every endpoint, for Golden Maple's first menu as it is now, with a body it would accept from the owner. */
  async function endpoints() {
    const menu = (await gold('GET', `/api/staff/restaurants/${restaurantId}/menu-tree`)).body.menus[0]!;
    const section = menu.sections[0]!;
    const ids = { restaurant: restaurantId, menu: menu._id, section: section._id, item: section.items[0]! };
    return [
      ['GET', `/api/staff/restaurants/${ids.restaurant}/menu-tree`, undefined],
      ['POST', `/api/staff/restaurants/${ids.restaurant}/menus`, { name: 'Scoped' }],
      ['PUT', `/api/staff/restaurants/${ids.restaurant}/menus/order`, { ids: [ids.menu] }],
      ['PUT', `/api/staff/menus/${ids.menu}`, { name: 'Scoped' }],
      ['DELETE', `/api/staff/menus/${ids.menu}`, undefined],
      ['POST', `/api/staff/menus/${ids.menu}/sections`, { name: 'Scoped' }],
      ['PUT', `/api/staff/menus/${ids.menu}/sections/order`, { ids: [ids.section] }],
      ['PUT', `/api/staff/sections/${ids.section}`, { name: 'Scoped' }],
      ['DELETE', `/api/staff/sections/${ids.section}`, undefined],
      ['POST', `/api/staff/sections/${ids.section}/items`, { ...itemBody(ids.item), code: 'SCOPED' }],
      ['PUT', `/api/staff/sections/${ids.section}/items/order`, { ids: [ids.item._id] }],
      ['PUT', `/api/staff/items/${ids.item._id}`, itemBody(ids.item)],
      ['DELETE', `/api/staff/items/${ids.item._id}`, undefined],
      ['DELETE', `/api/staff/items/${ids.item._id}/photo`, undefined],
    ] as const;
  }

  async function snapshotOfMenus() {
    const [menus, sections, menuItems] = await Promise.all([
      t.db.kysely.selectFrom('menus').selectAll().orderBy('id').execute(),
      t.db.kysely.selectFrom('menu_sections').selectAll().orderBy('id').execute(),
      t.db.kysely.selectFrom('menu_items').selectAll().orderBy('id').execute(),
    ]);
    return JSON.stringify({ menus, sections, menuItems, audit: await auditCount() });
  }

  it('staff of a location get a 403 from every endpoint, and nothing changes', async () => {
    const requests = await endpoints();
    const before = await snapshotOfMenus();
    for (const [method, url, body] of requests) {
      const response = await staff.as('goldStaff', method, url, body === undefined ? {} : { body });
      expect([method, url, response.status, response.body.message]).toEqual([
        method,
        url,
        403,
        OWNER_CONSOLE_MESSAGES.ownerOnly,
      ]);
    }
    expect(await snapshotOfMenus()).toBe(before);
  });

  it('another tenant’s owner gets a 404 from every endpoint for this tenant’s menus, and nothing changes', async () => {
    const requests = await endpoints();
    const before = await snapshotOfMenus();
    const versions = [await menusVersion(), await menusVersion(emeraldRestaurantId)];
    for (const [method, url, body] of requests) {
      const response = await staff.as('emeraldOwner', method, url, body === undefined ? {} : { body });
      expect([method, url, response.status]).toEqual([method, url, 404]);
    }
    expect(await snapshotOfMenus()).toBe(before);
    expect([await menusVersion(), await menusVersion(emeraldRestaurantId)]).toEqual(versions);
    // Its own location answers as usual.
    expect(
      (await staff.as('emeraldOwner', 'GET', `/api/staff/restaurants/${emeraldRestaurantId}/menu-tree`))
        .status,
    ).toBe(200);
  });

  it('asks whoever is not signed in to sign in', async () => {
    const response = await staff.as('goldOwner', 'GET', `/api/staff/restaurants/${restaurantId}/menu-tree`, {
      token: null,
    });
    expect(response.status).toBe(401);
  });
});

describe('a menu’s size (issue 27 item 6)', () => {
  const options = (count: number, prefix = 'Option') =>
    Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i + 1}` }));
  const group = (name: string, count: number) => ({
    name,
    selection_type: 'Multiple',
    min_selected: 0,
    max_selected: 3,
    items: options(count, name),
  });

  it('refuses an option group, or an item, with more options than a menu may have, and writes nothing', async () => {
    const item = items(tree)[0]!;
    const version = await menusVersion();
    for (const [groups, message] of [
      [
        [group('Toppings', MENU_LIMITS.optionsPerGroup + 1)],
        `options.0.items: ${MENU_LIMIT_MESSAGES.optionsPerGroup}`,
      ],
      [
        [group('A', 100), group('B', 100), group('C', 100), group('D', 1)],
        `options: ${MENU_LIMIT_MESSAGES.optionsPerItem}`,
      ],
    ] as const) {
      const response = await gold('PUT', `/api/staff/items/${item._id}`, {
        ...itemBody(item),
        options: groups,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await menusVersion()).toBe(version);
  });

  it('refuses a menu past the location’s number of menus, and an item that would take it past its options', async () => {
    const menu = await gold('POST', `/api/staff/restaurants/${restaurantId}/menus`, { name: 'Big' });
    const menuId = menu.body.menus.at(-1)!._id;
    const section = await gold('POST', `/api/staff/menus/${menuId}/sections`, { name: 'Big' });
    const sectionId = section.body.menus.find((m) => m._id === menuId)!.sections[0]!._id;
    const big = { code: 'BIG1', name: 'Build your own', price: 10 };
    const added = await gold('POST', `/api/staff/sections/${sectionId}/items`, big);
    const bigItem = itemNamed(added.body, 'Build your own');
    const menus = (await gold('GET', `/api/staff/restaurants/${restaurantId}/menu-tree`)).body.menus.length;
    for (let n = menus; n < MENU_LIMITS.menusPerLocation; n++) {
      expect(
        (await gold('POST', `/api/staff/restaurants/${restaurantId}/menus`, { name: `Menu ${n}` })).status,
      ).toBe(201);
    }
    const oneMore = await gold('POST', `/api/staff/restaurants/${restaurantId}/menus`, { name: 'One more' });
    expect(oneMore.status).toBe(400);
    expect(oneMore.body.message).toBe(MENU_LIMIT_MESSAGES.menusPerLocation);

    // The location's other items hold what they hold; this one is made to hold all but 10 of the
    // location's room (written directly: the API would refuse one item that large).
    const { tenant_id: tenantId } = await t.db.kysely
      .selectFrom('restaurants')
      .select('tenant_id')
      .where('id', '=', restaurantId)
      .executeTakeFirstOrThrow();
    const { options: others } = await locationMenuSize(t.db.kysely, tenantId, restaurantId, bigItem._id);
    const filler = Array.from({ length: MENU_LIMITS.optionsPerLocation - others - 10 }, (_, i) => ({
      _id: `filler-${i}`,
      name: `Filler ${i}`,
      additional_cost: 0,
      hidden_from_public: false,
    }));
    await t.db.kysely
      .updateTable('menu_items')
      .set({ options: JSON.stringify([{ _id: 'filler', name: 'Filler', items: filler }]) })
      .where('id', '=', bigItem._id)
      .execute();
    const withExtras = (count: number) =>
      gold('POST', `/api/staff/sections/${sectionId}/items`, {
        code: 'BIG2',
        name: `${count} extras`,
        price: 5,
        options: [group('Extras', count)],
      });
    const refused = await withExtras(11);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MENU_LIMIT_MESSAGES.optionsPerLocation);
    expect((await withExtras(10)).status).toBe(201);
  });
});
