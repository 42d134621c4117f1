import type {
  ApiPaymentMethod,
  CardFormSettings,
  SavePaymentMethodRequest,
  UpdatePaymentMethodRequest,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../lib/api-client';
import { memberListQuery } from './member';

/*
 * The member's saved cards (accounts-and-extras §7; decision 0041): the profile's Payment Methods and
 * one tap at checkout both read them.
 */

const methodsPath = (customerId: string) => `/customers/${encodeURIComponent(customerId)}/paymentmethods`;

export const paymentMethodsQuery = (customerId: string) =>
  memberListQuery<ApiPaymentMethod>(customerId, 'paymentmethods');

export const savePaymentMethod = (customerId: string, body: SavePaymentMethodRequest) =>
  apiPost<ApiPaymentMethod>(methodsPath(customerId), body);

export const updatePaymentMethod = (customerId: string, methodId: string, body: UpdatePaymentMethodRequest) =>
  apiPut<ApiPaymentMethod>(`${methodsPath(customerId)}/${encodeURIComponent(methodId)}`, body);

export const deletePaymentMethod = (customerId: string, methodId: string) =>
  apiDelete<unknown>(`${methodsPath(customerId)}/${encodeURIComponent(methodId)}`);

/** Which form a card is saved with: the test provider's, or Stripe's Payment Element. */
export const cardFormQuery = queryOptions({
  queryKey: ['payments', 'card-form'],
  queryFn: () => apiGet<CardFormSettings>('/payments/card-form'),
  staleTime: Infinity,
});
