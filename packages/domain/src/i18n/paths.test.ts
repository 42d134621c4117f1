import { describe, expect, it } from 'vitest';
import { sitemapXml, robotsTxt, languageAlternates } from '../storefront/seo';
import { languageChoicePath, localizedPath, offeredLocales, splitLocalePath } from './paths';

const bilingual = offeredLocales({ languages: ['en', 'fr'], defaultLanguage: 'en' });
const english = offeredLocales({});

describe('the language in an address', () => {
  it('reads the prefix of an offered language other than the default', () => {
    expect(splitLocalePath('/fr/menus', bilingual)).toEqual({ locale: 'fr', path: '/menus', prefixed: true });
    expect(splitLocalePath('/fr', bilingual)).toEqual({ locale: 'fr', path: '/', prefixed: true });
    expect(splitLocalePath('/menus', bilingual)).toEqual({ locale: 'en', path: '/menus', prefixed: false });
    // The default's own prefix, a language not offered, or a word that starts like one: no prefix.
    expect(splitLocalePath('/en/menus', bilingual).prefixed).toBe(false);
    expect(splitLocalePath('/fr/menus', english)).toEqual({
      locale: 'en',
      path: '/fr/menus',
      prefixed: false,
    });
    expect(splitLocalePath('/fries', bilingual).prefixed).toBe(false);
  });
  it('writes an address in a language, the default unprefixed', () => {
    expect(localizedPath('/menus', 'fr', bilingual)).toBe('/fr/menus');
    expect(localizedPath('/order?id=1', 'fr', bilingual)).toBe('/fr/order?id=1');
    expect(localizedPath('/', 'fr', bilingual)).toBe('/fr');
    expect(localizedPath('/menus', 'en', bilingual)).toBe('/menus');
  });
  it('links the language switch to the address in that language, with the choice for the server to keep', () => {
    expect(languageChoicePath('/menus', 'fr', bilingual)).toBe('/fr/menus?language=fr');
    expect(languageChoicePath('/order?id=1#top', 'fr', bilingual)).toBe('/fr/order?id=1&language=fr#top');
    expect(languageChoicePath('/', 'fr', bilingual)).toBe('/fr?language=fr');
    expect(languageChoicePath('/menus#drinks', 'en', bilingual)).toBe('/menus?language=en#drinks');
  });
  it('always offers the default language, English when nothing is said', () => {
    expect(english).toEqual({ languages: ['en'], defaultLanguage: 'en' });
    expect(offeredLocales({ languages: ['fr'], defaultLanguage: 'en' }).languages).toEqual(['en', 'fr']);
  });
});

describe('search engines and the languages', () => {
  const tenant = {
    name: 'Golden Maple Bistro',
    slogan: null,
    description: null,
    phone: null,
    email: null,
    logo: null,
    settings: {
      seo: { title: '', description: '' },
      online_ordering: true,
      online_reservation: false,
      coupon: false,
      gift_card: false,
      membership: false,
      order_ahead: false,
    },
    restaurants: [],
    gallery: [],
    giftCardProducts: [],
  } as unknown as Parameters<typeof sitemapXml>[0];
  it('lists each page in each language, with its alternates', () => {
    const xml = sitemapXml({ ...tenant, languages: ['en', 'fr'], defaultLanguage: 'en' }, 'https://x.ca');
    expect(xml).toContain('<loc>https://x.ca/menus</loc>');
    expect(xml).toContain('<loc>https://x.ca/fr/menus</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://x.ca/menus"');
    expect(sitemapXml(tenant, 'https://x.ca')).not.toContain('/fr/');
  });
  it('names the alternates of a page, none for one language', () => {
    expect(languageAlternates('/menus', 'https://x.ca', bilingual)).toEqual([
      { hreflang: 'en', href: 'https://x.ca/menus' },
      { hreflang: 'fr', href: 'https://x.ca/fr/menus' },
      { hreflang: 'x-default', href: 'https://x.ca/menus' },
    ]);
    expect(languageAlternates('/menus', 'https://x.ca', english)).toEqual([]);
  });
  it('hides the private pages in each language', () => {
    expect(robotsTxt('https://x.ca', { languages: ['en', 'fr'] })).toContain('Disallow: /fr/checkout');
    expect(robotsTxt('https://x.ca')).not.toContain('/fr/');
  });
});
