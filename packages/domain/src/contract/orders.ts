/*
 * The ordering API's wire shapes: the cart quote (POST /api/eater/restaurants/{id}/cart/quote), order
 * placement (POST /api/eater/restaurants/{id}/orders), the order view and the geo calls. Money is in
 * dollars on the wire. The server prices everything again from the database: money fields a client
 * sends are ignored.
 */
import type { Locale } from '../i18n/locales';
import { z } from 'zod';
import { isValidCustomTip, TIP_MESSAGES, TIP_PERCENTAGES, type TipChoice } from '../cart/tips';
import type { WireCartItem } from '../cart/wire';
import type { CartDiscount, CartPromotion, GiftCardRedemption } from './promotions';
import type { CouponStatus } from '../promotions/coupons';
import type { AllergiesInput, OrderAllergies } from './allergies';
import type { OrderMethod } from './order-method';
import type { PaymentProviderName } from './payment-providers';

export type PickupTimeType = 'ASAP' | 'Schedule';
export type PaymentMethod = 'Online' | 'Offline';
/**
 * Where an order came from (issue 29 item 8; decision 0087): the storefront, or staff taking it in
 * the console for a caller.
 */
export const ORDER_CHANNELS = ['web', 'phone'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export type AddressType = 'Business' | 'Home' | 'Other';
export const ORDER_STATUSES = ['Received', 'Accepted', 'Fulfilled', 'Rejected', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The table a Dine-in order is booked with: the party's size and a note for the restaurant. */
export interface DineInTableInput {
  partySize: number;
  note?: string | null;
}

/** The table of a Dine-in order as the order view shows it (its time is the order's pickupTime). */
export interface ApiOrderTable {
  reservationId: string;
  reservationNumber: number;
  partySize: number;
  status: string;
}

export interface WireDeliveryAddress {
  address: string;
  postalCode: string;
  suiteApartmentNumber?: string | null;
  addressType: AddressType;
  businessName?: string | null;
  otherPublicVenueName?: string | null;
  /** Set by the geo adapter's direction call; the server measures it again. */
  distanceInMeter?: number | null;
  /** The geo adapter's place id of the chosen suggestion. */
  placeId?: string | null;
}

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** A chosen option of a line as the client sends it (fields beyond these, such as prices, are dropped). */
export const cartOptionInputSchema = z.object({
  option_id: z.string().max(64),
  option_quantity: z.number().int().min(1).max(99).optional(),
});

/**
 * A cart line as the client sends it: what was chosen (the item by id or code, the size by name,
 * options by id). Its money fields, if sent, are dropped. The one definition of the line's choices:
 * the server validates with it, `CartLine` (cart/types.ts) extends it and `toCartItemInput` sends its
 * fields, so a new choice on the line is a field here.
 */
export const cartItemInputSchema = z.object({
  uuid: text(64).optional(),
  id: z.string().max(64),
  cd: text(32).nullish(),
  /** The size's name (the spec's cart item carries `size` as a name). */
  size: text(100).nullish(),
  /**
   * The size's id, which names it whatever language its name was shown in (issue 31: the menu
   * prices in the restaurant's language); a line without one is matched by `size`.
   */
  size_id: z.string().max(64).nullish(),
  options: z.array(cartOptionInputSchema).max(50, 'has too many options').default([]),
  quantity: z
    .number()
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(99, 'quantity must be at most 99'),
  specialInstructions: text(500).optional(),
});

export type CartItemInput = z.output<typeof cartItemInputSchema>;

/** A tip as a request carries it (cart/tips.ts): the server prices it from the subtotal it computes. */
export const tipChoiceSchema: z.ZodType<TipChoice> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('percent'),
    percent: z.literal(TIP_PERCENTAGES, { error: `must be ${TIP_PERCENTAGES.join(', ')}` }),
  }),
  z.object({
    kind: z.literal('custom'),
    amount: z.number({ error: 'must be a number' }).refine(isValidCustomTip, TIP_MESSAGES.customRange),
  }),
]);

export interface CutleryInput {
  _id: string;
  quantity: number;
}

export interface CartQuoteRequest {
  items: CartItemInput[];
  deliveryMethod: OrderMethod;
  pickupTimeType: PickupTimeType;
  /** 'YYYY-MM-DD' in the restaurant's time zone (Schedule). */
  pickupDate?: string | null;
  /** 'HH:mm' (24 h) in the restaurant's time zone (Schedule). */
  pickupTime?: string | null;
  deliveryAddress?: WireDeliveryAddress | null;
  cutlery?: CutleryInput[];
  paymentMethod?: PaymentMethod;
  /** The one coupon applied (apply-coupon answered it) and the email it was applied with. */
  couponCode?: string | null;
  couponEmail?: string | null;
  /** Ids of the gift card holds (preauth) to pay with. */
  giftCardRedemptions?: string[];
  /** The tip of an online payment (cart/tips.ts); none when absent. */
  tip?: TipChoice | null;
  /** The signed-in member's points to spend (cart/points.ts); none when absent or 0. */
  redeemPoints?: number | null;
}

/** The points an order spends and the dollars they take off (part of its discountTotal). */
export interface WirePointsRedemption {
  points: number;
  amount: number;
}

/** What the signed-in member's points can do on the cart quoted (cart/points.ts `PointsOffer`). */
export interface WireMemberPoints {
  balance: number;
  /** What the whole balance is worth, in dollars. */
  balanceValue: number;
  /** The most points this cart can take. */
  usable: number;
  /** The fewest points spent at a time. */
  minimum: number;
  /** How many points take $1 off. */
  perDollarOff: number;
}

/** The price breakdown a quote and a placed order both carry, in dollars. */
export interface WireOrderTotals {
  promotions: CartPromotion[];
  discounts: CartDiscount[];
  discountTotal: number;
  subtotal: number;
  gst: number;
  pst: number;
  tax: number;
  deliveryFee: number;
  deliveryGST: number;
  giftCardTotal: number;
  /** The tip of an online payment, untaxed, included in the total. */
  tip: number;
  /** The member's points spent on it, if any (their amount is in discountTotal). */
  pointsRedeemed?: WirePointsRedemption | null;
  total: number;
}

export interface CartQuote extends WireOrderTotals {
  /** The lines as the server prices them, in the order sent. */
  items: WireCartItem[];
  cutlery: { _id: string; name: string; quantity: number; price: number; total: number }[];
  distanceInMeter: number | null;
  giftCardRedemptions: GiftCardRedemption[];
  /** The promotion hints in the spec's words ('Purchase $5.00 more to get 10% discount', …). */
  hints: string[];
  /** The pickup or delivery instant the quote is for (ASAP: now plus the lead time). ISO 8601. */
  pickupTime: string;
  /** The uuids of lines not available at that time. */
  unavailableItems: string[];
  /** Dollars still needed to reach the delivery minimum (0 when met or for pickup). */
  minimumOrderShortfall: number;
  /** Why the order cannot be placed as it is, in the spec's words; empty when it can. */
  messages: string[];
  /**
   * The state of the coupon the cart carries, as the server finds it now (`couponStatusOfProblem`):
   * Redeemed or Expired when it was used or lapsed since it was applied; null without a coupon.
   */
  couponStatus: CouponStatus | null;
  /** What the signed-in member's points can do on this cart; null for a guest or where they cannot. */
  memberPoints?: WireMemberPoints | null;
}

export interface CustomerInput {
  userId?: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface PlaceOrderRequest extends CartQuoteRequest {
  customer: CustomerInput;
  payment: { method: PaymentMethod };
  specialRequests?: string | null;
  pickupPerson?: string | null;
  /** The site origin plus /order, for links in messages. */
  orderLink?: string | null;
  eaterUUID?: string | null;
  /** Dine-in: the table booked with the order, for its pickupDate and pickupTime. */
  table?: DineInTableInput | null;
  /** "Text me updates about this order": texts to `customer.phone` (decision 0086). */
  textUpdates?: boolean;
  /** The diner's declared allergies (issue 29 item 3): the menu's allergens and a note. */
  allergies?: AllergiesInput | null;
}

export interface ApiOrderItem {
  _id: string;
  /** The menu item ordered (null when it was deleted since), for reorder. */
  menuItem: string | null;
  cd: string | null;
  name: string;
  quantity: number;
  size: string | null;
  /** The size's id, for reorder on a menu read in another language; null before migration 0050. */
  size_id: string | null;
  baseTotal: number;
  extraTotal: number;
  specialInstructions: string | null;
  /** `price` is per unit of the item (dollars), as every screen shows it; `total` is for the line. */
  options: {
    option_id: string | null;
    name: string;
    value: string;
    quantity: number;
    price: number;
    total: number;
  }[];
}

export interface ApiOrder extends WireOrderTotals {
  _id: string;
  orderNumber: number;
  status: OrderStatus;
  orderType: string;
  deliveryMethod: OrderMethod;
  /** Dine-in: the table booked with it; null otherwise. */
  table?: ApiOrderTable | null;
  pickupTimeType: PickupTimeType;
  pickupTime: string;
  adjustedPickupTime: string | null;
  receivedAt: string;
  confirmedAt: string | null;
  /** When staff marked it ready for pickup (it stays Accepted until fulfilled). */
  readyAt?: string | null;
  /** Why it was rejected or cancelled, as told to the diner. */
  statusReason?: string | null;
  updatedAt: string;
  nameOrderedUnder: string;
  email: string;
  phone: string;
  /** The diner asked for texts about it (decision 0086); absent on older event snapshots. */
  textUpdates?: boolean;
  specialRequests: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: OrderPaymentStatus;
  /**
   * Why the order's money is not what an Online order's status should mean (issue 27; decision
   * 0065): a capture that took another amount than the total, an authorisation that is gone. Staff
   * must look at the payment; null (or absent) when all is well.
   */
  paymentProblem?: string | null;
  /**
   * Its online payment was "taken" by the built-in test provider: no money moved, and every view of
   * the order says so (TEST_PAYMENT_LABEL; decision 0073). Absent on older event snapshots.
   */
  testPayment?: boolean;
  /** Where it was ordered; absent on older event snapshots (they are all 'web'). */
  channel?: OrderChannel;
  /** The language it was placed in, its mails' and texts' (issue 31); absent on older snapshots (English). */
  locale?: Locale;
  restaurant: {
    _id: string;
    name: string;
    address_1: string | null;
    address_2: string | null;
    city_town: string | null;
    state_province: string | null;
    phone: string | null;
    settings: { time_zone: string; time_format: string; date_format: string; datetime_format: string };
  };
  deliveryAddress: WireDeliveryAddress | null;
  items: ApiOrderItem[];
  /** What the diner declared (null: nothing); absent on older event snapshots. */
  allergies?: OrderAllergies | null;
}

export interface PlaceOrderResponse {
  order: ApiOrder;
  couponCode: string | null;
}

/**
 * Where an order's money is (issue 14): an Offline order is Unpaid until paid at the counter; an
 * Online order is Authorised (the card holds the money) or Paid when it is placed, Paid once
 * captured, Voided (the hold released) or Refunded when rejected or cancelled. Authorised only while
 * the provider holds exactly the total, Paid only when it took exactly the total: anything else is a
 * Problem, with `paymentProblem` saying what (decision 0065).
 */
export type OrderPaymentStatus = 'Unpaid' | 'Authorised' | 'Paid' | 'Refunded' | 'Voided' | 'Problem';

/** A checkout attempt's online payment, as the browser needs it to take the card. */
export interface OnlinePayment {
  _id: string;
  /** Which provider's card form takes the card (the web's card form registry, decision 0068). */
  provider: PaymentProviderName;
  /** Stripe's PaymentIntent status (requires_payment_method, requires_action, requires_capture, succeeded, canceled, …). */
  status: string;
  /** Dollars, as the server priced the order. */
  amount: number;
  currency: string;
  clientSecret: string | null;
  publishableKey: string | null;
  /** The restaurant's connected Stripe account (Connect), for Stripe.js. */
  stripeAccount: string | null;
  /** The provider's message about the last failed attempt. */
  lastError: string | null;
}

/**
 * POST /api/staff/orders (issue 29 item 8; decision 0087): an order staff take for a caller, placed
 * and priced like the storefront's. `counter`: paid at pickup; `link`: the caller is mailed a link to
 * pay by card, and the order is written once the card is authorised.
 */
export type PhoneOrderPayment = 'counter' | 'link';

export interface PhoneOrderRequest {
  restaurantId: string;
  items: CartItemInput[];
  deliveryMethod: 'Pickup' | 'Delivery';
  pickupTimeType: PickupTimeType;
  pickupDate?: string | null;
  pickupTime?: string | null;
  deliveryAddress?: WireDeliveryAddress | null;
  specialRequests?: string | null;
  customer: { firstName: string; lastName: string; phone: string; email?: string | null };
  payment: PhoneOrderPayment;
}

/** The answer: the order (paid at pickup), or, paid by link, the payment the caller was sent. */
export type PhoneOrderResponse =
  | { order: ApiOrder; payment: null; linkSentTo: null }
  | { order: null; payment: OnlinePayment; linkSentTo: string };

/** GET /api/eater/payments/{id}: the payment a phone order's caller pays by link. */
export interface PaymentLinkView {
  payment: OnlinePayment;
  restaurantId: string;
  /** The order it became once the card was authorised; null until then. */
  orderId: string | null;
}

export const PHONE_ORDER_MESSAGES = {
  notYourLocation: 'You can take phone orders only for the locations you work at.',
  linkNeedsEmail: "Please enter the caller's email: the card link is mailed to it.",
} as const;

/**
 * POST /restaurants/{id}/orders with payment.method Online, before the card is authorised: no
 * order yet (202), and the payment to confirm. Sent again with the same Idempotency-Key once the card
 * is confirmed, it answers with the order (PlaceOrderResponse).
 */
export interface PlaceOrderPaymentRequired {
  order: null;
  couponCode: null;
  payment: OnlinePayment;
}

/** GET /api/eater/map/autocomplete?input=&restaurantId= */
export interface AddressSuggestion {
  place_id: string;
  description: string;
}

/** GET /api/eater/map/place/{placeId} */
export interface PlaceDetails {
  place_id: string;
  address: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

/** GET /api/eater/map/direction?origin={lat},{lng}&destination=place_id:{id} (the spec's shape). */
export interface DirectionResponse {
  direction: { routes: { legs: { distance: { value: number } }[] }[] };
}

/** How an order type reads to a diner: the spec's only type, 'ToGo', is 'To Go'. */
export const orderTypeLabel = (orderType: string): string => (orderType === 'ToGo' ? 'To Go' : orderType);
