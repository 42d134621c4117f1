/*
 * The accounts API's wire shapes (accounts-and-extras §3 and §7): auth, the member's profile and the
 * member area's lists. Paths are under /api/eater. Money is in dollars on the wire.
 *
 * Sessions: a successful login, register or password change sets the httpOnly `ctoken` cookie and
 * the readable `customer` cookie (display fields only), and also returns the token in the body for
 * API clients, which send it as `Authorization: Bearer {token}`.
 */

import type { Locale } from '../i18n/locales';
import type { CouponStatus } from '../promotions/coupons';
import type { OrderStatus } from './orders';
import type { PaymentProviderName } from './payment-providers';

export type Province = 'SK' | 'AB';
export type ReservationStatus = 'Pending' | 'Confirmed' | 'Cancelled' | 'Completed' | 'No-show';
export type Country = 'CA' | 'US';

export interface ApiCustomerAddress {
  address_1: string | null;
  address_2: string | null;
  city_town: string | null;
  state_province: Province | null;
  postal_code: string | null;
  country: Country | null;
}

/** The address of a member who has not given one (a new account). */
export const NO_CUSTOMER_ADDRESS: ApiCustomerAddress = {
  address_1: null,
  address_2: null,
  city_town: null,
  state_province: null,
  postal_code: null,
  country: null,
};

/** The `user` of the auth responses and of GET /customers/{id}. */
export interface ApiCustomer {
  _id: string;
  local: { email: string; firstName: string; lastName: string; telephone: string | null };
  address: ApiCustomerAddress;
  pointBalance: number;
  /** The text the profile's QR code encodes: the member's identity for use at the counter. */
  qrcode: string;
  referralToken: string;
  /** The member's saved cards (accounts-and-extras §4: the user record carries them). */
  paymentMethods: ApiPaymentMethod[];
  isBlocked: boolean;
  /** The language the member chose (issue 31): their mails speak it; null until they choose. */
  language: Locale | null;
}

/**
 * The readable `customer` cookie (JSON): what the header shows, nothing more. Script on the page can
 * read it, so it carries no email or phone (issue 16); the forms read those from GET /customers/{id}.
 */
export interface CustomerCookieRecord {
  _id: string;
  local: { firstName: string; lastName: string };
}

export interface AuthResponse {
  token: string;
  user: ApiCustomer;
}

/** POST /auth/login. `email` is the spec's '{tenantId}|{email}' form; a bare email means this host's tenant. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /auth/register (the referral form sends `referrerId`). */
export interface RegisterRequest {
  tenantId?: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  telephone?: string | null;
  referrerId?: string | null;
}

/** POST /auth/forgot-password. `email` as in login; `baseUrl` is ignored: links use the tenant's own origin. */
export interface ForgotPasswordRequest {
  email: string;
  baseUrl?: string;
}

/** POST /auth/reset-password/{token} */
export interface ResetPasswordRequest {
  password: string;
}

/** PATCH /customers/{id}/changepassword; answers AuthResponse with a renewed token. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface MessageResponse {
  message: string;
}

/** PUT /customers/{id}: only these fields are read; anything else sent is ignored. */
export interface UpdateProfileRequest {
  local: { firstName: string; lastName: string; telephone: string };
  address: Partial<ApiCustomerAddress>;
}

/** GET /customers/{id}/coupons: redeemedBy set means Redeemed, otherwise Available. */
export interface ApiCoupon {
  _id: string;
  name: string;
  couponCode: string;
  amount: number;
  validFrom: string | null;
  validUntil: string | null;
  redeemedBy: string | null;
  redeemedAt: string | null;
  /** The one state the server holds it in now (`couponStatus`). */
  status: CouponStatus;
}

/** GET /customers/{id}/giftcards: balance above 0 is valid; 0 or less is redeemed. */
export interface ApiGiftCard {
  _id: string;
  giftCardNumber: string;
  kind: 'Digital' | 'Physical';
  initialBalance: number;
  balance: number;
  pendingBalance: number;
}

/** GET /customers/{id}/reservations */
export interface ApiReservation {
  _id: string;
  reservationNumber: number;
  status: ReservationStatus;
  restaurant: {
    _id: string;
    name: string;
    address_1: string | null;
    city_town: string | null;
    phone: string | null;
  };
  reservedDate: string;
  reservedTime: string;
  partySize: number;
  nameReservedUnder: string;
  email: string;
  telephone: string;
  note: string | null;
  /** Why the restaurant (or the diner) cancelled, when it is Cancelled. */
  cancelReason: string | null;
  /**
   * Until when the diner may cancel or move it themselves (the restaurant's cut-off before the
   * booked time); null when they no longer can (past the cut-off, or no longer Pending or Confirmed).
   */
  changeableUntil: string | null;
  createdAt: string;
  updatedAt: string;
  /** The language it was booked in, its mails' (issue 31); absent on older event snapshots (English). */
  locale?: Locale;
  /** In the staff inbox: the Dine-in order booked with it (`/orderahead`), if any. */
  preOrder?: ApiReservationPreOrder | null;
}

/** The pre-order of a booking as the staff inbox row shows it (total in dollars). */
export interface ApiReservationPreOrder {
  _id: string;
  orderNumber: number;
  status: OrderStatus;
  total: number;
  itemCount: number;
}

/** GET /customers/referraltoken/{token} */
export interface ApiReferrer {
  _id: string;
  local: { firstName: string; lastName: string };
}

/** POST /customers/{id}/referral/email (the spec's spelling of `refferalLink`). */
export interface InviteByEmailRequest {
  inviteeEmail: string;
  refferalLink?: string;
}

/** GET /tenants/{id}/get-most-ordered-items?eaterUUID= ; members are identified by their session. */
export interface MostOrderedItem {
  /** The menu item id (as ordered; the storefront keeps only items still on the current menus). */
  item: string;
  cd: string | null;
  name: string;
  timesOrdered: number;
}

export interface MostOrderedItemsResponse {
  items: MostOrderedItem[];
}

/** The httpOnly cookie with the member's session token (path /, one year, SameSite=Lax). */
export const CUSTOMER_TOKEN_COOKIE = 'ctoken';
/** The readable cookie with the member's CustomerCookieRecord as URI-encoded JSON (path /, one year). */
export const CUSTOMER_COOKIE = 'customer';
/** Both cookies live a year (accounts-and-extras §9). */
export const CUSTOMER_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** The answer to every forgot-password request, whether or not the email has an account. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email address, we have sent it a link to reset the password. Please check your email.';

/**
 * A saved card (accounts-and-extras §3 Payment method). `stripeTokenId` is the provider's payment
 * method id (pm_…); the card fields are display data the provider reported. No card number is kept.
 */
export interface ApiPaymentMethod {
  _id: string;
  customer: string;
  provider: PaymentProviderName;
  stripeTokenId: string;
  stripeToken: {
    card: {
      brand: string;
      last4: string;
      name: string | null;
      exp_month: number;
      exp_year: number;
      address_zip: string | null;
      currency: string;
    };
  };
  email: string | null;
  phone: string | null;
}

/** The built-in test provider's card form (the card goes to the server only on that provider). */
export interface TestCardFields {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  postalCode: string;
  name?: string | null;
}

/**
 * POST /customers/{id}/paymentmethods: `stripeTokenId` is a PaymentMethod that Stripe.js created in
 * the browser; on the test provider the card form is sent as `card` instead.
 */
export interface SavePaymentMethodRequest {
  customer?: string;
  stripeTokenId?: string;
  card?: TestCardFields;
  stripeToken?: { card?: { name?: string | null } };
  email?: string | null;
  phone?: string | null;
}

/** PUT /customers/{id}/paymentmethods/{methodId}: the name, expiry and postal code on the card, email, phone. */
export interface UpdatePaymentMethodRequest {
  stripeTokenId?: string;
  stripeToken: {
    card: { name?: string | null; exp_month: number; exp_year: number; address_zip?: string | null };
  };
  email?: string | null;
  phone?: string | null;
}

/** How a saved card is named wherever it is offered: "Visa •••• 4242". */
export function savedCardLabel(card: { brand: string; last4: string }): string {
  const brand = card.brand
    .split(/[\s_-]+/)
    .map((word) => (word.toLowerCase() === 'amex' ? 'American Express' : word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return `${brand} •••• ${card.last4}`;
}

/** GET /payments/card-form: the form a card is saved with (Stripe.js on the platform's key, or the test form). */
export interface CardFormSettings {
  provider: PaymentProviderName;
  publishableKey: string | null;
}
