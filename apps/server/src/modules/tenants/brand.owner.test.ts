import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ApiSignatureDish, ApiTenant, OwnerBrand, Photo } from '@storefront/domain';
import {
  auditEntriesOf,
  client,
  expectRefusals,
  multipartFile,
  t,
  useConsoleApp,
  type ConsoleRole,
} from '../../test/owner-console-fixture';
import { tenantOf } from '../../test/orders-fixture';

/* Issue 19, Brand: the owner saves the brand and its lists; the storefront's document follows. */

useConsoleApp();

const brand = async () => (await client.as<OwnerBrand>('goldOwner', 'GET', '/api/staff/brand')).body;

describe('owner brand', () => {
  it('saves the brand, its lists and settings, and the storefront shows them at once', async () => {
    const current = await brand();
    expect(current.name).toBe('Golden Maple Bistro');
    const changed: OwnerBrand = {
      ...current,
      slogan: 'Prairie comfort, all day',
      theme: 'emerald',
      instagram_url: 'https://instagram.com/goldenmaple',
      announcements: [
        { title: 'Patio is open', short_description: 'Sun all afternoon', description: null, active: true },
      ],
      testimonials: [{ author: 'Sam', quote: 'Best bannock in town', rating: 5 }],
      settings: {
        ...current.settings,
        primary_color: '#0F766E',
        loyalty_points_per_dollar: 2,
        welcome_popup: { enabled: true, title: 'Welcome back!', message: '' },
      },
    };
    const saved = await client.as<OwnerBrand>('goldOwner', 'PUT', '/api/staff/brand', { body: changed });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(changed);
    const shown: ApiTenant = await tenantOf(t.app, 'goldenmaple');
    expect(shown).toMatchObject({
      slogan: 'Prairie comfort, all day',
      theme: 'emerald',
      instagram_url: 'https://instagram.com/goldenmaple',
      settings: {
        primary_color: '#0F766E',
        loyalty_points_per_dollar: 2,
        welcome_popup: { title: 'Welcome back!' },
      },
    });
    expect(shown.announcements.map((a) => a.title)).toEqual(['Patio is open']);
    expect(shown.testimonials.map((x) => x.quote)).toEqual(['Best bannock in town']);
    // Settings the form does not edit are kept.
    expect(shown.settings.membership).toBe(true);
    const saves = (await auditEntriesOf(t, 'brand', shown._id)).map(
      (entry) => JSON.parse(entry.changes) as { after: Record<string, unknown> },
    );
    expect(saves.find((c) => c.after.theme === 'emerald')).toMatchObject({
      before: { theme: 'gold', 'settings.primary_color': current.settings.primary_color },
      after: { theme: 'emerald', 'settings.primary_color': '#0F766E' },
    });
  });

  it('refuses a bad field with its name and message', async () => {
    const current = await brand();
    await expectRefusals(
      (body) => client.as('goldOwner', 'PUT', '/api/staff/brand', { body }),
      [
        [
          { ...current, settings: { ...current.settings, primary_color: 'gold' } },
          'settings.primary_color: The primary colour must be a colour like #D4A762',
        ],
        [{ ...current, theme: 'ruby' }, 'theme: The theme is gold or emerald'],
        [
          { ...current, facebook_url: 'facebook' },
          'facebook_url: The Facebook link must be an http(s) address',
        ],
        [{ ...current, name: '' }, 'name: The brand name cannot be empty'],
        // Issue 27 item 7: another host through a protocol-relative path is no logo of the site's.
        [
          { ...current, logo: '//evil.example/logo.png' },
          'logo: The logo must be a path of this site or an https: address',
        ],
        [
          { ...current, favicon: '/\\evil.example/favicon.ico' },
          'favicon: The favicon must be a path of this site or an https: address',
        ],
      ],
    );
  });

  it('is the owner’s only, each owner their own tenant’s', async () => {
    const current = await brand();
    expect((await client.as('goldStaff', 'GET', '/api/staff/brand')).status).toBe(403);
    expect((await client.as('goldStaff', 'PUT', '/api/staff/brand', { body: current })).status).toBe(403);
    expect(
      (await client.as('emeraldOwner', 'PUT', '/api/staff/brand', { body: current, slug: 'goldenmaple' }))
        .status,
    ).toBe(401);
    const emerald = await client.as<OwnerBrand>('emeraldOwner', 'GET', '/api/staff/brand');
    expect(emerald.body.name).toBe('Emerald Noodle House');
  });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer();

async function upload(role: ConsoleRole, kind: string, bytes: Buffer, type = 'image/png') {
  const file = multipartFile(bytes, type, 'image.png');
  return client.as<Photo>(role, 'POST', `/api/staff/images?kind=${kind}`, {
    body: file.payload,
    headers: file.headers,
  });
}

const served = (url: string, slug = 'goldenmaple') =>
  t.app.inject({ url, headers: { host: `${slug}.localhost:3000` } });

describe('brand images, gallery and signature dishes', () => {
  it('uploads a logo and a favicon whole (fitted, not cropped); the storefront serves them', async () => {
    const logo = await upload('goldOwner', 'logo', await png(1200, 300));
    expect(logo.status, logo.body.message).toBe(201);
    expect(logo.body).toMatchObject({ width: 512, height: 512 });
    const favicon = await upload('goldOwner', 'favicon', await png(64, 64));
    expect(favicon.body).toMatchObject({ width: 192, height: 192 });
    const current = await brand();
    const saved = await client.as<OwnerBrand>('goldOwner', 'PUT', '/api/staff/brand', {
      body: { ...current, logo: logo.body.url, favicon: favicon.body.url },
    });
    expect(saved.status).toBe(200);
    const shown = await tenantOf(t.app, 'goldenmaple');
    expect(shown.logo?.url).toBe(logo.body.url);
    expect(shown.favicon?.url).toBe(favicon.body.url);
    const page = await served('/');
    expect(page.body).toContain(`<link rel="icon" href="${favicon.body.url}" />`);
    const icon = await served(favicon.body.webp_url!);
    expect(icon.statusCode).toBe(200);
    // Fitted inside its square, the clear ground kept in the webp.
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({
      width: 192,
      height: 192,
      hasAlpha: true,
    });
    expect((await served(logo.body.url, 'emerald')).statusCode).toBe(404);
    // The tests' clock is pinned, so this file's brand entries share one instant: find this save's.
    const changes = (await auditEntriesOf(t, 'brand', shown._id)).map(
      (entry) => JSON.parse(entry.changes) as { after: Record<string, unknown> },
    );
    expect(changes.find((c) => c.after.logo === logo.body.url)).toMatchObject({
      after: { logo: logo.body.url, favicon: favicon.body.url },
    });
  });

  it('saves the gallery and the signature dishes (a dish names its item by location and code)', async () => {
    const current = await brand();
    const dish = current.signature_dishes.find((d) => d.item !== null)!;
    expect(dish.item).toMatchObject({ location: expect.any(String), code: expect.any(String) });
    const photo = await upload('goldOwner', 'gallery', await png(1600, 900));
    expect(photo.body).toMatchObject({ width: 1200, height: 800 });
    const dishPhoto = await upload('goldOwner', 'dish', await png(800, 800));
    const changed: OwnerBrand = {
      ...current,
      gallery: [{ caption: 'The patio', image: photo.body }],
      signature_dishes: [
        { ...dish, name: 'Bannock burger', price: 18.5 },
        {
          item: null,
          name: 'Saskatoon pie',
          description: 'With whipped cream',
          price: 9,
          image: { ...dishPhoto.body, width: null, height: null },
        },
      ],
    };
    const saved = await client.as<OwnerBrand>('goldOwner', 'PUT', '/api/staff/brand', { body: changed });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.gallery).toEqual(changed.gallery);
    expect(saved.body.signature_dishes).toEqual(changed.signature_dishes);
    const shown = await tenantOf(t.app, 'goldenmaple');
    expect(shown.gallery.map((g) => g.image.url)).toEqual([photo.body.url]);
    const dishes = (
      await client.as<ApiSignatureDish[]>(
        'goldOwner',
        'GET',
        `/api/eater/tenants/${shown._id}/signature-dishes`,
      )
    ).body;
    expect(dishes.map((d) => d.name)).toEqual(['Bannock burger', 'Saskatoon pie']);
    expect(dishes[0]!.menu_item).not.toBeNull();
    expect(dishes[1]!.image?.url).toBe(dishPhoto.body.url);

    const unknown = await client.as('goldOwner', 'PUT', '/api/staff/brand', {
      body: {
        ...changed,
        signature_dishes: [{ ...dish, item: { location: dish.item!.location, code: 'NOPE' } }],
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('signature_dishes.0.item: No menu item has this code at this location');
    expect((await brand()).signature_dishes).toEqual(changed.signature_dishes);
  });

  it('refuses an image upload that is not the owner’s, of no known kind, or no image', async () => {
    const bytes = await png(100, 100);
    expect((await upload('goldStaff', 'logo', bytes)).status).toBe(403);
    const kind = await upload('goldOwner', 'poster', bytes);
    expect(kind.status).toBe(400);
    expect(kind.body.message).toBe('kind: kind must be one of logo, favicon, gallery, dish or gift-card.');
    expect((await upload('goldOwner', 'logo', Buffer.from('GIF89a'), 'image/gif')).status).toBe(415);
    expect((await upload('goldOwner', 'logo', Buffer.from('not a picture'))).status).toBe(400);
    const before = await t.db.kysely.selectFrom('uploaded_images').select('id').execute();
    expect((await upload('emeraldOwner', 'logo', bytes, 'image/png')).status).toBe(201);
    const emerald = await t.db.kysely
      .selectFrom('uploaded_images')
      .select('tenant_id')
      .where(
        'id',
        'not in',
        before.map((r) => r.id),
      )
      .execute();
    expect(new Set(emerald.map((r) => r.tenant_id)).size).toBe(1);
    expect(emerald[0]!.tenant_id).not.toBe((await tenantOf(t.app, 'goldenmaple'))._id);
  });
});
