import type { ApiMenus, ApiOrder, DeliveryMethod, RestaurantOperations } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api-client';

/*
 * The kitchen controls of the staff API (issue 15): a location's pause, busy mode and slot capacity,
 * 86'ing items, and the kitchen's steps on an order (accept with a ready time, delay, ready, reject
 * with a reason).
 */

const request = createApiClient('/api/staff');
const storefront = createApiClient('/api/eater');
const at = (restaurantId: string) => `/restaurants/${encodeURIComponent(restaurantId)}`;
const of = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

export const kitchenKeys = {
  operations: (restaurantId: string) => ['staff', 'operations', restaurantId] as const,
  menu: (restaurantId: string) => ['staff', 'menu', restaurantId] as const,
};

/** The location's online menu items, as diners see them (with sold_out_until), for the 86 list. */
export const menuItemsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: kitchenKeys.menu(restaurantId),
    queryFn: async () => {
      const menus = await storefront<ApiMenus>(
        'GET',
        `/restaurants/${encodeURIComponent(restaurantId)}/menus?onlineOrdering=true`,
      );
      const seen = new Set<string>();
      return menus.menus
        .flatMap((menu) => menu.sections.flatMap((section) => section.items))
        .filter((item) => !seen.has(item._id) && seen.add(item._id));
    },
  });

export const operationsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: kitchenKeys.operations(restaurantId),
    queryFn: () => request<RestaurantOperations>('GET', `${at(restaurantId)}/operations`),
  });

/**
 * How long a pause or busy period runs: until an instant (null: until resumed, pauses only), or
 * until a time of day 'HH:MM' that the server reads on the restaurant's clock.
 */
export type OperationsEnd = { until: string | null } | { untilTime: string };

export const pauseOrdering = (
  restaurantId: string,
  pause: { method: DeliveryMethod; message: string | null } & OperationsEnd,
) => request<RestaurantOperations>('POST', `${at(restaurantId)}/pause`, pause);

export const resumeOrdering = (restaurantId: string, method: DeliveryMethod) =>
  request<RestaurantOperations>('POST', `${at(restaurantId)}/resume`, { method });

export const startBusyMode = (restaurantId: string, busy: { extraMinutes: number } & OperationsEnd) =>
  request<RestaurantOperations>('PUT', `${at(restaurantId)}/busy`, busy);

export const endBusyMode = (restaurantId: string) =>
  request<RestaurantOperations>('DELETE', `${at(restaurantId)}/busy`);

export const setSlotCapacity = (
  restaurantId: string,
  capacity: { maxOrders: number | null; maxItems: number | null },
) => request<RestaurantOperations>('PUT', `${at(restaurantId)}/capacity`, capacity);

export type SoldOutRequest =
  | { until: 'end_of_day' }
  | { until: 'date'; date: string }
  | { until: 'indefinitely' }
  | { until: 'available' };

export const markSoldOut = (restaurantId: string, itemId: string, choice: SoldOutRequest) =>
  request<{ itemId: string; sold_out_until: string | null }>(
    'POST',
    `${at(restaurantId)}/items/${encodeURIComponent(itemId)}/sold-out`,
    choice,
  );

export const markOptionSoldOut = (
  restaurantId: string,
  itemId: string,
  optionId: string,
  choice: SoldOutRequest,
) =>
  request<{ itemId: string; optionId: string; sold_out_until: string | null }>(
    'POST',
    `${at(restaurantId)}/items/${encodeURIComponent(itemId)}/options/${encodeURIComponent(optionId)}/sold-out`,
    choice,
  );

/** What staff do to an order from its card. */
export type KitchenAction =
  | { kind: 'accept'; prepMinutes: number | null }
  | { kind: 'reject'; reason: string | null }
  | { kind: 'delay'; minutes: number }
  | { kind: 'ready' }
  | { kind: 'fulfil' }
  /** "Allergy read": the diner's declared allergies were read (the order may then be accepted). */
  | { kind: 'allergy read' };

export function runKitchenAction(orderId: string, action: KitchenAction): Promise<ApiOrder> {
  switch (action.kind) {
    case 'accept':
      return request<ApiOrder>('POST', `${of(orderId)}/accept`, { prepMinutes: action.prepMinutes });
    case 'reject':
      return request<ApiOrder>('POST', `${of(orderId)}/reject`, { reason: action.reason });
    case 'delay':
      return request<ApiOrder>('POST', `${of(orderId)}/delay`, { minutes: action.minutes });
    case 'ready':
      return request<ApiOrder>('POST', `${of(orderId)}/ready`);
    case 'fulfil':
      return request<ApiOrder>('POST', `${of(orderId)}/status`, { status: 'Fulfilled' });
    case 'allergy read':
      return request<ApiOrder>('POST', `${of(orderId)}/allergies/acknowledge`);
  }
}
