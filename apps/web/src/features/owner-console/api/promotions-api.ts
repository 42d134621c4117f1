import type {
  ApiOwnerCoupon,
  ApiOwnerGiftCardProduct,
  ApiOwnerPromotion,
  GiftCardProductInput,
  HouseCouponInput,
  OwnerCouponsResponse,
  OwnerGiftCardProductsResponse,
  OwnerPromotionInput,
  OwnerPromotionsResponse,
} from '@storefront/domain';
import { settingsCollection } from './settings-api';

/*
 * The owner console's Promotions (/api/staff/promotions), the house's coupons (/api/staff/coupons)
 * and the gift card products /gift sells (/api/staff/gift-card-products).
 */

export const promotionKeys = { all: ['staff', 'settings', 'promotions'] as const };
export const promotions = settingsCollection<OwnerPromotionsResponse, ApiOwnerPromotion, OwnerPromotionInput>(
  '/promotions',
);

export const couponKeys = { all: ['staff', 'settings', 'coupons'] as const };
export const coupons = settingsCollection<OwnerCouponsResponse, ApiOwnerCoupon, HouseCouponInput>('/coupons');

export const giftCardProductKeys = { all: ['staff', 'settings', 'gift-card-products'] as const };
export const giftCardProducts = settingsCollection<
  OwnerGiftCardProductsResponse,
  ApiOwnerGiftCardProduct,
  GiftCardProductInput
>('/gift-card-products');
