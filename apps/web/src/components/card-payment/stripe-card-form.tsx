import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Trans, useLingui } from '@lingui/react/macro';
import { loadStripe, type Stripe, type StripeElementLocale, type StripeElements } from '@stripe/stripe-js';
import { toCents, type Locale } from '@storefront/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { useFormats } from '../../lib/formats';
import { usePageLocale } from '../../lib/i18n';
import { Alert } from '../ui/ui';
import { CardFormFoot, type CardFormFootProps } from './card-fields';
import type { CardPaymentProps } from './card-payment';

/*
 * Stripe's Payment Element (cards; Apple Pay and Google Pay where the browser offers them), loaded
 * only when a restaurant on Stripe is paid online. Stripe.js holds the card; the server made the
 * PaymentIntent for its own price, and writes the order once it is authorised.
 */

const stripes = new Map<string, Promise<Stripe | null>>();
export function stripeFor(publishableKey: string, account: string | null) {
  const key = `${publishableKey}:${account ?? ''}`;
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(publishableKey, account ? { stripeAccount: account } : undefined);
    stripes.set(key, stripe);
  }
  return stripe;
}

/** Stripe's own fields and messages in the page's language. */
const STRIPE_LOCALE: Record<Locale, StripeElementLocale> = { en: 'en', fr: 'fr-CA' };
export const useStripeLocale = () => STRIPE_LOCALE[usePageLocale().locale];

export default function StripeCardForm(props: CardPaymentProps) {
  const { t } = useLingui();
  const locale = useStripeLocale();
  const { payment } = props;
  const stripe = useMemo(
    () => (payment.publishableKey ? stripeFor(payment.publishableKey, payment.stripeAccount) : null),
    [payment.publishableKey, payment.stripeAccount],
  );
  if (!stripe || !payment.clientSecret) {
    return (
      <Alert tone="danger" title={t`Error!`}>
        <Trans>Online payment is not set up for this restaurant. Please choose to pay at pickup.</Trans>
      </Alert>
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret: payment.clientSecret, locale }}>
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ payment, holderName, onAuthorised, onBack }: CardPaymentProps) {
  const { t } = useLingui();
  const amount = useFormats().money(toCents(payment.amount));
  return (
    <StripeElementForm
      holderName={holderName}
      backLabel={t`Back`}
      onBack={onBack}
      submitLabel={t`Pay ${amount}`}
      busyLabel={t`Paying…`}
      failure={t`The payment could not be completed.`}
      work={async (stripe, elements) => {
        const result = await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          confirmParams: {
            return_url: window.location.href,
            payment_method_data: { billing_details: { name: holderName } },
          },
        });
        if (result.error) throw new Error(result.error.message ?? t`Your card was declined.`);
        await onAuthorised();
      }}
    />
  );
}

/** The Payment Element in a form: `work` runs once at a time; what it throws is shown under Error!. */
export function StripeElementForm({
  holderName,
  failure,
  work,
  ...foot
}: Omit<CardFormFootProps, 'error' | 'busy' | 'submitDisabled'> & {
  holderName: string;
  /** Shown when `work` throws something that is not an Error. */
  failure: string;
  work: (stripe: Stripe, elements: StripeElements) => Promise<void>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    try {
      await work(stripe, elements);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : failure);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <PaymentElement
        options={{ defaultValues: { billingDetails: { name: holderName, address: { country: 'CA' } } } }}
      />
      <CardFormFoot {...foot} error={error} busy={busy} submitDisabled={!stripe} />
    </form>
  );
}
