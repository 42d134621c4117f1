import type {
  ApiOwnerCoupon,
  ApiOwnerPromotion,
  HouseCouponInput,
  OwnerCouponsResponse,
  OwnerPromotionInput,
  OwnerPromotionsResponse,
} from '@storefront/domain';
import { settingsRequest } from './settings-api';

/* The owner console's Promotions (/api/staff/promotions) and the house's coupons (/api/staff/coupons). */

export const promotionKeys = {
  all: ['staff', 'settings', 'promotions'] as const,
};

export const fetchPromotions = () => settingsRequest<OwnerPromotionsResponse>('GET', '/promotions?limit=100');

export const createPromotion = (promotion: OwnerPromotionInput) =>
  settingsRequest<ApiOwnerPromotion>('POST', '/promotions', promotion);

export const savePromotion = (promotionId: string, promotion: OwnerPromotionInput) =>
  settingsRequest<ApiOwnerPromotion>('PUT', `/promotions/${encodeURIComponent(promotionId)}`, promotion);

export const deletePromotion = (promotionId: string) =>
  settingsRequest<void>('DELETE', `/promotions/${encodeURIComponent(promotionId)}`);

export const couponKeys = { all: ['staff', 'settings', 'coupons'] as const };

export const fetchCoupons = () => settingsRequest<OwnerCouponsResponse>('GET', '/coupons?limit=100');

export const createCoupon = (coupon: HouseCouponInput) =>
  settingsRequest<ApiOwnerCoupon>('POST', '/coupons', coupon);

export const deleteCoupon = (couponId: string) =>
  settingsRequest<void>('DELETE', `/coupons/${encodeURIComponent(couponId)}`);
