import type {
  ApplyCouponRequest,
  ApplyCouponResponse,
  AuthResponse,
  GiftCardBalance,
  GiftCardRedemption,
  PlaceOrderPaymentRequired,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, sentOnce } from '../../lib/api-client';
import { customerChanged } from '../../lib/customer';

/*
 * The ordering feature's own calls: cutlery, the blocked-email check, coupons and gift cards,
 * and placing (viewing and cancelling: api/orders.ts).
 */

export interface PlasticCutleryItem {
  _id: string;
  name: string;
  /** Dollars; 0 when not set (spec §9). */
  price?: number;
}

export const plasticCutleryQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', restaurantId, 'plastic-cutlery-items'],
    queryFn: () => apiGet<PlasticCutleryItem[]>(`/restaurants/${restaurantId}/plastic-cutlery-items`),
    staleTime: 10 * 60_000,
  });

/** GET /tenants/{id}/customerviews?email=: whether the email is blocked for ordering (spec §6). */
export const fetchIsBlocked = async (tenantId: string, email: string): Promise<boolean> => {
  const view = await apiGet<{ isBlocked: boolean }>(
    `/tenants/${tenantId}/customerviews?email=${encodeURIComponent(email)}`,
  );
  return view.isBlocked === true;
};

/**
 * POST /restaurants/{id}/orders with the checkout attempt's Idempotency-Key: a retry with the same
 * key returns the same order instead of placing a second one. Paying Online, the first answer is the
 * payment to confirm (no order yet); sent again once the card is confirmed, it is the order.
 */
export function placeOrder(
  restaurantId: string,
  idempotencyKey: string,
  body: PlaceOrderRequest,
): Promise<PlaceOrderResponse | PlaceOrderPaymentRequired> {
  return apiPost<PlaceOrderResponse | PlaceOrderPaymentRequired>(
    `/restaurants/${encodeURIComponent(restaurantId)}/orders`,
    body,
    sentOnce(idempotencyKey),
  );
}

/** POST /restaurants/{id}/apply-coupon: the coupon's worth for this cart, or the server's reason why not. */
export const applyCoupon = (restaurantId: string, body: ApplyCouponRequest) =>
  apiPost<ApplyCouponResponse>(`/restaurants/${encodeURIComponent(restaurantId)}/apply-coupon`, body);

const giftCardPath = (tenantId: string, giftCardNumber: string) =>
  `/tenants/${tenantId}/giftcards/${encodeURIComponent(giftCardNumber)}`;

/** GET /tenants/{id}/giftcards/{number}: the balance and the pending balance (less current holds). */
export const fetchGiftCardBalance = (tenantId: string, giftCardNumber: string) =>
  apiGet<GiftCardBalance>(giftCardPath(tenantId, giftCardNumber));

/** POST …/giftcards/{number}/preauth: holds an amount (dollars) of the card for this order. */
export const preauthGiftCard = (tenantId: string, giftCardNumber: string, amountToRedeem: number) =>
  apiPost<GiftCardRedemption>(`${giftCardPath(tenantId, giftCardNumber)}/preauth`, { amountToRedeem });

/** DELETE /tenants/{id}/giftcardredemptions/{id}: releases a hold the order will not use. */
export const releaseGiftCardRedemption = (tenantId: string, redemptionId: string) =>
  apiDelete<void>(`/tenants/${tenantId}/giftcardredemptions/${encodeURIComponent(redemptionId)}`);

/**
 * POST /tenants/{id}/orders/{orderId}/account: a guest makes an account from the order just placed
 * (its name, email and phone) with a password; the server signs them in (issue 18).
 */
export async function createAccountFromOrder(tenantId: string, orderId: string, password: string) {
  const response = await apiPost<AuthResponse>(
    `/tenants/${encodeURIComponent(tenantId)}/orders/${encodeURIComponent(orderId)}/account`,
    { password },
  );
  customerChanged();
  return response;
}
