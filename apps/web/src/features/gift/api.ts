import type {
  ApiGiftCardProduct,
  GiftCardOrderPaymentRequired,
  GiftCardOrderRequest,
  GiftCardOrderResponse,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, sentOnce } from '../../lib/api-client';

/* The gift card calls (accounts-and-extras §7): the products, one product, placing an order. */

export const giftCardProductsQuery = (tenantId: string) =>
  queryOptions({
    queryKey: ['tenants', tenantId, 'giftcardproducts'],
    queryFn: () => apiGet<ApiGiftCardProduct[]>(`/tenants/${tenantId}/giftcardproducts`),
    staleTime: 5 * 60_000,
  });

export const giftCardProductQuery = (productId: string) =>
  queryOptions({
    queryKey: ['giftcardproducts', productId],
    queryFn: () => apiGet<ApiGiftCardProduct>(`/giftcardproducts/${encodeURIComponent(productId)}`),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * POST /restaurants/{id}/giftcardorders with the checkout attempt's Idempotency-Key: a retry with
 * the same key returns the same gift card order instead of placing a second one. Paying online, the
 * first answer is the payment to confirm (no order yet); sent again once it is paid, the order.
 */
export const placeGiftCardOrder = (
  restaurantId: string,
  idempotencyKey: string,
  body: GiftCardOrderRequest,
) =>
  apiPost<GiftCardOrderResponse | GiftCardOrderPaymentRequired>(
    `/restaurants/${encodeURIComponent(restaurantId)}/giftcardorders`,
    body,
    sentOnce(idempotencyKey),
  );
