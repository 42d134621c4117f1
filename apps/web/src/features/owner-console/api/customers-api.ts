import type { ApiOwnerCustomer, CustomerBlockRequest, OwnerCustomersResponse } from '@storefront/domain';
import { createApiClient } from '../../../lib/api-client';

/* The owner's customers (/api/staff/customers): search, block and unblock. */

const request = createApiClient('/api/staff');

export const CUSTOMERS_PAGE_SIZE = 20;

export const customerKeys = {
  all: ['staff', 'customers'] as const,
  search: (q: string, cursor: string | null) => ['staff', 'customers', q, cursor] as const,
};

export const searchCustomers = (q: string, cursor: string | null) =>
  request<OwnerCustomersResponse>(
    'GET',
    `/customers?q=${encodeURIComponent(q)}&limit=${CUSTOMERS_PAGE_SIZE}${
      cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    }`,
  );

export const setCustomerBlock = (customerId: string, change: CustomerBlockRequest) =>
  request<ApiOwnerCustomer>('PUT', `/customers/${encodeURIComponent(customerId)}/block`, change);
