import { describe, expect, it } from 'vitest';
import { thumbnailSourceOf, thumbnailUrl } from './thumbnails';

describe('thumbnails', () => {
  it('are the storefront’s own WebP photos under /thumbs', () => {
    const demo = { url: '/images/goldenmaple/fries-1.jpg', webp_url: '/images/goldenmaple/fries-1.webp' };
    expect(thumbnailUrl(demo)).toBe('/thumbs/images/goldenmaple/fries-1.webp');
    const upload = {
      url: '/media/0123456789abcdef01234567.jpg',
      webp_url: '/media/0123456789abcdef01234567.webp',
    };
    expect(thumbnailUrl(upload)).toBe('/thumbs/media/0123456789abcdef01234567.webp');
  });

  it('are none for a photo without WebP or on another host', () => {
    expect(thumbnailUrl({ url: '/images/goldenmaple/fries-1.jpg', webp_url: null })).toBeNull();
    expect(
      thumbnailUrl({ url: 'https://cdn.example.com/a.jpg', webp_url: 'https://cdn.example.com/a.webp' }),
    ).toBeNull();
  });

  it.each([
    ['/images/emerald/noodles-2.webp', { kind: 'images', file: 'emerald/noodles-2.webp' }],
    ['/media/0123456789abcdef01234567.webp', { kind: 'media', file: '0123456789abcdef01234567.webp' }],
  ])('%s is made from its photo', (path, source) => {
    expect(thumbnailSourceOf(path)).toEqual(source);
  });

  it('name nothing outside the photos', () => {
    for (const path of [
      '/images/../secrets.webp',
      '/images/goldenmaple/../../x.webp',
      '/images/goldenmaple/fries-1.jpg',
      '/media/xyz.webp',
      '/images/a/b/c.webp',
      '/images/goldenmaple/fries-1.webp?x=1',
    ])
      expect(thumbnailSourceOf(path), path).toBeNull();
  });
});
