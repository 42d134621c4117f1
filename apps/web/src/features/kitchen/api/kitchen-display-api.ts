import type { ApiOrder, KitchenDisplayResponse, KitchenTicket } from '@storefront/domain';
import { createApiClient } from '../../../lib/api-client';

/* The kitchen display's calls (issue 29 item 6): a station's tickets, bumps and strikes. */

const request = createApiClient('/api/staff');
const of = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

export const kitchenDisplayKeys = {
  all: ['staff', 'kitchen-display'] as const,
  station: (restaurantId: string, station: string) =>
    ['staff', 'kitchen-display', restaurantId, station] as const,
};

/** A screen holds this many tickets; a kitchen with more has bigger problems than the display. */
export const DISPLAY_LIMIT = 100;

export const fetchKitchenTickets = (restaurantId: string, station: string) =>
  request<KitchenDisplayResponse>(
    'GET',
    `/kitchen?${new URLSearchParams({ restaurantId, station, limit: String(DISPLAY_LIMIT) }).toString()}`,
  );

/** What a tap on the display does. */
export type DisplayAction =
  | { kind: 'bump'; station: string; undo: boolean }
  | { kind: 'strike'; lineId: string; undo: boolean }
  | { kind: 'ready' }
  | { kind: 'allergy read' };

export function runDisplayAction(orderId: string, action: DisplayAction): Promise<KitchenTicket | ApiOrder> {
  switch (action.kind) {
    case 'bump':
      return request<KitchenTicket>(
        action.undo ? 'DELETE' : 'POST',
        `${of(orderId)}/kitchen/${encodeURIComponent(action.station)}/bump`,
      );
    case 'strike':
      return request<KitchenTicket>(
        action.undo ? 'DELETE' : 'POST',
        `${of(orderId)}/kitchen/items/${encodeURIComponent(action.lineId)}/strike`,
      );
    case 'ready':
      return request<ApiOrder>('POST', `${of(orderId)}/ready`);
    case 'allergy read':
      return request<ApiOrder>('POST', `${of(orderId)}/allergies/acknowledge`);
  }
}
