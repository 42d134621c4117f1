import { setupI18n } from '@lingui/core';
import { messages as french } from '../i18n/catalogue/fr';
import { describe, expect, it } from 'vitest';
import type { ApiMenus, ApiRestaurant } from '../contract/api';
import {
  DEFAULT_DELIVERY_OPTIONS,
  DEFAULT_RESTAURANT_SETTINGS,
  DEFAULT_RUSH_HOUR_SETTINGS,
} from '../contract/defaults';
import { menu, menuItem } from '../cart/test-fixtures';
import { everyDay, RESTAURANT } from '../time/test-fixtures';
import {
  canonicalUrlOf,
  menuJsonLd,
  restaurantJsonLd,
  robotsTxt,
  routeMeta,
  shareImageOf,
  sitemapXml,
} from './seo';

const restaurant: ApiRestaurant = {
  ...RESTAURANT,
  phone: '306-555-0142',
  email: 'hello@example.ca',
  address_1: '220 20th St W',
  city_town: 'Saskatoon',
  state_province: 'SK',
  postal_code: 'S7M 0W9',
  latitude: 52.12,
  longitude: -106.67,
  regular_business_hours: {
    ...everyDay('11:00 AM', '2:00 AM'),
    monday: { is_open: false, open_time: '', close_time: '' },
    saturday: { is_open: true, open_time: '12:00 PM', close_time: '12:00 AM' },
  },
  settings: {
    ...DEFAULT_RESTAURANT_SETTINGS,
    online_reservation: true,
    rush_hour_settings: DEFAULT_RUSH_HOUR_SETTINGS,
  },
  delivery_options: DEFAULT_DELIVERY_OPTIONS,
};
const tenant = {
  name: 'Golden Maple Bistro',
  slogan: 'Prairie comfort',
  description: 'A bistro.',
  phone: null,
  email: null,
  logo: { url: '/images/gm/logo.png' },
  settings: {
    online_ordering: true,
    online_reservation: true,
    membership: true,
    gift_card: false,
    coupon: true,
    loyalty_reward_program: false,
    seo: { title: '', description: '' },
  },
  restaurants: [restaurant],
  promotions: [{}],
  giftCardProducts: [],
};

describe('routeMeta', () => {
  it('titles routes after the tenant', () => {
    expect(routeMeta('/home', tenant).title).toBe('Golden Maple Bistro | Prairie comfort');
    expect(routeMeta('/menus', tenant).title).toBe('Menu | Golden Maple Bistro');
    expect(routeMeta('/menus', tenant).description).toContain('Saskatoon');
    expect(routeMeta('/unknown', tenant).title).toBe('Golden Maple Bistro | Prairie comfort');
  });
  it('prefers the tenant’s own SEO title', () => {
    const custom = {
      ...tenant,
      settings: { ...tenant.settings, seo: { title: 'Best Bistro', description: 'Yes.' } },
    };
    expect(routeMeta('/home', custom)).toEqual({ title: 'Best Bistro', description: 'Yes.' });
  });
  it('speaks the catalogue’s language', () => {
    const fr = setupI18n({ locale: 'fr', messages: { fr: french } });
    const noDescription = { ...tenant, description: null };
    expect(routeMeta('/menus', noDescription, fr)).toEqual({
      title: 'Menu | Golden Maple Bistro',
      description:
        'Le menu de Golden Maple Bistro à Saskatoon\u00a0: plats, prix et options. Commandez en ligne chez Golden Maple Bistro.',
    });
    expect(routeMeta('/gift', tenant, fr).title).toBe('Cartes-cadeaux | Golden Maple Bistro');
    expect(routeMeta('/reservation', tenant, fr).description).toBe(
      'Réservez une table chez Golden Maple Bistro.',
    );
    expect(routeMeta('/reservation', tenant).description).toBe('Book a table at Golden Maple Bistro.');
    expect(routeMeta('/home', tenant, fr).title).toBe('Golden Maple Bistro | Prairie comfort');
  });
});

describe('restaurantJsonLd', () => {
  it('describes the address, geo and opening hours in 24-hour time', () => {
    const ld = restaurantJsonLd(tenant, restaurant, 'https://gm.example.ca');
    expect(ld).toMatchObject({
      '@type': 'Restaurant',
      name: 'Golden Maple Bistro',
      telephone: '306-555-0142',
      acceptsReservations: true,
      address: { addressLocality: 'Saskatoon', postalCode: 'S7M 0W9' },
      geo: { latitude: 52.12, longitude: -106.67 },
    });
    const hours = ld.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    expect(hours).toHaveLength(6);
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Tuesday',
      opens: '11:00',
      closes: '02:00',
    });
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '12:00',
      closes: '00:00',
    });
  });
});

describe('menuJsonLd', () => {
  it('lists sections and items with prices', () => {
    const borscht = menuItem({
      _id: 'i',
      cd: 'A1',
      name: 'Borscht',
      printName: null,
      description: 'Beets',
      price: 8.5,
      sizes: [],
      options: [],
    });
    const menus: ApiMenus = { menus: [menu({ _id: 'm', name: 'Main' }, [borscht])], promotion_items: [] };
    const ld = JSON.stringify(menuJsonLd(tenant, menus, 'CAD'));
    expect(ld).toContain('"name":"Borscht"');
    expect(ld).toContain('"price":"8.50","priceCurrency":"CAD"');
  });
});

describe('sitemap and robots', () => {
  it('lists only the routes this tenant has', () => {
    const xml = sitemapXml(tenant, 'https://gm.example.ca');
    expect(xml).toContain('<loc>https://gm.example.ca/menus</loc>');
    expect(xml).toContain('<loc>https://gm.example.ca/promotions</loc>');
    expect(xml).not.toContain('/locations'); // one restaurant
    expect(xml).not.toContain('/gift'); // gift cards off
  });
  it('keeps private pages out without hiding /orderonline', () => {
    const robots = robotsTxt('https://gm.example.ca');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain('Sitemap: https://gm.example.ca/sitemap.xml');
    const disallowed = robots
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice(10));
    expect(disallowed.some((prefix) => '/orderonline'.startsWith(prefix))).toBe(false);
    expect(disallowed.some((prefix) => '/order?id=abc'.startsWith(prefix))).toBe(true);
  });
});

describe('the preview and the canonical address of a page', () => {
  const origin = 'https://goldenmaple.example.ca';
  const photo = (url: string) => ({ url, webp_url: null, width: null, height: null });
  const withPhotos = (...urls: string[]) => ({
    gallery: urls.map((url) => ({ image: photo(url) })),
    logo: null,
  });

  it('previews the menu with its first dish that has a photo, made absolute', () => {
    const bare = menuItem({ _id: 'a', name: 'Tea', photos: [] });
    const poutine = menuItem({ _id: 'b', name: 'Poutine', photos: [photo('/images/gold/poutine.jpg')] });
    const menus: ApiMenus = {
      menus: [menu({ _id: 'm', name: 'Main' }, [bare, poutine])],
      promotion_items: [],
    };
    expect(shareImageOf(withPhotos('/images/gold/hero.jpg'), origin, menus)).toBe(
      'https://goldenmaple.example.ca/images/gold/poutine.jpg',
    );
  });

  it('falls back to the first gallery photo, then the logo, and keeps an address on another host', () => {
    expect(shareImageOf(withPhotos('https://cdn.example.com/hero.jpg'), origin)).toBe(
      'https://cdn.example.com/hero.jpg',
    );
    expect(shareImageOf({ gallery: [], logo: { url: '/images/logo.png' } }, origin)).toBe(
      'https://goldenmaple.example.ca/images/logo.png',
    );
    expect(shareImageOf({ gallery: [], logo: null }, origin)).toBeUndefined();
  });

  it('names the page on the configured origin, the root as home, without a trailing slash', () => {
    expect(canonicalUrlOf('/menus/', origin)).toBe('https://goldenmaple.example.ca/menus');
    expect(canonicalUrlOf('/', origin)).toBe('https://goldenmaple.example.ca/home');
  });
});
