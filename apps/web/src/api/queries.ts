import type {
  ApiBusinessHours,
  ApiMenus,
  ApiSignatureDish,
  DeliveryMethod,
  PickupSlotsResponse,
} from '@storefront/domain';
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

/**
 * A location's pause, busy mode and full slots of a date (today when none), read fresh: staff change
 * them during service, and the diner's choices must follow at once (issue 15).
 */
export const pickupSlotsQuery = (restaurantId: string, method: DeliveryMethod, date?: string | null) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'pickupslots', method, date ?? 'today'],
    queryFn: () =>
      apiGet<PickupSlotsResponse>(
        `/restaurants/${restaurantId}/pickupslots?${new URLSearchParams({
          deliveryMethod: method,
          ...(date ? { date } : {}),
        }).toString()}`,
      ),
    staleTime: 0,
    refetchInterval: 30_000,
  });
