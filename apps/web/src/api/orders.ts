import type { ApiOrder } from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../lib/api-client';

/* One order, read and cancelled: by the order page after checkout and by the member's order history. */

const orderPath = (tenantId: string, orderId: string) =>
  `/tenants/${tenantId}/orders/${encodeURIComponent(orderId)}`;

export const orderQuery = (tenantId: string, orderId: string) =>
  queryOptions({
    queryKey: ['tenants', tenantId, 'orders', orderId],
    queryFn: () => apiGet<ApiOrder>(orderPath(tenantId, orderId)),
    retry: false,
  });

export const cancelOrder = (tenantId: string, orderId: string) =>
  apiPost<ApiOrder>(`${orderPath(tenantId, orderId)}/cancel`, {});
