import { describe, expect, it } from 'vitest';
import { foreignImageIn, imageHostOf, imageRef, imageRefsIn, isImageRef } from './fields';

// Issue 27 item 7: an image or a logo is the site's own (a path it serves, or a file of the tenant
// document that the import turns into one) or an https: address; never another host reached by a
// protocol-relative '//host' or '/\host' (browsers read '\' as '/'), nor another scheme.
describe('isImageRef', () => {
  it.each([
    '/images/goldenmaple/logo.png',
    '/media/ab12cd.webp',
    'photos/poutine.jpg',
    'https://cdn.example.com/logo.png',
    'HTTPS://cdn.example.com/logo.png',
  ])('takes %j', (ref) => {
    expect(isImageRef(ref)).toBe(true);
  });

  it.each([
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    '\\\\evil.example\\logo.png',
    '/images\\..\\x.png',
    'http://cdn.example.com/logo.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://cdn.example.com/logo.png',
    'https:/cdn.example.com/logo.png',
    'https://user:pw@cdn.example.com/logo.png',
    '/images/logo.png\n',
  ])('refuses %j', (ref) => {
    expect(isImageRef(ref)).toBe(false);
  });

  it('the schema refuses what it refuses, with the field named', () => {
    const parsed = imageRef('The logo').safeParse('//evil.example/logo.png');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'The logo must be a path of this site or an https: address',
    );
    expect(imageRef('The logo').parse(' /images/logo.png ')).toBe('/images/logo.png');
  });
});

describe('image hosts', () => {
  const brand = {
    name: 'Golden Maple',
    logo: 'https://cdn.example.com/logo.png',
    favicon: '/images/goldenmaple/favicon.png',
    hero_image: { url: 'https://Other.example/hero.jpg', webp_url: null, width: 10, height: 10 },
    gallery: [
      { caption: 'Patio', image: { url: '/media/a.jpg', webp_url: 'https://cdn.example.com/a.webp' } },
    ],
    webhook: { url: 'https://pos.example.com/hooks', events: [] },
  };

  it('finds every image of a document part with its path, and no other url', () => {
    expect(imageRefsIn(brand)).toEqual([
      { ref: 'https://cdn.example.com/logo.png', path: ['logo'] },
      { ref: '/images/goldenmaple/favicon.png', path: ['favicon'] },
      { ref: 'https://Other.example/hero.jpg', path: ['hero_image', 'url'] },
      { ref: '/media/a.jpg', path: ['gallery', 0, 'image', 'url'] },
      { ref: 'https://cdn.example.com/a.webp', path: ['gallery', 0, 'image', 'webp_url'] },
    ]);
    expect(imageRefsIn({ image: 'https://x.example/p.png' })).toEqual([
      { ref: 'https://x.example/p.png', path: ['image'] },
    ]);
  });

  it('reads the host of an https: address only, in lower case', () => {
    expect(imageHostOf('https://CDN.Example.com:8443/a.png')).toBe('cdn.example.com');
    expect(imageHostOf('/images/a.png')).toBeNull();
    expect(imageHostOf('photos/a.png')).toBeNull();
  });

  it("names the first image on a host not allowed; the site's own are always allowed", () => {
    expect(foreignImageIn(brand, [])).toEqual({
      ref: 'https://cdn.example.com/logo.png',
      path: ['logo'],
      host: 'cdn.example.com',
    });
    expect(foreignImageIn(brand, ['cdn.example.com'])).toMatchObject({
      path: ['hero_image', 'url'],
      host: 'other.example',
    });
    expect(foreignImageIn(brand, ['cdn.example.com', 'other.example'])).toBeUndefined();
    expect(
      foreignImageIn({ logo: '/images/logo.png', photos: [{ url: 'p.jpg', webp_url: null }] }, []),
    ).toBeUndefined();
  });
});
