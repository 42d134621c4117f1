import { describe, expect, it } from 'vitest';
import {
  PROMOTION_KEY,
  type ApiTenant,
  type ConsoleMenusResponse,
  type GiftCardProductRequest,
  type OwnerBrand,
} from '@storefront/domain';
import { loadConfig } from '../config';
import { call } from '../test/accounts-fixture';
import { client, expectRefusals, t, useConsoleApp } from '../test/owner-console-fixture';

/*
 * Issue 27 item 7: an owner's image is the site's own or an https: address on a host of IMAGE_HOSTS,
 * at every write that takes one (decision 0071); what is never an image ('//host', '/\host') is the
 * schema's refusal. Each refusal names the field and writes nothing.
 */

useConsoleApp({ config: { imageHosts: ['cdn.example.com'] } });

const NOT_ALLOWED = 'evil.example is not an allowed image host: use an image uploaded to this site';
const photo = (url: string) => ({ url, webp_url: null, width: null, height: null });

describe('image hosts of owner writes', () => {
  it('brand: a logo or a photo on another host is refused, on an allowed host saved', async () => {
    const current = (await client.as<OwnerBrand>('goldOwner', 'GET', '/api/staff/brand')).body;
    const put = (body: object) => client.as('goldOwner', 'PUT', '/api/staff/brand', { body });
    await expectRefusals(put, [
      [{ ...current, logo: 'https://evil.example/logo.png' }, `logo: ${NOT_ALLOWED}`],
      [{ ...current, favicon: 'https://EVIL.example:8443/f.png' }, `favicon: ${NOT_ALLOWED}`],
      [
        { ...current, gallery: [{ caption: 'Patio', image: photo('https://evil.example/patio.jpg') }] },
        `gallery.0.image.url: ${NOT_ALLOWED}`,
      ],
      [
        { ...current, logo: '//evil.example/logo.png' },
        'logo: The logo must be a path of this site or an https: address',
      ],
      [
        { ...current, logo: '/\\evil.example/logo.png' },
        'logo: The logo must be a path of this site or an https: address',
      ],
    ]);
    expect((await client.as<OwnerBrand>('goldOwner', 'GET', '/api/staff/brand')).body).toEqual(current);

    const saved = await client.as<OwnerBrand>('goldOwner', 'PUT', '/api/staff/brand', {
      body: { ...current, logo: 'https://cdn.example.com/logo.png' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.logo).toBe('https://cdn.example.com/logo.png');
  });

  it('is the owner check first: staff get their 403 whatever the images', async () => {
    const current = (await client.as<OwnerBrand>('goldOwner', 'GET', '/api/staff/brand')).body;
    const response = await client.as('goldStaff', 'PUT', '/api/staff/brand', {
      body: { ...current, logo: 'https://evil.example/logo.png' },
    });
    expect(response.status).toBe(403);
  });

  it('promotions, gift card products and menu items: refused with the field named', async () => {
    const promotion = {
      key: PROMOTION_KEY,
      name: 'Patio pitcher',
      type: '% discount on cart',
      rules: { discount_percentage: 10 },
    };
    await expectRefusals(
      (body) => client.as('goldOwner', 'POST', '/api/staff/promotions', { body }),
      [[{ ...promotion, image: 'https://evil.example/p.png' }, `image: ${NOT_ALLOWED}`]],
    );
    const created = await client.as('goldOwner', 'POST', '/api/staff/promotions', {
      body: { ...promotion, image: 'https://cdn.example.com/p.png' },
    });
    expect(created.status).toBe(201);

    const product: GiftCardProductRequest = { name: 'Duo', price: 45, unit_price: 25, quantity: 2 };
    await expectRefusals(
      (body) => client.as('goldOwner', 'POST', '/api/staff/gift-card-products', { body }),
      [
        [
          { ...product, image: { url: '/media/a.jpg', webp_url: 'https://evil.example/a.webp' } },
          `image.webp_url: ${NOT_ALLOWED}`,
        ],
      ],
    );

    const restaurantId = (await call<ApiTenant>(t.app, 'GET', '/api/eater/tenants/goldenmaple')).body
      .restaurants[0]!._id;
    const tree = (
      await client.as<ConsoleMenusResponse>(
        'goldOwner',
        'GET',
        `/api/staff/restaurants/${restaurantId}/menu-tree`,
      )
    ).body;
    const { _id: itemId, ...item } = tree.menus[0]!.sections[0]!.items[0]!;
    await expectRefusals(
      (body) => client.as('goldOwner', 'PUT', `/api/staff/items/${itemId}`, { body }),
      [
        [
          { ...item, photos: [photo('/images/a.jpg'), photo('https://evil.example/b.jpg')] },
          `photos.1.url: ${NOT_ALLOWED}`,
        ],
      ],
    );
    const changed = await client.as('goldOwner', 'PUT', `/api/staff/items/${itemId}`, {
      body: { ...item, photos: [photo('https://cdn.example.com/b.jpg')] },
    });
    expect(changed.status).toBe(200);
  });
});

describe('IMAGE_HOSTS', () => {
  it("is a list of host names, in lower case; empty is the site's own images only", () => {
    expect(loadConfig({}).imageHosts).toEqual([]);
    expect(loadConfig({ IMAGE_HOSTS: ' CDN.example.com, images.example.org ,' }).imageHosts).toEqual([
      'cdn.example.com',
      'images.example.org',
    ]);
    expect(() => loadConfig({ IMAGE_HOSTS: 'https://cdn.example.com' })).toThrow(
      "IMAGE_HOSTS must be host names separated by commas (cdn.example.com), got 'https://cdn.example.com'",
    );
  });
});
