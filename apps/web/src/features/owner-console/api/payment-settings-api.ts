import type {
  LocationPaymentLink,
  OnlinePaymentSwitch,
  PaymentSettingsResponse,
  ReconciliationReport,
  StripeOnboardingResponse,
} from '@storefront/domain';
import { createApiClient } from '../../../lib/api-client';

/* The owner's Payments page (/api/staff/settings/payments; decision 0041). */

const request = createApiClient('/api/staff');

export const paymentSettingsKey = ['staff', 'settings', 'payments'] as const;

export const fetchPaymentSettings = () => request<PaymentSettingsResponse>('GET', '/settings/payments');

/** Stripe's onboarding page for the location (its account is made the first time). */
export const startStripeOnboarding = (restaurantId: string) =>
  request<StripeOnboardingResponse>(
    'POST',
    `/settings/payments/${encodeURIComponent(restaurantId)}/onboarding`,
    {},
  );

/** Turns online payment on or off at a location (refused on a server without a payment provider). */
export const switchOnlinePayment = (restaurantId: string, body: OnlinePaymentSwitch) =>
  request<LocationPaymentLink>('PUT', `/settings/payments/${encodeURIComponent(restaurantId)}`, body);

export const reconciliationKey = ['staff', 'reconciliation'] as const;

/** The tenant's last reconciliation of its books (decision 0065). */
export const fetchReconciliation = () => request<ReconciliationReport>('GET', '/reconciliation');
