import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type {
  ApiGiftCardProduct,
  ApiOwnerGiftCardProduct,
  GiftCardProductRequest,
  OwnerGiftCardProductsResponse,
  Photo,
} from '@storefront/domain';
import { call } from '../../test/accounts-fixture';
import {
  auditEntriesOf,
  client,
  expectRefusals,
  gold,
  multipartFile,
  t,
  useConsoleApp,
} from '../../test/owner-console-fixture';

/* Issue 19, gift card products: the owner sells cards at /gift from the console. */

useConsoleApp();

const products = async (role: 'goldOwner' | 'emeraldOwner' = 'goldOwner') =>
  (await client.as<OwnerGiftCardProductsResponse>(role, 'GET', '/api/staff/gift-card-products')).body
    .products;
const onSale = async () =>
  (await call<ApiGiftCardProduct[]>(t.app, 'GET', `/api/eater/tenants/${gold._id}/giftcardproducts`)).body;

const NEW: GiftCardProductRequest = {
  name: 'Holiday trio',
  description: 'Three $25 cards',
  price: 65,
  unit_price: 25,
  quantity: 3,
  valid_from: '2026-11-01T00:00:00.000Z',
  valid_until: '2027-01-31T23:59:00.000Z',
};

describe('owner gift card products', () => {
  it('creates, changes and deletes a product, audited, and /gift sells it at once', async () => {
    const upload = multipartFile(
      await sharp({ create: { width: 900, height: 500, channels: 3, background: '#b45309' } })
        .png()
        .toBuffer(),
      'image/png',
      'card.png',
    );
    const image = await client.as<Photo>('goldOwner', 'POST', '/api/staff/images?kind=gift-card', {
      body: upload.payload,
      headers: upload.headers,
    });
    expect(image.status, image.body.message).toBe(201);
    expect(image.body).toMatchObject({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{24}\.jpg$/),
      width: 600,
    });

    const created = await client.as<ApiOwnerGiftCardProduct>(
      'goldOwner',
      'POST',
      '/api/staff/gift-card-products',
      {
        body: { ...NEW, image: { url: image.body.url, webp_url: image.body.webp_url } },
      },
    );
    expect(created.status, created.body.message).toBe(201);
    expect(created.body).toMatchObject({ name: 'Holiday trio', price: 65, unit_price: 25, quantity: 3 });
    const id = created.body._id;
    const sold = (await onSale()).find((p) => p.id === id)!;
    expect(sold).toMatchObject({
      name: 'Holiday trio',
      price: 65,
      unitPrice: 25,
      quantity: 3,
      image: { url: image.body.url },
      validUntil: '2027-01-31T23:59:00.000Z',
    });
    // The clock is pinned: entries of one product are told apart by their action.
    const entry = async (action: string) =>
      (await auditEntriesOf(t, 'gift_card_product', id)).find((e) => e.action === action);
    expect(JSON.parse((await entry('create'))!.changes)).toMatchObject({ after: { name: 'Holiday trio' } });

    const changed = await client.as<ApiOwnerGiftCardProduct>(
      'goldOwner',
      'PUT',
      `/api/staff/gift-card-products/${id}`,
      { body: { ...NEW, price: 60, disabled: true } },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ price: 60, disabled: true, image: null });
    // A disabled product is not on sale, and the owner still sees it.
    expect((await onSale()).some((p) => p.id === id)).toBe(false);
    expect((await products()).find((p) => p._id === id)).toMatchObject({ disabled: true });
    expect(JSON.parse((await entry('update'))!.changes)).toMatchObject({
      before: { price: 65, disabled: false },
      after: { price: 60, disabled: true },
    });

    expect((await client.as('goldOwner', 'DELETE', `/api/staff/gift-card-products/${id}`)).status).toBe(204);
    expect((await products()).some((p) => p._id === id)).toBe(false);
    expect(JSON.parse((await entry('delete'))!.changes)).toMatchObject({ before: { price: 60 } });
    expect((await client.as('goldOwner', 'DELETE', `/api/staff/gift-card-products/${id}`)).status).toBe(404);
  });

  it('refuses a bad field with its name and message, and a name in use', async () => {
    await expectRefusals(
      (body) => client.as('goldOwner', 'POST', '/api/staff/gift-card-products', { body }),
      [
        [{ ...NEW, price: 0 }, 'price: The price must be more than $0'],
        [{ ...NEW, unit_price: -5 }, 'unit_price: The card value cannot be negative'],
        [{ ...NEW, unit_price: 0 }, 'unit_price: The card value must be more than $0'],
        [{ ...NEW, quantity: 0 }, 'quantity: The number of cards must be at least 1'],
        [{ ...NEW, price: 10.005 }, 'price: The price can have at most two decimals (cents)'],
        [
          { ...NEW, valid_from: '2027-02-01T00:00:00.000Z' },
          'valid_until: Valid until must be after valid from',
        ],
        [{ ...NEW, name: ' ' }, 'name: The product name cannot be empty'],
      ],
    );
    const existing = (await products())[0]!;
    const taken = await client.as('goldOwner', 'POST', '/api/staff/gift-card-products', {
      body: { ...NEW, name: existing.name },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('name: Another gift card product already has this name.');
  });

  it('is the owner’s only, each owner their own tenant’s', async () => {
    const gold = (await products())[0]!;
    const { _id, ...body } = gold;
    expect((await client.as('goldStaff', 'GET', '/api/staff/gift-card-products')).status).toBe(403);
    expect(
      (await client.as('goldStaff', 'POST', '/api/staff/gift-card-products', { body: NEW })).status,
    ).toBe(403);
    expect(
      (await client.as('goldStaff', 'PUT', `/api/staff/gift-card-products/${_id}`, { body })).status,
    ).toBe(403);
    expect((await client.as('goldStaff', 'DELETE', `/api/staff/gift-card-products/${_id}`)).status).toBe(403);
    // Another tenant's owner neither sees nor touches it, even by its id.
    expect((await products('emeraldOwner')).some((p) => p._id === _id)).toBe(false);
    expect(
      (await client.as('emeraldOwner', 'PUT', `/api/staff/gift-card-products/${_id}`, { body })).status,
    ).toBe(404);
    expect((await client.as('emeraldOwner', 'DELETE', `/api/staff/gift-card-products/${_id}`)).status).toBe(
      404,
    );
    expect(
      (await client.as('emeraldOwner', 'GET', '/api/staff/gift-card-products', { slug: 'goldenmaple' }))
        .status,
    ).toBe(401);
    expect((await products()).find((p) => p._id === _id)).toEqual(gold);
  });
});
