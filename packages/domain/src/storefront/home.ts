/*
 * The storefront home page's pure choices (ordering-core §2 Home, §9; accounts-and-extras §1):
 * which promotions it lists, how a location's address and contact read, where directions go and
 * how the loyalty programme is explained.
 */
import type { ApiImage } from '../contract/api';
import type { PromotionRules } from '../contract/settings';
import { isInWeekdayWindow } from '../promotions/rules';
import { isPromotionVisible, type PromotionWindow } from '../promotions/visibility';
import type { InstantLike } from '../time/zoned';
import { addressLines, type AddressInput } from './locations';

/** The hero's photo: the tenant's first gallery photo, if it has one (ordering-core §2, Home). */
export function heroPhoto<T extends ApiImage>(tenant: { gallery: readonly { image: T }[] }): T | undefined {
  return tenant.gallery[0]?.image;
}

/** Home shows at most 2 promotions and 6 signature dishes (ordering-core §9). */
export const HOME_PROMOTION_LIMIT = 2;
export const HOME_SIGNATURE_DISH_LIMIT = 6;

export const ADDRESS_PLACEHOLDER = 'Address coming soon';
export const PHONE_PLACEHOLDER = 'Phone coming soon';
export const EMAIL_PLACEHOLDER = 'Email coming soon';

type ListedPromotion = PromotionWindow & { disabled?: boolean };

/** The promotions listed today in `timeZone`, in their given order; disabled ones never list. */
export function visiblePromotions<T extends ListedPromotion>(
  promotions: readonly T[],
  now: InstantLike,
  timeZone: string,
): T[] {
  return promotions.filter((p) => !p.disabled && isPromotionVisible(p, now, timeZone));
}

/** The first `limit` (2) promotions visible today: the home page's promotions section. */
export function homePromotions<T extends ListedPromotion>(
  promotions: readonly T[],
  now: InstantLike,
  timeZone: string,
  limit: number = HOME_PROMOTION_LIMIT,
): T[] {
  return visiblePromotions(promotions, now, timeZone).slice(0, Math.max(0, limit));
}

/**
 * Whether the tenant shows the promotional banner: `{ enabled }`; a row from before (figures of its
 * own: `{ threshold, discount }`, or `{ cart, drawer }`) shows it when its figures were an offer.
 */
export function isPromotionalBannerOn(setting: unknown): boolean {
  const read = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  const flat = read(setting);
  if (typeof flat.enabled === 'boolean') return flat.enabled;
  const figures = 'threshold' in flat ? flat : read(flat.cart);
  const positive = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v > 0;
  return positive(figures.threshold) && positive(figures.discount);
}

/** A promotion as the banner reads it: the storefront's listed promotion with its rules. */
type BannerPromotion = ListedPromotion & {
  type: string;
  promo_apply_option: string;
  rules: {
    discount_amount: number;
    minimum_order_amount: number;
    minimum_order_amount_option: string;
    is_next_order_coupon: boolean;
    restaurants: readonly string[];
    weekdays: PromotionRules['weekdays'];
  };
};

/**
 * The promotional banner's offer, in cents, for the cart and the drawer alike (issue 27 item 8): the
 * tenant's own fixed discount on the cart, applied automatically above a minimum, visible today, in
 * its weekday window now and at the chosen location (null: not chosen yet, any), whose minimum the subtotal has not reached yet;
 * of several, the nearest. Null when the banner is off, or no such promotion is left to reach: the
 * banner never promises what the cart would not give. A next-order coupon is not this order's
 * discount, so it is never the banner's offer.
 */
export function promotionalBannerOf(
  setting: unknown,
  promotions: readonly BannerPromotion[],
  subtotal: number,
  at: { now: InstantLike; timeZone: string; restaurantId: string | null },
): { threshold: number; discount: number; missing: number } | null {
  if (!isPromotionalBannerOn(setting)) return null;
  const offers = visiblePromotions(promotions, at.now, at.timeZone)
    .filter(
      ({ type, promo_apply_option, rules }) =>
        type === 'Fixed discount amount on cart' &&
        promo_apply_option === 'Automatically' &&
        !rules.is_next_order_coupon &&
        rules.minimum_order_amount_option === 'Minimum amount' &&
        isInWeekdayWindow(rules.weekdays, at.now, at.timeZone) &&
        (at.restaurantId === null ||
          rules.restaurants.length === 0 ||
          rules.restaurants.includes(at.restaurantId)),
    )
    .map(({ rules }) => ({
      threshold: Math.round(rules.minimum_order_amount * 100),
      discount: Math.round(rules.discount_amount * 100),
    }))
    .filter(({ threshold, discount }) => discount > 0 && threshold > subtotal)
    .sort((a, b) => a.threshold - b.threshold || b.discount - a.discount);
  const offer = offers[0];
  return offer ? { ...offer, missing: offer.threshold - subtotal } : null;
}

/** The spec's carousel pace (ordering-core §9: "advances every 1 second"). */
export const DEFAULT_PROMOTION_CAROUSEL_INTERVAL_MS = 1000;

/**
 * Milliseconds per slide of the home promotions carousel: the tenant's setting, never faster than
 * the spec's 1 s (a missing or bad value reads as the default).
 */
export function promotionCarouselIntervalMs(settings: { promotion_carousel_interval_ms?: number }): number {
  const ms = settings.promotion_carousel_interval_ms;
  return typeof ms === 'number' && Number.isFinite(ms)
    ? Math.max(DEFAULT_PROMOTION_CAROUSEL_INTERVAL_MS, Math.round(ms))
    : DEFAULT_PROMOTION_CAROUSEL_INTERVAL_MS;
}

/** The address on one line, or the placeholder when nothing of it is known. */
export function addressText(location: AddressInput): string {
  const lines = addressLines(location);
  return lines.length > 0 ? lines.join(', ') : ADDRESS_PLACEHOLDER;
}

export interface DirectionsTarget extends AddressInput {
  latitude: number | null;
  longitude: number | null;
}

const isCoordinate = (value: number | null, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * Google Maps directions to a location: by its coordinates when it has them (0,0 counts as unset,
 * as on the map), else by its address; null when neither is known.
 */
export function directionsUrl(location: DirectionsTarget): string | null {
  const base = 'https://www.google.com/maps/dir/?api=1&destination=';
  const { latitude, longitude } = location;
  if (isCoordinate(latitude, 90) && isCoordinate(longitude, 180) && !(latitude === 0 && longitude === 0)) {
    return `${base}${location.latitude},${location.longitude}`;
  }
  const lines = addressLines(location);
  return lines.length > 0 ? `${base}${encodeURIComponent(lines.join(', '))}` : null;
}

/** A testimonial's star rating as whole stars, 0 to 5. */
export function starCount(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** "Rated 4 out of 5 stars": the accessible name of a star rating. */
export function ratingLabel(rating: number): string {
  const stars = starCount(rating);
  return `Rated ${stars} out of 5 ${stars === 1 ? 'star' : 'stars'}`;
}
