import type { PaymentProviderName, SavePaymentMethodRequest } from '@storefront/domain';
import { lazy, type ComponentType } from 'react';
import type { CardPaymentProps } from './card-payment';
import { TestCardPayment, TestCardSave } from './test-card-payment';

/*
 * The card forms of each payment provider (decision 0068), keyed by the API's provider names like the
 * server's adapter registry: the checkout and the saved cards page mount the form of the provider the
 * server names, so a new provider is its form file and one line here, and nothing compares names.
 */

/** What a provider's form needs to save a member's card. */
export interface SaveCardFormProps {
  /** The platform's publishable key, for a provider whose script takes the card in the browser. */
  publishableKey: string | null;
  holderName: string;
  /** Saves the card as the provider gives it; throws (the message is shown) when it is refused. */
  onSave: (source: Pick<SavePaymentMethodRequest, 'card' | 'stripeTokenId'>) => Promise<void>;
  onCancel: () => void;
}

export interface CardForms {
  /** Takes the card for a checkout attempt's payment (Pay With Card). */
  pay: ComponentType<CardPaymentProps>;
  /** Saves a card to the member's payment methods. */
  save: ComponentType<SaveCardFormProps>;
}

export const CARD_FORMS = {
  // Stripe.js and the Payment Element, loaded only when a form is shown.
  stripe: {
    pay: lazy(() => import('./stripe-card-form')),
    save: lazy(() => import('./stripe-card-setup')),
  },
  test: { pay: TestCardPayment, save: TestCardSave },
} satisfies Record<PaymentProviderName, CardForms>;
