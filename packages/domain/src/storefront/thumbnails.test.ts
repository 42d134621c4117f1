import { describe, expect, it } from 'vitest';
import { fullWidthSources, thumbnailSourceOf, thumbnailUrl } from './thumbnails';

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
    ['/images/emerald/noodles-2.webp', { copy: 'square', kind: 'images', file: 'emerald/noodles-2.webp' }],
    [
      '/media/0123456789abcdef01234567.webp',
      { copy: 'square', kind: 'media', file: '0123456789abcdef01234567.webp' },
    ],
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
      '/phone/phone/images/goldenmaple/fries-1.webp',
      '/phone/etc/passwd',
    ])
      expect(thumbnailSourceOf(path), path).toBeNull();
  });
});

describe('a photo across the screen (decision 0106)', () => {
  const hero = { url: '/images/emerald/gallery-1.jpg', webp_url: '/images/emerald/gallery-1.webp' };

  it('offers a phone its copy, 800 px across, and a wider screen the photo', () => {
    expect(fullWidthSources({ ...hero, width: 1200 })).toEqual({
      srcSet: '/thumbs/phone/images/emerald/gallery-1.webp 800w, /images/emerald/gallery-1.webp 1200w',
      sizes: '100vw',
    });
    expect(thumbnailSourceOf('/phone/images/emerald/gallery-1.webp')).toEqual({
      copy: 'phone',
      kind: 'images',
      file: 'emerald/gallery-1.webp',
    });
  });

  it('offers nothing smaller for a photo no wider than the copy, of unknown width, or not ours', () => {
    expect(fullWidthSources({ ...hero, width: 800 })).toBeNull();
    expect(fullWidthSources({ ...hero, width: null })).toBeNull();
    expect(fullWidthSources({ url: hero.url, webp_url: null, width: 1200 })).toBeNull();
    expect(
      fullWidthSources({
        url: 'https://cdn.example.com/a.jpg',
        webp_url: 'https://cdn.example.com/a.webp',
        width: 1600,
      }),
    ).toBeNull();
  });
});
