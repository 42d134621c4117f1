import type { ApiOwnerPromotion, OwnerPromotionInput, OwnerPromotionsResponse } from '@storefront/domain';
import { settingsRequest } from './settings-api';

/* The owner console's Promotions (/api/staff/promotions). */

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
