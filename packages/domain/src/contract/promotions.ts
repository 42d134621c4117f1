/*
 * The promotions, coupons and gift cards wire shapes (ordering-core §3 Cart promotion / Cart discount /
 * Coupon / Gift card redemption, accounts-and-extras §7). Money is in dollars on the wire; the server
 * computes every amount again from the database, whatever a client sends.
 */
import type { CartQuoteRequest } from './orders';
import type { OrderMethod } from './order-method';

/** A promotion applied to items (Buy one, get one free; % discount on selected items). */
export interface CartPromotion {
  promotionId: string;
  promotionName: string;
  /** How many units the promotion discounted. */
  quantity: number;
  /** The full price of the discounted units. */
  amount: number;
  discountAmount: number;
  couponCode: string | null;
  /** The uuids of the cart lines it discounted. */
  discountedItems: string[];
  uuid: string;
}

/** A cart-level discount (free delivery, payment method reward, % or fixed on cart, a coupon). */
export interface CartDiscount {
  promotion_id: string | null;
  discount_name: string;
  coupon_code: string | null;
  discount_amount: number;
  /** A next-order coupon is issued by the order, not deducted from it. */
  is_next_order_coupon: boolean;
  coupon_amount: number;
  coupon_code_expire_in: number | null;
  coupon_code_expire_unit: 'days' | 'weeks' | 'months' | null;
}

/** POST /api/eater/restaurants/{id}/apply-coupon. The cart is sent so the server can price the coupon. */
export interface ApplyCouponRequest extends Partial<CartQuoteRequest> {
  couponCode: string;
  email: string;
  subtotal?: number;
  deliveryMethod?: OrderMethod;
  deliveryPostalCode?: string | null;
}

export interface AppliedCoupon {
  couponCode: string;
  /** The discount this coupon gives the cart as it is now. */
  amount: number;
  name: string;
  email: string;
}

export interface ApplyCouponResponse {
  coupon: AppliedCoupon;
}

/** GET /api/eater/tenants/{tenantId}/giftcards/{giftCardNumber} */
export interface GiftCardBalance {
  giftCardNumber: string;
  balance: number;
  /** The balance less the amounts currently held for orders not yet placed. */
  pendingBalance: number;
}

/** POST /api/eater/tenants/{tenantId}/giftcards/{giftCardNumber}/preauth */
export interface GiftCardPreauthRequest {
  amountToRedeem: number;
}

/** A hold on a gift card; the order captures it, DELETE …/giftcardredemptions/{_id} releases it. */
export interface GiftCardRedemption {
  _id: string;
  giftCardNumber: string;
  balanceBeforeRedeem: number;
  amountToRedeem: number;
  balanceAfterRedeem: number;
  /** When the hold lapses if no order captures it (ISO 8601). */
  expiresAt: string;
}
