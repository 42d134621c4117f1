import type { ApiBusinessHours, ApiMenus, ApiSignatureDish } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';

/* Reads shared by several features; a feature's own reads live in features/<f>/api. */

export const restaurantMenusQuery = (restaurantId: string, onlineOrdering = false) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'menus', { onlineOrdering }],
    queryFn: () =>
      apiGet<ApiMenus>(`/restaurants/${restaurantId}/menus${onlineOrdering ? '?onlineOrdering=true' : ''}`),
  });

export const restaurantBusinessHoursQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'businesshours'],
    queryFn: () => apiGet<ApiBusinessHours>(`/restaurants/${restaurantId}/businesshours`),
  });

export const tenantBusinessHoursQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['tenants', tenantId, 'businesshours'],
    queryFn: () => apiGet<ApiBusinessHours[]>(`/tenants/${tenantId}/businesshours`),
  });

export const signatureDishesQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['tenants', tenantId, 'signature-dishes'],
    queryFn: () => apiGet<ApiSignatureDish[]>(`/tenants/${tenantId}/signature-dishes`),
  });
