/*
 * The owner's Payments page (/staff/settings/payments; issue 14, decision 0041): each location's link
 * to its Stripe account (Stripe Connect), read from Stripe.
 */
import type { PaymentProviderName } from './payment-providers';

/** Where a location's Stripe account stands. */
export type StripeLinkStatus =
  /** No account linked yet. */
  | 'Not connected'
  /** Linked, but Stripe still needs details from the owner. */
  | 'Onboarding'
  /** Stripe has what it needs: the location can take card payments. */
  | 'Connected'
  /** Stripe could not be asked just now. */
  | 'Unknown';

export interface LocationPaymentLink {
  restaurantId: string;
  name: string;
  acceptOnlinePayment: boolean;
  stripeAccountId: string | null;
  status: StripeLinkStatus;
  /** Stripe's own words when it could not be asked, or what is still missing. */
  note: string | null;
}

/** GET /api/staff/settings/payments (owner only). */
export interface PaymentSettingsResponse {
  /**
   * The provider this server's payments run on; null when it has none (production without a Stripe
   * key: online payment cannot be turned on; decision 0073).
   */
  provider: PaymentProviderName | null;
  /** It moves no real money (the built-in test provider: no Stripe key on this server). */
  testMode: boolean;
  /** Its accounts can be linked to locations (Stripe Connect onboarding). */
  canLinkAccounts: boolean;
  locations: LocationPaymentLink[];
}

/** PUT /api/staff/settings/payments/{restaurantId} (owner only): the location takes payment online or not. */
export interface OnlinePaymentSwitch {
  acceptOnlinePayment: boolean;
}

/** POST /api/staff/settings/payments/{restaurantId}/onboarding (owner only): Stripe's onboarding page. */
export interface StripeOnboardingResponse {
  url: string;
  stripeAccountId: string;
}

export const PAYMENT_SETTINGS_MESSAGES = {
  noStripe:
    'Stripe is not configured on this server (no STRIPE_SECRET_KEY), so payments run on the built-in test provider and no Stripe account can be linked.',
  noProvider:
    'Online payment cannot be turned on: this server has no payment provider. Set STRIPE_SECRET_KEY (or PAYMENTS_PROVIDER=test to take test payments on purpose) and restart the server.',
} as const;
