import { describe, expect, it } from 'vitest';
import {
  promotionalBannerOf,
  promotionCarouselIntervalMs,
  ADDRESS_PLACEHOLDER,
  addressText,
  directionsUrl,
  heroPhoto,
  homePromotions,
  loyaltyExplanation,
  ratingLabel,
  starCount,
  visiblePromotions,
} from './home';

const TORONTO = 'America/Toronto';
const NOW = Date.parse('2026-03-08T17:00:00Z'); // noon in Toronto

const promo = (
  id: string,
  over: Partial<{
    available_option: string;
    available_from: string | null;
    available_until: string | null;
    disabled: boolean;
  }> = {},
) => ({
  id,
  available_option: 'Date range',
  available_from: '2026-03-01',
  available_until: '2026-03-31',
  disabled: false,
  ...over,
});

describe('visiblePromotions and homePromotions', () => {
  const list = [
    promo('expired', { available_until: '2026-03-07' }),
    promo('a'),
    promo('off', { disabled: true }),
    promo('b', { available_option: 'Unlimited', available_from: null, available_until: null }),
    promo('c'),
    promo('future', { available_from: '2026-03-09' }),
  ];

  it('keeps the promotions visible today in the zone, in order, skipping disabled ones', () => {
    expect(visiblePromotions(list, NOW, TORONTO).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives the home page the first two visible ones', () => {
    expect(homePromotions(list, NOW, TORONTO).map((p) => p.id)).toEqual(['a', 'b']);
    expect(homePromotions(list, NOW, TORONTO, 5).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(homePromotions(list, NOW, TORONTO, -1)).toEqual([]);
    expect(homePromotions([], NOW, TORONTO)).toEqual([]);
  });

  it('reads today in the restaurant zone, not UTC', () => {
    // 2026-03-08 02:00 UTC is still the 7th in Toronto.
    const onlyThe8th = [promo('x', { available_from: '2026-03-08', available_until: '2026-03-08' })];
    expect(visiblePromotions(onlyThe8th, Date.parse('2026-03-08T02:00:00Z'), TORONTO)).toEqual([]);
    expect(visiblePromotions(onlyThe8th, Date.parse('2026-03-08T02:00:00Z'), 'UTC')).toHaveLength(1);
  });

  it('does not mutate its input', () => {
    const copy = JSON.parse(JSON.stringify(list)) as typeof list;
    homePromotions(list, NOW, TORONTO);
    expect(list).toEqual(copy);
  });
});

const address = {
  address_1: '220 20th St W',
  address_2: 'Unit 4',
  city_town: 'Saskatoon',
  state_province: 'SK',
  postal_code: 'S7M 0W9',
};
const none = { address_1: null, address_2: null, city_town: null, state_province: null, postal_code: null };

describe('heroPhoto', () => {
  const photo = (url: string) => ({ image: { url, webp_url: `${url}.webp` } });
  it('is the first gallery photo', () => {
    expect(heroPhoto({ gallery: [photo('/a.jpg'), photo('/b.jpg')] })).toEqual({
      url: '/a.jpg',
      webp_url: '/a.jpg.webp',
    });
  });
  it('is undefined without a gallery', () => {
    expect(heroPhoto({ gallery: [] })).toBeUndefined();
  });
});

describe('addressText', () => {
  it('prints the address on one line, or the placeholder', () => {
    expect(addressText(address)).toBe('220 20th St W, Unit 4, Saskatoon, SK S7M 0W9');
    expect(addressText({ ...none, address_1: '  ' })).toBe(ADDRESS_PLACEHOLDER);
    expect(ADDRESS_PLACEHOLDER).toBe('Address coming soon');
  });
});

describe('directionsUrl', () => {
  it('goes to the coordinates', () => {
    expect(directionsUrl({ ...address, latitude: 52.12, longitude: -106.67 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=52.12,-106.67',
    );
    expect(directionsUrl({ ...none, latitude: 0, longitude: 0 })).toBeNull();
  });

  it('falls back to the address, then to nothing', () => {
    expect(directionsUrl({ ...address, latitude: null, longitude: -106.67 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=220%2020th%20St%20W%2C%20Unit%204%2C%20Saskatoon%2C%20SK%20S7M%200W9',
    );
    expect(directionsUrl({ ...none, latitude: 95, longitude: 10 })).toBeNull();
    expect(directionsUrl({ ...none, latitude: Number.NaN, longitude: 10 })).toBeNull();
  });
});

describe('loyaltyExplanation', () => {
  it('uses the settings values', () => {
    expect(
      loyaltyExplanation({
        loyalty_points_per_dollar: 2,
        loyalty_points_per_order: 10,
        loyalty_points_per_referral: 50,
      }),
    ).toBe('Earn 2 points per dollar, 10 per order and 50 for every friend you refer');
    expect(
      loyaltyExplanation({
        loyalty_points_per_dollar: 1,
        loyalty_points_per_order: 0,
        loyalty_points_per_referral: 100,
      }),
    ).toBe('Earn 1 point per dollar, 0 per order and 100 for every friend you refer');
  });
});

describe('starCount and ratingLabel', () => {
  it('clamps and rounds to whole stars', () => {
    expect([-1, 0, 3.4, 3.5, 5, 9, Number.NaN].map(starCount)).toEqual([0, 0, 3, 4, 5, 5, 0]);
    expect(ratingLabel(4)).toBe('Rated 4 out of 5 stars');
    expect(ratingLabel(1)).toBe('Rated 1 out of 5 star');
  });
});

describe('promotionCarouselIntervalMs', () => {
  it("is the tenant's setting, 1 s by default and never faster", () => {
    expect(promotionCarouselIntervalMs({})).toBe(1000);
    expect(promotionCarouselIntervalMs({ promotion_carousel_interval_ms: 4000 })).toBe(4000);
    expect(promotionCarouselIntervalMs({ promotion_carousel_interval_ms: 200 })).toBe(1000);
    expect(promotionCarouselIntervalMs({ promotion_carousel_interval_ms: Number.NaN })).toBe(1000);
  });
});

describe('promotionalBannerOf', () => {
  it('is one offer in cents, hidden once the subtotal meets it or when off', () => {
    expect(promotionalBannerOf({ threshold: 40, discount: 5 }, 1_000)).toEqual({
      threshold: 4_000,
      discount: 500,
      missing: 3_000,
    });
    expect(promotionalBannerOf({ threshold: 40, discount: 5 }, 4_000)).toBeNull();
    expect(promotionalBannerOf({ threshold: 0, discount: 5 }, 0)).toBeNull();
    expect(promotionalBannerOf(undefined, 0)).toBeNull();
  });

  it("reads a row from before the single setting by its cart figures, never the drawer's", () => {
    const legacy = { cart: { threshold: 25, discount: 5 }, drawer: { threshold: 38, discount: 5 } };
    expect(promotionalBannerOf(legacy, 0)).toMatchObject({ threshold: 2_500, discount: 500 });
  });
});
