import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { fullWidthSources, PHONE_PHOTO_WIDTH, THUMBNAIL_SIZE, thumbnailUrl } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, TEST_NOW, type TestApp } from '../../test/harness';
import { tenantRowOf } from '../../test/rows';
import { processImage, storeImage } from './media.service';
import { ITEM_PHOTO_SIZE } from '../../db/seed/images';

/* Decision 0105: a menu card's photo is its square thumbnail, made by the server from the photo. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, slug = 'goldenmaple') => t.app.inject({ url, headers: hostOf(slug) });

async function expectThumbnail(url: string, slug = 'goldenmaple') {
  const response = await get(url, slug);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  const { width, height, format } = await sharp(response.rawPayload).metadata();
  expect({ width, height, format }).toEqual({
    width: THUMBNAIL_SIZE,
    height: THUMBNAIL_SIZE,
    format: 'webp',
  });
  return response;
}

describe('GET /thumbs/…', () => {
  it('makes a demo photo’s square thumbnail, a fraction of the photo, the same each time', async () => {
    const photo = { url: '/images/goldenmaple/fries-1.jpg', webp_url: '/images/goldenmaple/fries-1.webp' };
    const url = thumbnailUrl(photo)!;
    const first = await expectThumbnail(url);
    const original = fs.statSync(path.join(t.config.imagesDir, 'goldenmaple', 'fries-1.webp')).size;
    expect(first.rawPayload.length).toBeLessThan(original / 2);
    expect(first.headers['cache-control']).toBe('public, max-age=2592000');
    expect((await get(url)).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('makes an upload’s thumbnail for its own tenant only', async () => {
    const tenant = await tenantRowOf(t.db, 'goldenmaple');
    const input = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const photo = await storeImage(
      t.db.kysely,
      tenant.id,
      await processImage(input, ITEM_PHOTO_SIZE),
      TEST_NOW,
    );
    const url = thumbnailUrl(photo)!;
    expect(url).toMatch(/^\/thumbs\/media\/[0-9a-f]{24}\.webp$/);
    const response = await expectThumbnail(url);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(url, 'emerald')).statusCode).toBe(404);
  });

  it('makes a phone’s copy of the home page’s photo, 800 px across in its proportions (decision 0106)', async () => {
    const hero = {
      url: '/images/emerald/gallery-1.jpg',
      webp_url: '/images/emerald/gallery-1.webp',
      width: 1200,
    };
    const phoneUrl = fullWidthSources(hero)!.srcSet.split(' ')[0]!;
    const response = await get(phoneUrl, 'emerald');
    expect(response.statusCode, phoneUrl).toBe(200);
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: PHONE_PHOTO_WIDTH, height: 533, format: 'webp' });
    const original = fs.statSync(path.join(t.config.imagesDir, 'emerald', 'gallery-1.webp')).size;
    expect(response.rawPayload.length).toBeLessThan(original * 0.75);
    // The square thumbnail of the same photo is another copy.
    await expectThumbnail(thumbnailUrl(hero)!, 'emerald');
  });

  it('answers 404 for a photo that is not there and for any other address', async () => {
    for (const url of [
      '/thumbs/images/goldenmaple/no-such-dish.webp',
      '/thumbs/media/0123456789abcdef01234567.webp',
      '/thumbs/images/goldenmaple/fries-1.jpg',
      '/thumbs/images/%2e%2e/%2e%2e/package.webp',
      '/thumbs/etc/passwd',
      '/thumbs/phone/images/goldenmaple/no-such-dish.webp',
      '/thumbs/phone/phone/images/emerald/gallery-1.webp',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json().message, url).toEqual(expect.any(String));
    }
  });
});
