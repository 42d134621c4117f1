import {
  toCartItemInput,
  type AppliedCoupon,
  type CartLine,
  type CartQuote,
  type CartQuoteRequest,
  type CutleryInput,
  type GiftCardRedemption,
  type TipChoice,
} from '@storefront/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { apiPost } from '../lib/api-client';
import { useCartStore } from '../stores/cart-store';
import { useLocationStore } from '../stores/location-store';
import { useOrderStore } from '../stores/order-store';

/*
 * The cart quote (POST /restaurants/{id}/cart/quote): the server prices the cart and the order state
 * from its own menu, and its totals are the ones shown in the drawer, /cart and checkout. The client
 * shows the domain subtotal at once while a quote loads.
 */

/** How long the cart must stay unchanged before it is quoted again (quick +/- clicks make one call). */
const QUOTE_DEBOUNCE_MS = 350;

interface QuoteOrderState {
  deliveryMethod: CartQuoteRequest['deliveryMethod'] | null;
  pickupTimeType: CartQuoteRequest['pickupTimeType'] | null;
  pickupDate: string | null;
  pickupTime: string | null;
  deliveryAddress: CartQuoteRequest['deliveryAddress'];
  paymentMethod: CartQuoteRequest['paymentMethod'];
  /** Absent in orders saved before tips existed. */
  tip?: TipChoice;
}

/** What the cart pays with besides money: its coupon, its gift card holds and the member's points. */
export interface QuoteRedemptions {
  coupon: AppliedCoupon | null;
  giftCardRedemptions: readonly GiftCardRedemption[];
  /** Absent in carts saved before points could be spent. */
  redeemPoints?: number;
}

/**
 * The quote request for the cart and the order state (pickup and ASAP when not chosen yet), with the
 * coupon as applied (code and email) and the gift card holds by id.
 */
export function cartQuoteRequest(
  items: readonly CartLine[],
  cutlery: readonly CutleryInput[],
  order: QuoteOrderState,
  redemptions: QuoteRedemptions,
): CartQuoteRequest {
  const deliveryMethod = order.deliveryMethod ?? 'Pickup';
  const pickupTimeType = order.pickupTimeType ?? 'ASAP';
  return {
    items: items.map(toCartItemInput),
    deliveryMethod,
    pickupTimeType,
    pickupDate: pickupTimeType === 'Schedule' ? order.pickupDate : null,
    pickupTime: pickupTimeType === 'Schedule' ? order.pickupTime : null,
    deliveryAddress: deliveryMethod === 'Delivery' ? (order.deliveryAddress ?? null) : null,
    cutlery: cutlery.map((c) => ({ _id: c._id, quantity: c.quantity })),
    paymentMethod: order.paymentMethod ?? 'Offline',
    // A tip goes only with an online payment (at the counter the diner tips there).
    tip: order.paymentMethod === 'Online' && order.tip ? order.tip : null,
    couponCode: redemptions.coupon?.couponCode ?? null,
    couponEmail: redemptions.coupon?.email ?? null,
    giftCardRedemptions: redemptions.giftCardRedemptions.map((r) => r._id),
    redeemPoints: redemptions.redeemPoints || null,
  };
}

/** `value` once it has stayed the same (by its JSON) for `ms`. */
function useDebouncedJson<T>(value: T, ms: number): T {
  const json = JSON.stringify(value);
  const [settled, setSettled] = useState(json);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(json), ms);
    return () => window.clearTimeout(timer);
  }, [json, ms]);
  return useMemo(() => JSON.parse(settled) as T, [settled]);
}

export const cartQuoteKey = (restaurantId: string | null, request: CartQuoteRequest | null) =>
  ['restaurants', restaurantId, 'cart', 'quote', request] as const;

export interface CartQuoteResult {
  quote: CartQuote | undefined;
  /** A quote is being fetched, or the cart changed since the quote shown. */
  isUpdating: boolean;
  error: Error | null;
}

/** The authoritative totals of the current cart; undefined until the first quote arrives. */
export function useCartQuote(): CartQuoteResult {
  const { items, cutlery, cartRestaurantId, coupon, giftCardRedemptions, redeemPoints } = useCartStore(
    useShallow((s) => ({
      items: s.items,
      cutlery: s.cutlery,
      cartRestaurantId: s.restaurantId,
      coupon: s.coupon,
      giftCardRedemptions: s.giftCardRedemptions,
      redeemPoints: s.redeemPoints,
    })),
  );
  const locationId = useLocationStore((s) => s.restaurantId);
  const order = useOrderStore(
    useShallow((s): QuoteOrderState => ({
      deliveryMethod: s.deliveryMethod,
      pickupTimeType: s.pickupTimeType,
      pickupDate: s.pickupDate,
      pickupTime: s.pickupTime,
      deliveryAddress: s.deliveryAddress,
      paymentMethod: s.paymentMethod,
      tip: s.tip,
    })),
  );
  const restaurantId = cartRestaurantId ?? locationId;
  const request = useMemo(
    () =>
      items.length > 0
        ? cartQuoteRequest(items, cutlery, order, { coupon, giftCardRedemptions, redeemPoints })
        : null,
    [items, cutlery, order, coupon, giftCardRedemptions, redeemPoints],
  );
  const settled = useDebouncedJson(request, QUOTE_DEBOUNCE_MS);

  const query = useQuery({
    queryKey: cartQuoteKey(restaurantId, settled),
    queryFn: () => apiPost<CartQuote>(`/restaurants/${restaurantId}/cart/quote`, settled),
    enabled: restaurantId !== null && settled !== null && request !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 1,
  });

  const current = request !== null && JSON.stringify(request) === JSON.stringify(settled);
  return {
    quote: request === null ? undefined : query.data,
    isUpdating: request !== null && (query.isFetching || !current),
    error: request === null ? null : query.error,
  };
}
