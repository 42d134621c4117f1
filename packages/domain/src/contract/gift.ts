/*
 * The gift card order wire shapes (accounts-and-extras §3 Gift card order payload, §7
 * POST /restaurants/{restaurantId}/giftcardorders) and the staff side's view of them. Money is in
 * dollars on the wire. The server prices the order again from the product: the money fields a
 * client sends are accepted and ignored.
 */
import type { Locale } from '../i18n/locales';
import type { OnlinePayment, PaymentMethod } from './orders';
import type { ApiGiftRecipient, GiftRecipientInput } from './gift-recipient';

export type GiftCardType = 'Digital' | 'Physical';

export const GIFT_CARD_TYPES: readonly GiftCardType[] = ['Digital', 'Physical'];

export interface GiftCardOrderCustomer {
  /** The member's id when signed in (the server links a member from the session, not from this). */
  userId?: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** POST /api/eater/restaurants/{restaurantId}/giftcardorders, with an Idempotency-Key header. */
export interface GiftCardOrderRequest {
  giftCardType: GiftCardType;
  giftCardProductId: string;
  giftCardProductName?: string;
  /** The product's price (ignored: the server reads it from the product). */
  giftCardProductUnitPrice?: number;
  quantity: number;
  /** Cards per product times quantity (ignored: the server computes it). */
  giftCardQuantity?: number;
  giftCardUnitPrice?: number;
  /** The total (ignored: the server computes it). */
  price?: number;
  customer: GiftCardOrderCustomer;
  paymentMethod: PaymentMethod;
  /** The site origin plus /giftcardorder. */
  orderLink?: string | null;
  /** Digital cards sent to someone else (issue 18); absent or null: the buyer's own. */
  recipient?: GiftRecipientInput | null;
}

/** Received when placed; Fulfilled once paid, when its cards are issued. */
export type GiftCardOrderStatus = 'Received' | 'Fulfilled';
export type GiftCardPaymentStatus = 'Unpaid' | 'Paid';

export interface ApiGiftCardOrder {
  _id: string;
  giftCardOrderNumber: number;
  status: GiftCardOrderStatus;
  paymentStatus: GiftCardPaymentStatus;
  giftCardType: GiftCardType;
  giftCardProductId: string | null;
  giftCardProductName: string;
  giftCardProductUnitPrice: number;
  quantity: number;
  giftCardQuantity: number;
  giftCardUnitPrice: number;
  price: number;
  paymentMethod: PaymentMethod;
  /** Paid online on the built-in test provider: no money moved (TEST_PAYMENT_LABEL; decision 0073). */
  testPayment?: boolean;
  nameOrderedUnder: string;
  email: string;
  phone: string;
  /** The language it was ordered in, its mails' (issue 31); absent on older event snapshots (English). */
  locale?: Locale;
  createdAt: string;
  updatedAt: string;
  /** Who the cards are mailed to, and when; null when the buyer keeps them. */
  recipient: ApiGiftRecipient | null;
  restaurant: {
    _id: string;
    name: string;
    phone: string | null;
    address_1: string | null;
    city_town: string | null;
    settings: { time_zone: string; time_format: string; date_format: string; datetime_format: string };
  };
}

export interface GiftCardOrderResponse {
  giftCardOrder: ApiGiftCardOrder;
}

/**
 * POST /restaurants/{id}/giftcardorders with paymentMethod Online, before the card is charged: no
 * gift card order yet (202), and the payment to confirm. Sent again with the same Idempotency-Key once
 * the card is confirmed, it answers with the order, Paid, its cards issued.
 */
export interface GiftCardOrderPaymentRequired {
  giftCardOrder: null;
  payment: OnlinePayment;
}

/** A card issued by a paid gift card order, as the staff side sees it (to hand over or write down). */
export interface ApiIssuedGiftCard {
  _id: string;
  giftCardNumber: string;
  kind: GiftCardType;
  balance: number;
}

/** A gift card order on the staff board, with the cards it issued once paid. */
export interface StaffGiftCardOrder extends ApiGiftCardOrder {
  giftCards: ApiIssuedGiftCard[];
}

/** GET /api/staff/giftcardorders */
export interface StaffGiftCardOrdersResponse {
  giftCardOrders: StaffGiftCardOrder[];
  /** Pass as `?cursor=` for the next page; null on the last one. */
  nextCursor: string | null;
}

/** The socket.io event after a new (not replayed) gift card order (accounts-and-extras §4, §7). */
export const NEW_GIFT_CARD_ORDER_EVENT = 'new gift card order';

export interface GiftCardOrderEvent {
  restaurantId: string;
  order: ApiGiftCardOrder;
  timeZone: string;
}
