import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMOTION_RULES } from '../contract/defaults';
import {
  isPromotionalBannerOn,
  promotionalBannerOf,
  promotionCarouselIntervalMs,
  ADDRESS_PLACEHOLDER,
  addressText,
  directionsUrl,
  heroPhoto,
  homePromotions,
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
  const offer = (id: string, minimum: number, discount: number, changes: object = {}) => ({
    _id: id,
    type: 'Fixed discount amount on cart',
    promo_apply_option: 'Automatically',
    available_option: 'Unlimited',
    disabled: false,
    ...changes,
    rules: {
      discount_amount: discount,
      minimum_order_amount: minimum,
      minimum_order_amount_option: 'Minimum amount',
      is_next_order_coupon: false,
      restaurants: [] as string[],
      weekdays: DEFAULT_PROMOTION_RULES.weekdays,
      ...('rules' in changes ? (changes.rules as object) : {}),
    },
  });
  const at = {
    now: Date.parse('2026-11-25T20:30:00Z'),
    timeZone: 'America/Regina',
    restaurantId: 'downtown',
  };
  const on = { enabled: true };

  it('offers the nearest fixed discount above the subtotal, in cents, and hides once all are met', () => {
    const promotions = [offer('big', 60, 10), offer('small', 35, 5)];
    expect(promotionalBannerOf(on, promotions, 1_000, at)).toEqual({
      threshold: 3_500,
      discount: 500,
      missing: 2_500,
    });
    expect(promotionalBannerOf(on, promotions, 3_500, at)).toEqual({
      threshold: 6_000,
      discount: 1_000,
      missing: 2_500,
    });
    expect(promotionalBannerOf(on, promotions, 6_000, at)).toBeNull();
  });

  it('never offers what the cart would not give: coupons, next-order coupons, other locations, other kinds, past dates', () => {
    for (const changes of [
      { promo_apply_option: 'Coupon code' },
      { rules: { is_next_order_coupon: true } },
      { rules: { restaurants: ['uptown'] } },
      // 20:30 UTC is a Wednesday afternoon in Regina: a Friday-only offer is not today's.
      { rules: { weekdays: { friday: { selected: true, from: '00:00', until: '23:59' } } } },
      { rules: { minimum_order_amount_option: 'Not applicable' } },
      { rules: { discount_amount: 0 } },
      { type: '% discount on cart' },
      { disabled: true },
      { available_option: 'Date range', available_from: '2026-10-01', available_until: '2026-10-31' },
    ]) {
      expect(
        promotionalBannerOf(on, [offer('x', 40, 5, changes)], 0, at),
        JSON.stringify(changes),
      ).toBeNull();
    }
    // Before a location is chosen, an offer of any location may show.
    expect(
      promotionalBannerOf(on, [offer('x', 40, 5, { rules: { restaurants: ['uptown'] } })], 0, {
        ...at,
        restaurantId: null,
      }),
    ).toMatchObject({ threshold: 4_000 });
  });

  it('shows only when the tenant has it on; a row from before is on when its figures were an offer', () => {
    const promotions = [offer('small', 35, 5)];
    expect(promotionalBannerOf({ enabled: false }, promotions, 0, at)).toBeNull();
    expect(promotionalBannerOf(undefined, promotions, 0, at)).toBeNull();
    expect(isPromotionalBannerOn({ threshold: 25, discount: 5 })).toBe(true);
    expect(isPromotionalBannerOn({ threshold: 0, discount: 5 })).toBe(false);
    expect(
      isPromotionalBannerOn({ cart: { threshold: 25, discount: 5 }, drawer: { threshold: 38, discount: 5 } }),
    ).toBe(true);
  });
});
